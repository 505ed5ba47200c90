/**
 * Dates written with dayjs (spec §9), in venue time: an API date is read by venue-dates.ts (which also
 * writes the exhibition's date range and the days until it opens, without dayjs, for the home page's first
 * screen) and shown as the venue's wall-clock date, whatever the browser's time zone.
 */
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/ru';
import type { Lang } from '../contract/common';
import type { ProgrammeEvent } from '../contract/events';
import { VENUE_UTC_OFFSET_MINUTES, venueInstant } from './venue-dates';

export { formatDateRange, VENUE_UTC_OFFSET_MINUTES } from './venue-dates';

dayjs.extend(utc);

// Chinese reads month before day ('11月9日'); dayjs's zh-cn month names ('十一月') in 'D MMMM' order read
// as a Russian calque, so Chinese gets its own patterns. They are all numbers, so no Chinese page needs the
// zh-cn locale's data except for weekday names (lib/programme-days.ts, which imports it).
const DAY_MONTH: Record<Lang, string> = { ru: 'D MMMM', en: 'D MMMM', zh: 'M月D日' };
const DAY_MONTH_YEAR: Record<Lang, string> = { ru: 'D MMMM YYYY', en: 'D MMMM YYYY', zh: 'YYYY年M月D日' };

const DAYJS_LOCALES: Record<Lang, string> = { ru: 'ru', en: 'en', zh: 'zh-cn' };
export const dayjsLocale = (lang: Lang) => DAYJS_LOCALES[lang];

/** A date of the API in venue time; null when the text is not a date. */
export function parseVenueDate(input: string | Date | Dayjs): Dayjs | null {
  const instant = venueInstant(dayjs.isDayjs(input) ? input.toDate() : input);
  return instant === null ? null : dayjs(instant).utcOffset(VENUE_UTC_OFFSET_MINUTES);
}

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

/** '10:00–11:30' in venue time. */
export function timeRange(event: ProgrammeEvent): string {
  const start = parseVenueDate(event.start_at);
  const end = parseVenueDate(event.end_at);
  if (!start) return '';
  return end && !end.isSame(start) ? `${start.format('HH:mm')}–${end.format('HH:mm')}` : start.format('HH:mm');
}
