/**
 * Exhibition dates (spec §9). The API sends ISO strings with the venue's +03:00 offset; older data uses
 * 'DD.MM.YYYY HH:mm:ss' in venue time. Dates are shown as the venue's wall-clock date, whatever the
 * browser's time zone: a visitor in Vladivostok must still read "9 ноября" for an opening at 10:00 Moscow.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/ru';
import type { Lang } from '../contract/common';
import type { ProgrammeEvent } from '../contract/events';

dayjs.extend(utc);

/** Moscow, UTC+3, no daylight saving. */
export const VENUE_UTC_OFFSET_MINUTES = 180;
/** Spec §9: 'D MMMM' and same-month ranges 'DD - DD MMMM', written with an en dash. */
export const DEFAULT_DATE_FORMAT = 'D MMMM';
export const SAME_MONTH_RANGE_FORMAT = 'DD – DD MMMM';
/**
 * English never pads a day with a zero and closes a range up ("9–12 November"); spec §9's 'DD - DD' is
 * the Russian house style, so it stays for Russian only. Chinese has its own path below.
 */
const SAME_MONTH_RANGE: Record<Exclude<Lang, 'zh'>, { first: string; pattern: string }> = {
  ru: { first: 'DD', pattern: SAME_MONTH_RANGE_FORMAT },
  en: { first: 'D', pattern: 'D–D MMMM' },
};
/** An en dash between two dates; Chinese writes it without spaces (11月9日–12日). */
const RANGE_DASH = ' – ';

// Chinese reads month before day ('11月9日'); dayjs's zh-cn month names ('十一月') in 'D MMMM' order read
// as a Russian calque, so Chinese gets its own patterns. They are all numbers, so no Chinese page needs the
// zh-cn locale's data except for weekday names (lib/programme-days.ts, which imports it).
const DAY_MONTH: Record<Lang, string> = { ru: DEFAULT_DATE_FORMAT, en: DEFAULT_DATE_FORMAT, zh: 'M月D日' };
const DAY_MONTH_YEAR: Record<Lang, string> = { ru: 'D MMMM YYYY', en: 'D MMMM YYYY', zh: 'YYYY年M月D日' };

const DAYJS_LOCALES: Record<Lang, string> = { ru: 'ru', en: 'en', zh: 'zh-cn' };
export const dayjsLocale = (lang: Lang) => DAYJS_LOCALES[lang];

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
/**
 * The one legacy shape, read by hand: dayjs's customParseFormat plugin (1.3 kB on the wire on every page
 * that shows a date) would be loaded for this single fixed pattern. A dotted date is always day first: an unpadded
 * '9.11.2027' too, which the Date parser would read as September 11.
 */
const LEGACY = /^(\d{1,2})\.(\d{1,2})\.(\d{4}) (\d{1,2}):(\d{2}):(\d{2})$/;

/**
 * A legacy 'DD.MM.YYYY HH:mm:ss' as wall time read as UTC; null when a field is out of range (31.02 does
 * not roll over, and 09.13 is not read month first as the Date parser would); undefined for other text.
 */
