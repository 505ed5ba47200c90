/**
 * Spreadsheets in and out: an .xlsx workbook (exceljs; the first sheet or a named one) or a .csv file
 * (csv-parse) becomes records keyed by their lower-cased header, every value remembering the row and
 * column an organiser would look for it in. Writing takes the same shape back, so an exported file
 * imports unchanged. Every value is text: a spreadsheet's own types (a date cell, a number) are turned
 * into the text the importer's rules expect (cell-text.ts).
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { neutraliseCell } from '../cli/applications-export';
import { cellText, fromExportedText } from './cell-text';
import type { SourceRef } from './kind';

export type Cell = { text: string; at: SourceRef };
export type SheetRecord = { at: SourceRef; cells: Map<string, Cell> };
export type Table = { file: string; sheet?: string; headers: string[]; records: SheetRecord[] };

export type TableFormat = 'xlsx' | 'csv';

export function tableFormat(file: string): TableFormat | null {
  const ext = path.extname(file).toLowerCase();
  return ext === '.xlsx' ? 'xlsx' : ext === '.csv' ? 'csv' : null;
}

/** Spreadsheet column letters (A, B, …, Z, AA): what an organiser sees above the header row. */
export function columnLetter(index: number): string {
  let n = index + 1;
  let out = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    out = String.fromCharCode(65 + rest) + out;
    n = Math.floor((n - 1) / 26);
  }
  return out;
}

/** A column as the problem report names it: its header and its letter, e.g. "email (F)". */
const columnName = (header: string, index: number) => `${header} (${columnLetter(index)})`;

/** Builds records from rows of text (the first row holds the headers); blank rows are skipped. */
function toTable(file: string, sheet: string | undefined, rows: string[][]): Table {
  const [headerRow = [], ...body] = rows;
  const headers = headerRow.map((header) => header.trim().toLowerCase());
  const records: SheetRecord[] = [];
  body.forEach((cells, index) => {
    if (cells.every((cell) => cell.trim() === '')) return;
    const row = index + 2; // 1-based, after the header row
    const map = new Map<string, Cell>();
    headers.forEach((header, column) => {
      if (!header) return;
      map.set(header, {
        text: fromExportedText((cells[column] ?? '').trim()),
        at: { file, sheet, row, column: columnName(header, column) },
      });
    });
    records.push({ at: { file, sheet, row }, cells: map });
  });
  return { file, sheet, headers: headers.filter(Boolean), records };
}

export class SheetError extends Error {}

/**
 * Excel in a Russian locale saves "CSV" with semicolons (the comma is the decimal separator there); the
 * header row tells which one a file uses, as headers never contain either.
 */
function csvDelimiter(text: Buffer): ',' | ';' {
  const header = text.subarray(0, Math.max(0, text.indexOf(10)) || text.length).toString('utf8');
  return header.split(';').length > header.split(',').length ? ';' : ',';
}

/** Reads a whole table. `file` in the records is the name the problem report shows (relative is kinder). */
export async function readTable(filePath: string, opts: { sheet?: string; display?: string } = {}): Promise<Table> {
  const display = opts.display ?? filePath;
  const format = tableFormat(filePath);
  if (format === 'csv') {
    const text = await readFile(filePath);
    // bom: spreadsheets save CSV as UTF-8 with a byte-order mark; the first header would carry it.
    const rows = parse(text, { bom: true, delimiter: csvDelimiter(text), relax_column_count: true, skip_empty_lines: false }) as string[][];
    return toTable(display, undefined, rows);
  }
  if (format !== 'xlsx') throw new SheetError(`${display}: expected an .xlsx or .csv file`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.readFile(filePath);
  const worksheet = opts.sheet ? workbook.getWorksheet(opts.sheet) : workbook.worksheets[0];
  if (!worksheet) throw new SheetError(`${display}: no sheet ${opts.sheet ? `named "${opts.sheet}"` : 'in the workbook'}`);
  const rows: string[][] = [];
  worksheet.eachRow({ includeEmpty: true }, (row, rowNumber) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows[rowNumber - 1] = Array.from(cells, (cell) => cell ?? '');
  });
  return toTable(
    display,
    worksheet.name,
    Array.from(rows, (row) => row ?? []),
  );
}

/**
 * Writes a table as .xlsx (one sheet, text cells, a bold frozen header row) or .csv (UTF-8 with a BOM so
 * spreadsheets read Cyrillic and Chinese right). Cells that a spreadsheet would run as a formula get the
 * applications export's treatment (neutraliseCell); the importer takes that apostrophe off again.
 */
export async function writeTable(target: string, table: { sheet: string; headers: string[]; rows: string[][] }): Promise<void> {
  const rows = table.rows.map((row) => row.map((cell) => neutraliseCell(cell)));
  if (tableFormat(target) === 'csv') {
    await writeFile(target, '\uFEFF' + stringify([table.headers, ...rows], { record_delimiter: '\r\n' }));
    return;
  }
  if (tableFormat(target) !== 'xlsx') throw new SheetError(`${target}: expected an .xlsx or .csv file name`);
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(table.headers).font = { bold: true };
  // Text format ('@') keeps stands like 1A01 or ids like 00-00012345 as typed when edited in a spreadsheet.
  table.headers.forEach((_, index) => {
    sheet.getColumn(index + 1).numFmt = '@';
  });
  for (const row of rows) sheet.addRow(row);
  await workbook.xlsx.writeFile(target);
}
