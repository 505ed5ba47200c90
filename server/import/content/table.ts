/**
 * The content kinds' spreadsheets: an .xlsx workbook (exceljs) or a .csv file (csv-parse), read into rows
 * of text cells keyed by their column header, each row remembering its file, sheet and row number (1-based,
 * the header being row 1) so a problem points where the organiser can find it. A workbook's sheets are
 * found by name; a .csv holds one sheet, and a second one (contest laureates) sits beside it as
 * `<name>.<sheet>.csv`. Every cell is text: numbers, dates and links are turned into what the cell shows.
 */
import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import type { SourceRef } from '../kind';

export type TableRow = { at: SourceRef; cells: Record<string, string> };
export type Sheet = { name: string; columns: string[]; rows: Record<string, string>[] };

export const isTableFile = (file: string) => /\.(xlsx|csv)$/i.test(file);

/** A Date from a workbook holds the wall-clock time the cell shows, as if it were UTC. */
const wallClock = (date: Date) => {
  const iso = date.toISOString();
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
};

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return wallClock(value);
  if (typeof value === 'object') {
    const cell = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; hyperlink?: string };
    if (cell.richText) return cell.richText.map((part) => part.text).join('');
    if (cell.text !== undefined) return cellText(cell.text);
    if ('result' in cell) return cellText(cell.result);
  }
  return String(value);
}

function csvPath(file: string, sheet: string | undefined) {
  if (!sheet) return file;
  return file.replace(/\.csv$/i, `.${sheet}.csv`);
}

/**
 * The rows of one sheet: in a workbook the sheet of that name (or the first one when `sheet` is absent),
 * for a .csv the file itself or its `<name>.<sheet>.csv` sibling. Absent sheets answer null.
 */
export async function readSheet(file: string, sheet?: string): Promise<TableRow[] | null> {
  const label = path.basename(file);
  if (/\.csv$/i.test(file)) {
    const source = csvPath(file, sheet);
    if (!existsSync(source)) return null;
    const records = parse(await readFile(source), { bom: true, columns: (header: string[]) => header.map((h) => h.trim()), skip_empty_lines: true, relax_column_count: true }) as Record<string, string>[];
    return records.map((cells, index) => ({ at: { file: path.basename(source), row: index + 2 }, cells }));
  }
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const found = sheet ? book.getWorksheet(sheet) : book.worksheets[0];
  if (!found) return null;
  const headers: string[] = [];
  found.getRow(1).eachCell((cell, col) => {
    headers[col] = cellText(cell.value).trim();
  });
  const rows: TableRow[] = [];
  found.eachRow((row, number) => {
    if (number === 1) return;
    // Every column is present in every row, empty cells as '' (exceljs skips them).
    const cells: Record<string, string> = Object.fromEntries(headers.filter(Boolean).map((header) => [header, '']));
    let filled = false;
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      const header = headers[col];
      if (!header) return;
      cells[header] = cellText(cell.value);
      if (cells[header].trim() !== '') filled = true;
    });
    if (filled) rows.push({ at: { file: label, sheet: found.name, row: number }, cells });
  });
  return rows;
}

/** Writes sheets to a workbook, or to a .csv (the first sheet) and its `<name>.<sheet>.csv` siblings. */
export async function writeSheets(file: string, sheets: Sheet[]): Promise<void> {
  if (/\.csv$/i.test(file)) {
    for (const [index, sheet] of sheets.entries()) {
      const text = stringify(sheet.rows, { header: true, columns: sheet.columns });
      await writeFile(csvPath(file, index === 0 ? undefined : sheet.name), text);
    }
    return;
  }
  const book = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const sheetOut = book.addWorksheet(sheet.name);
    sheetOut.addRow(sheet.columns);
    // Every cell is written as text, so an id like 007 or a date stays what the database holds.
    for (const row of sheet.rows) sheetOut.addRow(sheet.columns.map((column) => row[column] ?? ''));
  }
  await book.xlsx.writeFile(file);
}
