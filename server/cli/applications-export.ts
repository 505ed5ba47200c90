/**
 * The organiser's view of exhibitor applications: all rows newest first, as CSV (RFC 4180: quoted where
 * needed, CRLF line ends) or as a compact text table for a terminal. Kept apart from the CLI entry so the
 * tests run it in-process against the test database.
 */
import { desc } from 'drizzle-orm';
import { replaceControlCharacters } from '../../src/contract/control-characters';
import type { Db } from '../db/connect';
import { applications } from '../db/schema';
import { toVenueIso } from '../http/dates';

export type ApplicationRow = typeof applications.$inferSelect;

export async function listApplications(db: Pick<Db, 'select'>): Promise<ApplicationRow[]> {
  return db.select().from(applications).orderBy(desc(applications.createdAt), desc(applications.id));
}

const COLUMNS: [header: string, value: (row: ApplicationRow) => string | number][] = [
  ['id', (row) => row.id],
  ['created_at', (row) => toVenueIso(row.createdAt)],
  ['ex_prefix', (row) => row.exPrefix ?? ''],
  ['lang', (row) => row.lang],
  ['last_name', (row) => row.lastName],
  ['first_name', (row) => row.firstName],
  ['patronymic_name', (row) => row.patronymicName],
  ['position', (row) => row.position],
  ['company', (row) => row.company],
  ['phone', (row) => row.phone],
  ['email', (row) => row.email],
  ['field_of_activity', (row) => row.fieldOfActivity],
  ['unequipped_area', (row) => row.unequippedArea],
  ['equipped_area', (row) => row.equippedArea],
  ['open_area', (row) => row.openArea],
  ['stand_type', (row) => row.standType],
  ['printed_catalog', (row) => row.printedCatalog],
  ['contests', (row) => row.contests],
  ['extra_wishes', (row) => row.extraWishes],
];

/**
 * Applicants type these fields, so every cell is made inert before it reaches a spreadsheet or a terminal.
 * Control characters (ESC could drive the terminal, BEL rings it) become U+FFFD; tab, CR and LF stay
 * inside a cell (a multi-line wish is quoted; at the start they count as a formula prefix, below).
 * Databases written before the contract refused control characters may still hold them.
 */
const stripControlChars = (text: string) => replaceControlCharacters(text, '\uFFFD');

/**
 * Spreadsheets run a cell starting with = + - @ (or tab / CR before one) as a formula: such a cell gets a
 * leading apostrophe (OWASP CSV injection), phone numbers like +7 … included, which the spreadsheet then
 * shows as typed instead of computing them.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(text: string): string {
  const clean = stripControlChars(text);
  return FORMULA_START.test(clean) ? `'${clean}` : clean;
}

function csvCell(value: string | number): string {
  const text = typeof value === 'number' ? String(value) : neutraliseCell(value);
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV's header and cells as text, for the desk's .xlsx download (the same columns as the CSV). */
export function toTextTable(rows: readonly ApplicationRow[]): { headers: string[]; rows: string[][] } {
  return { headers: COLUMNS.map(([header]) => header), rows: rows.map((row) => COLUMNS.map(([, value]) => String(value(row)))) };
}

export function toCsv(rows: readonly ApplicationRow[]): string {
  const lines = [COLUMNS.map(([header]) => header), ...rows.map((row) => COLUMNS.map(([, value]) => value(row)))];
  return lines.map((cells) => cells.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const TABLE_COLUMNS: [header: string, width: number, value: (row: ApplicationRow) => string][] = [
  ['Received', 16, (row) => toVenueIso(row.createdAt).slice(0, 16).replace('T', ' ')],
  ['Exhibition', 10, (row) => row.exPrefix ?? '—'],
  ['Company', 28, (row) => row.company],
  ['Contact', 28, (row) => `${row.lastName} ${row.firstName} ${row.patronymicName}`.trim()],
  ['Phone', 18, (row) => row.phone],
  ['E-mail', 28, (row) => row.email],
  ['Area u/e/o m²', 15, (row) => `${row.unequippedArea}/${row.equippedArea}/${row.openArea}`],
  ['Stand', 10, (row) => row.standType],
];

function fitCell(text: string, width: number): string {
  const flat = stripControlChars(text.replace(/\s+/g, ' '));
  return flat.length > width ? `${flat.slice(0, width - 1)}…` : flat.padEnd(width);
}

/** A terminal table of the main columns; the CSV has every field. */
export function toTable(rows: readonly ApplicationRow[]): string {
  const line = (cells: string[]) => cells.join(' │ ').trimEnd();
  const header = line(TABLE_COLUMNS.map(([title, width]) => fitCell(title, width)));
  const rule = TABLE_COLUMNS.map(([, width]) => '─'.repeat(width)).join('─┼─');
  const body = rows.map((row) => line(TABLE_COLUMNS.map(([, width, value]) => fitCell(value(row), width))));
  const total = `${rows.length} application${rows.length === 1 ? '' : 's'}`;
  return [header, rule, ...body, '', total, ''].join('\n');
}
