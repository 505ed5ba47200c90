/**
 * The content kinds' spreadsheets, on top of the importer's sheet reader (../sheet.ts): records keyed by
 * lower-cased header, every cell located by file, sheet, row and column. Contests have two sheets: a
 * workbook holds them by name, and a .csv holds the first one while the second sits beside it as
 * `<name>.<sheet>.csv`. Writing several sheets into one workbook is done here, with the same cell
 * treatment as writeTable (text cells, formula-looking text neutralised and read back unchanged).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { neutraliseCell } from '../../cli/applications-export';
import { readTable, readTableIfAny, tableFormat, writeTable, type Table } from '../sheet';

export type Sheet = { name: string; columns: string[]; rows: Record<string, string>[] };

export const isTableFile = (file: string) => tableFormat(file) !== null;

const csvSibling = (file: string, sheet: string) => file.replace(/\.csv$/i, `.${sheet}.csv`);

/**
 * One sheet of a source: in a workbook the one named `sheet` (the first one when it has no sheet of that
 * name and `fallback` is set), for a .csv the file itself, or its `<name>.<sheet>.csv` sibling when
 * `fallback` is not set. Answers null for a sheet the source does not have.
 */
export async function readSheet(file: string, sheet: string | readonly string[], fallback: boolean): Promise<Table | null> {
  const names = typeof sheet === 'string' ? [sheet] : sheet;
  if (tableFormat(file) === 'csv') {
    const source = fallback ? file : csvSibling(file, names[0] ?? '');
    return existsSync(source) ? readTable(source, { display: path.basename(source) }) : null;
  }
  return readTableIfAny(file, { names, firstOtherwise: fallback, display: path.basename(file) });
}

/** Writes sheets to one workbook, or to a .csv (the first sheet) and its `<name>.<sheet>.csv` siblings. */
export async function writeSheets(file: string, sheets: Sheet[]): Promise<void> {
  const asTable = (sheet: Sheet) => ({
    sheet: sheet.name,
    headers: sheet.columns,
    rows: sheet.rows.map((row) => sheet.columns.map((c) => row[c] ?? '')),
  });
  if (tableFormat(file) === 'csv' || sheets.length === 1) {
    for (const [index, sheet] of sheets.entries()) await writeTable(index === 0 ? file : csvSibling(file, sheet.name), asTable(sheet));
    return;
  }
  const book = new ExcelJS.Workbook();
  for (const sheet of sheets) {
    const out = book.addWorksheet(sheet.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    out.addRow(sheet.columns).font = { bold: true };
    sheet.columns.forEach((_, index) => {
      out.getColumn(index + 1).numFmt = '@';
    });
    for (const row of asTable(sheet).rows) out.addRow(row.map(neutraliseCell));
  }
  await book.xlsx.writeFile(file);
}
