/**
 * Exhibition dates (spec §9) without a date library: how an API date is read, and the two things the home
 * page's first screen writes with it, the exhibition's date range and the days until it opens. dates.ts
 * builds its dayjs values on the same reading, so there is one parser; dayjs and its Russian locale (5 kB
 * on the wire) then load only with the pages that format other dates (decision 0009).
 *
 * The API sends ISO strings with the venue's +03:00 offset; older data uses 'DD.MM.YYYY HH:mm:ss' in venue
 * time. Dates are shown as the venue's wall-clock date, whatever the browser's time zone: a visitor in
 * Vladivostok must still read "9 ноября" for an opening at 10:00 Moscow.
 */
import type { Lang } from '../contract/common';

/** Moscow, UTC+3, no daylight saving. */
export const VENUE_UTC_OFFSET_MINUTES = 180;
const VENUE_OFFSET_MS = VENUE_UTC_OFFSET_MINUTES * 60_000;
const DAY_MS = 24 * 60 * 60_000;

const HAS_OFFSET = /(?:Z|[+-]\d{2}:?\d{2})$/i;
/**
 * The one legacy shape. A dotted date is always day first: an unpadded '9.11.2027' too, which the Date
 * parser would read as September 11.
 */
const LEGACY = /^(\d{1,2})\.(\d{1,2})\.(\d{4}) (\d{1,2}):(\d{2}):(\d{2})$/;
/** A date or time without an offset, as dayjs reads one ('2027-11-09', '2027-11-09T10:00', '2027/11/9 10:00'). */
const WALL = /^(\d{4})[-/]?(\d{1,2})?[-/]?(\d{0,2})[Tt\s]*(\d{1,2})?:?(\d{1,2})?:?(\d{1,2})?[.:]?(\d+)?$/;

const validTime = (time: number) => (Number.isNaN(time) ? null : time);

/** A legacy date's wall time read as UTC, or null when a field is out of range (31.02 does not roll over). */
function legacyWallTime(match: RegExpExecArray): number | null {
  const [day, month, year, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const wall = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  const exact =
    wall.getUTCDate() === day &&
    wall.getUTCMonth() === month - 1 &&
    wall.getUTCFullYear() === year &&
    wall.getUTCHours() === hour &&
    wall.getUTCMinutes() === minute &&
    wall.getUTCSeconds() === second;
  return exact ? wall.getTime() : null;
}

/** A wall time without an offset read as UTC, field by field as dayjs.utc() reads it (missing parts are the first). */
function wallTime(text: string): number | null {
  const parts = WALL.exec(text);
  if (!parts) return validTime(new Date(text).getTime());
  // dayjs's own defaults, empty parts included: a missing month is January, a missing day the 1st.
  const field = (index: number, fallback: number) => Number(parts[index] || fallback);
  const month = Number(parts[2]) - 1 || 0;
  const milliseconds = Number((parts[7] || '0').slice(0, 3));
  return validTime(Date.UTC(field(1, 0), month, field(3, 1), field(4, 0), field(5, 0), field(6, 0), milliseconds));
}

/** The instant (ms) an API date names, in venue time where it has no offset; null when the text is not a date. */
export function venueInstant(input: string | Date): number | null {
  if (typeof input !== 'string') return validTime(input.getTime());
  const text = input.trim();
  const legacy = LEGACY.exec(text);
  if (legacy) {
    const wall = legacyWallTime(legacy);
    return wall === null ? null : wall - VENUE_OFFSET_MS;
  }
  if (HAS_OFFSET.test(text)) return validTime(new Date(text).getTime());
  const wall = wallTime(text);
  return wall === null ? null : wall - VENUE_OFFSET_MS;
}

type VenueDay = { year: number; month: number; day: number };

/** The venue's calendar date of an instant (month from 0). */
function venueDay(instant: number): VenueDay {
  const wall = new Date(instant + VENUE_OFFSET_MS);
  return { year: wall.getUTCFullYear(), month: wall.getUTCMonth(), day: wall.getUTCDate() };
}

/** The year of an API date in venue time, or null when the text is not a date. */
export function venueYear(input: string): number | null {
  const instant = venueInstant(input);
  return instant === null ? null : venueDay(instant).year;
}

/** Month names as a date writes them ('9 ноября'): dayjs's 'D MMMM' words, which a test holds these to. */
const MONTHS: Record<Exclude<Lang, 'zh'>, readonly string[]> = {
  ru: ['января', 'февраля', 'марта', 'апреля', 'мая', 'июня', 'июля', 'августа', 'сентября', 'октября', 'ноября', 'декабря'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/**
 * Spec §9: 'D MMMM'; Chinese reads month before day ('11月9日', all numbers: dayjs's zh-cn month names
 * ('十一月') in 'D MMMM' order read as a Russian calque).
 */
const dayMonth = ({ month, day }: VenueDay, lang: Lang) => (lang === 'zh' ? `${month + 1}月${day}日` : `${day} ${MONTHS[lang][month]}`);

/** An en dash between two dates; Chinese writes it without spaces (11月9日–12日). */
const RANGE_DASH = ' – ';

/**
 * '09 – 12 ноября' (en: '9–12 November') within one month, '30 октября – 2 ноября' across months, one date for one day;
 * in Chinese '11月9日–12日' and '10月30日–11月2日'. Spec §9's same-month 'DD - DD MMMM' is the Russian house
 * style; English never pads a day with a zero and closes the range up.
 */
export function formatDateRange(start: string, end: string, lang: Lang): string {
  const fromInstant = venueInstant(start);
  const toInstant = venueInstant(end);
  if (fromInstant === null) return toInstant === null ? '' : dayMonth(venueDay(toInstant), lang);
  if (toInstant === null) return dayMonth(venueDay(fromInstant), lang);
  const from = venueDay(fromInstant);
  const to = venueDay(toInstant);
  const sameMonth = from.year === to.year && from.month === to.month;
  if (sameMonth && from.day === to.day) return dayMonth(from, lang);
  if (lang === 'zh') return sameMonth ? `${dayMonth(from, lang)}–${to.day}日` : `${dayMonth(from, lang)}–${dayMonth(to, lang)}`;
  if (!sameMonth) return `${dayMonth(from, lang)}${RANGE_DASH}${dayMonth(to, lang)}`;
  const pad = (day: number) => String(day).padStart(2, '0');
  return lang === 'ru' ? `${pad(from.day)} – ${pad(to.day)} ${MONTHS.ru[to.month]}` : `${from.day}–${to.day} ${MONTHS.en[to.month]}`;
}

/** Calendar days from `now` to the start in venue time; 0 once the exhibition has begun. */
export function daysUntil(start: string, now: Date = new Date()): number {
  const from = venueInstant(now);
  const to = venueInstant(start);
  if (from === null || to === null) return 0;
  const dayNumber = (instant: number) => Math.floor((instant + VENUE_OFFSET_MS) / DAY_MS);
  return Math.max(0, dayNumber(to) - dayNumber(from));
}
