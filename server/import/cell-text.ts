/**
 * The text of one spreadsheet cell. Organisers type into Excel, which stores dates, times and numbers as
 * typed values and links and formatted text as objects; the importer's rules read text, so each kind of
 * value becomes the text a person sees in the cell.
 */
import type { CellValue } from 'exceljs';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * exceljs reads a date cell as a Date at UTC midnight of that day, a time-only cell as a Date on
 * 1899-12-30 (Excel's day zero). Both are wall-clock values with no zone, so they are read in UTC.
 */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
  if (date.getUTCFullYear() <= 1900) return time;
  return time === '00:00' ? day : `${day} ${time}`;
}

export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return dateText(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('hyperlink' in value) return typeof value.text === 'string' ? value.text : cellText(value.text as CellValue);
  if ('formula' in value || 'sharedFormula' in value) return cellText((value as { result?: CellValue }).result ?? null);
  // An error cell (#N/A, #REF!) holds no value a row could use.
  return '';
}

/**
 * The export puts an apostrophe before text a spreadsheet would run as a formula (+7 495 …, =…, -…, @…);
 * the same text read back loses it, so an exported file imports unchanged.
 */
export const fromExportedText = (text: string) => (/^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text);
