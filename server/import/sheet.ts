/**
 * Spreadsheets in and out: an .xlsx workbook (exceljs; the first sheet or a named one) or a .csv file
 * (csv-parse) becomes records keyed by their lower-cased header, every value remembering the row and
 * column an organiser would look for it in. Writing takes the same shape back, so an exported file
 * imports unchanged. Every value is text: a spreadsheet's own types (a date cell, a number) are turned
 * into the text the importer's rules expect (cell-text.ts).
 */
import { readFile, stat, writeFile } from 'node:fs/promises';
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
/**
 * What one import reads at most, from the command line and the desk alike: the largest show's catalogue is
 * 10,000 rows and a few megabytes, so these stop a wrong file (a log, an export of another system) before
 * it fills the server's memory, never a real one.
 */
export const MAX_TABLE_ROWS = 100_000;
export const MAX_WORKBOOK_BYTES = 50 * 1024 * 1024;

function toTable(file: string, sheet: string | undefined, rows: string[][]): Table {
  if (rows.length - 1 > MAX_TABLE_ROWS) throw new SheetError(`${file}: more than ${MAX_TABLE_ROWS} rows; split the file`);
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

/** The zip signature every .xlsx starts with: anything else is not a workbook, whatever its name says. */
const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

async function openWorkbook(filePath: string, display: string): Promise<ExcelJS.Workbook> {
  if ((await stat(filePath)).size > MAX_WORKBOOK_BYTES)
    throw new SheetError(`${display}: larger than ${MAX_WORKBOOK_BYTES / 1024 / 1024} MB; split the workbook`);
  const bytes = await readFile(filePath);
  if (!bytes.subarray(0, 4).equals(ZIP_SIGNATURE)) throw new SheetError(`${display}: not an xlsx workbook`);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch (error) {
    // A zip that is not a workbook, or a damaged one: the library's words name its internals, not the file.
    throw new SheetError(`${display}: not an xlsx workbook (${(error as Error).message})`);
  }
  return workbook;
}

export type SheetChoice = {
  /** The sheet the organiser named (--sheet), matched without regard to case; a missing one is an error. */
  sheet?: string;
  /** The sheet names a kind writes and reads (participants, exhibitors): the first one found is read. */
  names?: readonly string[];
  /** Without `sheet` and none of `names` there: read the first sheet (true), or answer null (false). */
  firstOtherwise?: boolean;
};

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** Reads a whole table. `file` in the records is the name the problem report shows (relative is kinder). */
export async function readTable(filePath: string, opts: SheetChoice & { display?: string } = {}): Promise<Table> {
  const table = await readTableIfAny(filePath, { firstOtherwise: true, ...opts });
  if (!table) throw new SheetError(`${opts.display ?? filePath}: no sheet in the workbook`);
  return table;
}

/** As readTable, but null for a workbook without the sheet asked for (an optional sheet). */
export async function readTableIfAny(filePath: string, opts: SheetChoice & { display?: string } = {}): Promise<Table | null> {
  const display = opts.display ?? filePath;
  const format = tableFormat(filePath);
  if (format === 'csv') {
    if ((await stat(filePath)).size > MAX_WORKBOOK_BYTES)
      throw new SheetError(`${display}: larger than ${MAX_WORKBOOK_BYTES / 1024 / 1024} MB; split the file`);
    const text = await readFile(filePath);
    // A spreadsheet's CSV is text: a NUL byte means a binary file (a workbook saved under a .csv name).
    if (text.includes(0)) throw new SheetError(`${display}: not a CSV text file`);
    // bom: spreadsheets save CSV as UTF-8 with a byte-order mark; the first header would carry it.
    const rows = parse(text, { bom: true, delimiter: csvDelimiter(text), relax_column_count: true, skip_empty_lines: false }) as string[][];
    return toTable(display, undefined, rows);
  }
  if (format !== 'xlsx') throw new SheetError(`${display}: expected an .xlsx or .csv file`);
  const workbook = await openWorkbook(filePath, display);
  const names = workbook.worksheets.map((sheet) => sheet.name);
  let worksheet: ExcelJS.Worksheet | undefined;
  if (opts.sheet !== undefined) {
    // A kind's own names stand for each other: --sheet Exhibitors reads an exported "participants" sheet.
    const wanted = opts.names?.some((name) => sameName(name, opts.sheet ?? '')) ? [opts.sheet, ...opts.names] : [opts.sheet];
    for (const name of wanted) worksheet ??= workbook.worksheets.find((sheet) => sameName(sheet.name, name ?? ''));
    if (!worksheet)
      throw new SheetError(`${display}: no sheet named "${opts.sheet}" (the workbook has ${names.join(', ') || 'no sheets'})`);
  } else {
    for (const name of opts.names ?? []) worksheet ??= workbook.worksheets.find((sheet) => sameName(sheet.name, name));
    if (!worksheet && opts.firstOtherwise) worksheet = workbook.worksheets[0];
  }
  if (!worksheet) return null;
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
export async function writeTable(target: string, table: OutTable): Promise<void> {
  const format = tableFormat(target);
  if (!format) throw new SheetError(`${target}: expected an .xlsx or .csv file name`);
  await writeFile(target, await tableBytes(format, table));
}

export type OutTable = { sheet: string; headers: string[]; rows: string[][] };

/** The bytes of writeTable's file, for an answer sent without touching the disk (the visitor's contacts). */
export async function tableBytes(format: TableFormat, table: OutTable): Promise<Buffer> {
  const rows = table.rows.map((row) => row.map((cell) => neutraliseCell(cell)));
  if (format === 'csv') return Buffer.from('\uFEFF' + stringify([table.headers, ...rows], { record_delimiter: '\r\n' }), 'utf8');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.addRow(table.headers).font = { bold: true };
  // Text format ('@') keeps stands like 1A01 or ids like 00-00012345 as typed when edited in a spreadsheet.
  table.headers.forEach((_, index) => {
    sheet.getColumn(index + 1).numFmt = '@';
  });
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
