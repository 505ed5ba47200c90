/**
 * iCalendar (RFC 5545) files for adding programme events to the device calendar.
 *
 * Times are written as venue wall-clock time with TZID=Europe/Moscow and an embedded VTIMEZONE rather
 * than in UTC: the calendar app then shows "10:00 Moscow" and converts it for a visitor abroad, and
 * the file stays readable by clients that do not know the Olson name. Moscow has had no daylight
 * saving since 2014, so one STANDARD rule describes every date the exhibition can have.
 * Lines are folded by UTF-8 octets, not by JavaScript characters, because Russian and Chinese text
 * takes two or three octets a character and strict clients reject longer lines.
 */
import { replaceControlCharacters } from '../contract/control-characters';
import { parseVenueDate, VENUE_UTC_OFFSET_MINUTES } from './dates';

export type CalendarEvent = {
  /** Stable across exports, so a second import updates the event instead of duplicating it. */
  uid: string;
  /** API date: ISO 8601 with an offset, or legacy 'DD.MM.YYYY HH:mm:ss' in venue time. */
  start: string;
  end: string;
  summary: string;
  location?: string;
  description?: string;
  url?: string;
};

export type CalendarOptions = {
  /** DTSTAMP of every event; passed in so the same input gives the same file. */
  now: Date;
  calendarName?: string;
};

export const VENUE_TZID = 'Europe/Moscow';
const PRODID = '-//Metal-Industry Expo//expo-pwa programme//EN';
const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

/** A TEXT value escaped per RFC 5545 3.3.11. */
export function escapeText(value: string): string {
  // RFC 5545 3.3.11 allows no control characters in TEXT except HTAB, which the shared rule keeps too (it
  // drops C1 as well: contract/control-characters.ts); line breaks are escaped below.
  return replaceControlCharacters(value, '')
    .replace(/\r/g, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\n/g, '\\n');
}

function utf8Length(codePoint: number): number {
  if (codePoint < 0x80) return 1;
  if (codePoint < 0x800) return 2;
  if (codePoint < 0x10000) return 3;
  return 4;
}

/**
 * One content line folded into lines of at most 75 octets, each ending in CRLF. Iterating by code
 * point keeps surrogate pairs (and so every UTF-8 sequence) whole.
 */
export function foldLine(line: string): string {
  let out = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Length(char.codePointAt(0) ?? 0);
    if (octets + size > MAX_LINE_OCTETS) {
      out += `${CRLF} `;
      // The leading space of a continuation line counts towards its 75 octets.
      octets = 1;
    }
    out += char;
    octets += size;
  }
  return out + CRLF;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function formatUtcStamp(date: Date): string {
  return (
    `${pad(date.getUTCFullYear(), 4)}${pad(date.getUTCMonth() + 1)}${pad(date.getUTCDate())}` +
    `T${pad(date.getUTCHours())}${pad(date.getUTCMinutes())}${pad(date.getUTCSeconds())}Z`
  );
}

function formatOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${pad(Math.floor(abs / 60))}${pad(abs % 60)}`;
}

const VENUE_OFFSET = formatOffset(VENUE_UTC_OFFSET_MINUTES);

const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${VENUE_TZID}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  `TZOFFSETFROM:${VENUE_OFFSET}`,
  `TZOFFSETTO:${VENUE_OFFSET}`,
  'TZNAME:MSK',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function eventLines(event: CalendarEvent, stamp: string): string[] | null {
  const start = parseVenueDate(event.start);
  const end = parseVenueDate(event.end);
  if (!start || !end) return null;
  // A four-digit year is all the DATE-TIME form can hold.
  if ([start, end].some((date) => date.year() < 0 || date.year() > 9999)) return null;

  const wallTime = 'YYYYMMDD[T]HHmmss';
  const lines = [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${VENUE_TZID}:${start.format(wallTime)}`,
  ];
  // RFC 5545 requires DTEND after DTSTART; without DTEND the event lasts zero time, which is what a
  // programme entry with equal or swapped times can honestly say.
  if (end.isAfter(start)) lines.push(`DTEND;TZID=${VENUE_TZID}:${end.format(wallTime)}`);
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  // URL is of type URI, not TEXT: its commas and semicolons must stay as they are.
  const url =
    event.url === undefined
      ? undefined
      : replaceControlCharacters(event.url, '')
          .replace(/[\r\n]/g, '')
          .trim();
  if (url) lines.push(`URL:${url}`);
  lines.push('END:VEVENT');
  return lines;
}

/** A VCALENDAR with the events whose dates can be read; the others are left out. */
export function buildCalendar(events: readonly CalendarEvent[], options: CalendarOptions): string {
  if (Number.isNaN(options.now.getTime())) throw new RangeError('buildCalendar needs a valid `now`');
  const stamp = formatUtcStamp(options.now);
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${PRODID}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (options.calendarName) lines.push(`X-WR-CALNAME:${escapeText(options.calendarName)}`);
  // Always present, so even an empty export is a valid calendar with one component.
  lines.push(...VTIMEZONE);
  for (const event of events) {
    const written = eventLines(event, stamp);
    if (written) lines.push(...written);
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join('');
}

const FILE_NAME_KEEP = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;
const MAX_FILE_NAME_CHARS = 80;
// Windows refuses these names whatever the extension.
const WINDOWS_RESERVED = /^(?:con|prn|aux|nul|com\d|lpt\d)$/i;

/** A file name ending in '.ics' that every OS accepts: letters and digits kept, anything else '-'. */
export function icsFileName(base: string): string {
  // NFC first, so a decomposed 'й' from a macOS string stays one letter instead of 'и-'.
  const chars = Array.from(base.normalize('NFC').replace(/\.ics$/i, ''), (char) =>
    /[0-9]/.test(char) || (/\p{L}/u.test(char) && FILE_NAME_KEEP.test(char)) ? char : '-',
  );
  const collapsed = chars.join('').replace(/-+/g, '-').replace(/^-|-$/g, '');
  // Cut by code point, so a character outside the BMP is never halved.
  let name = Array.from(collapsed).slice(0, MAX_FILE_NAME_CHARS).join('').replace(/-$/, '');
  if (!name) name = 'calendar';
  if (WINDOWS_RESERVED.test(name)) name += '-';
  return `${name}.ics`;
}