function parseLegacy(text: string): Dayjs | null | undefined {
  const match = LEGACY.exec(text);
  if (!match) return undefined;
  const [day, month, year, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const wall = dayjs.utc(Date.UTC(year, month - 1, day, hour, minute, second));
  const exact =
    wall.date() === day &&
    wall.month() === month - 1 &&
    wall.year() === year &&
    wall.hour() === hour &&
    wall.minute() === minute &&
    wall.second() === second;
  return exact ? wall : null;
}

/** A date of the API in venue time; null when the text is not a date. */
export function parseVenueDate(input: string | Date | Dayjs): Dayjs | null {
  if (typeof input !== 'string') {
    const value = dayjs(input);
    return value.isValid() ? value.utcOffset(VENUE_UTC_OFFSET_MINUTES) : null;
  }
  const text = input.trim();
  const legacy = parseLegacy(text);
  if (legacy !== undefined) return legacy && fromVenueWallTime(legacy);
  if (HAS_OFFSET.test(text)) {
    const value = dayjs(text);
    return value.isValid() ? value.utcOffset(VENUE_UTC_OFFSET_MINUTES) : null;
  }
  // An ISO date or time without an offset is already venue wall time.
  const wall = dayjs.utc(text);
  return wall.isValid() ? fromVenueWallTime(wall) : null;
}

/**
 * A wall-clock time read as UTC, turned into that time in the venue's zone. Not utcOffset(…, true): the
 * instance it gives loses its offset when cloned (locale(), add()), and a device west of Moscow then shows
 * the day before.
 */
const fromVenueWallTime = (wall: Dayjs) => wall.subtract(VENUE_UTC_OFFSET_MINUTES, 'minute').utcOffset(VENUE_UTC_OFFSET_MINUTES);

/** One venue date: 'D MMMM' (ru, en) or 'M月D日' (zh) by default; an explicit dayjs format is used as given. */
export function formatVenueDate(input: string, lang: Lang, format?: string): string {
  const date = parseVenueDate(input);
  return date ? date.locale(dayjsLocale(lang)).format(format ?? DAY_MONTH[lang]) : '';
}

/** A venue date with its year, for dated content such as news: '9 ноября 2026', '2026年11月9日'. */
export function formatVenueDateWithYear(input: string, lang: Lang): string {
  return formatVenueDate(input, lang, DAY_MONTH_YEAR[lang]);
}

const DAY_MONTH_YEAR_TIME: Record<Lang, string> = { ru: 'D MMMM YYYY, HH:mm', en: 'D MMMM YYYY, HH:mm', zh: 'YYYY年M月D日 HH:mm' };

/**
 * A moment on the device's own clock, such as when data was saved on it: '24 ноября 2026, 09:41'. Written
 * with dayjs rather than Intl.DateTimeFormat, whose first use loads ICU data for tens of milliseconds on a
 * phone's cold start, in the middle of the catalogue's first render.
 */
export function formatDeviceDateTime(timestamp: number, lang: Lang): string {
  return dayjs(timestamp).locale(dayjsLocale(lang)).format(DAY_MONTH_YEAR_TIME[lang]);
}

/**
 * '09 – 12 ноября' (en: '9–12 November') within one month, '30 октября – 2 ноября' across months, one date for one day;
 * in Chinese '11月9日–12日' and '10月30日–11月2日'.
 */
export function formatDateRange(start: string, end: string, lang: Lang): string {
  const from = parseVenueDate(start);
  const to = parseVenueDate(end);
  if (!from) return to ? formatVenueDate(end, lang) : '';
  if (!to) return formatVenueDate(start, lang);
  const locale = dayjsLocale(lang);
  const day = (value: Dayjs) => value.locale(locale).format(DAY_MONTH[lang]);
  if (from.isSame(to, 'day')) return day(from);
  if (lang === 'zh') return from.isSame(to, 'month') ? `${day(from)}–${to.format('D日')}` : `${day(from)}–${day(to)}`;
  if (from.isSame(to, 'month')) {
    // Dayjs formats the whole pattern from one date, so the first day number is put in by hand.
    const { first, pattern } = SAME_MONTH_RANGE[lang];
    return to.locale(locale).format(pattern.replace(first, `[${from.format(first)}]`));
  }
  return `${day(from)}${RANGE_DASH}${day(to)}`;
}

/** Calendar days from `now` to the start in venue time; 0 once the exhibition has begun. */
export function daysUntil(start: string, now: Date | Dayjs = new Date()): number {
  const from = parseVenueDate(now instanceof Date ? now : now.toDate());
  const to = parseVenueDate(start);
  if (!from || !to) return 0;
  return Math.max(0, to.startOf('day').diff(from.startOf('day'), 'day'));
}
/** '10:00–11:30' in venue time. */
export function timeRange(event: ProgrammeEvent): string {
  const start = parseVenueDate(event.start_at);
  const end = parseVenueDate(event.end_at);
  if (!start) return '';
  return end && !end.isSame(start) ? `${start.format('HH:mm')}–${end.format('HH:mm')}` : start.format('HH:mm');
}
