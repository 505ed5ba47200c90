/**
 * The programme grouped by venue date (spec §2 "Programme"). Dates are the venue's calendar days in
 * Moscow time, whatever the device's time zone: a session at 01:30 Moscow belongs to that Moscow day
 * even on a phone set to Vladivostok.
 */
// Chinese dates are written with numbers everywhere else (lib/dates.ts); only the weekday names of the
// programme's days need dayjs's Chinese locale, so it loads with the programme, not with every dated page.
import 'dayjs/locale/zh-cn';
import type { Lang } from '../contract/common';
import type { ProgrammeEvent } from '../contract/events';
import { dayjsLocale, parseVenueDate, VENUE_UTC_OFFSET_MINUTES } from './dates';
import { venueTimestamp } from './venue-time';

export type ProgrammeDay = { date: string; events: ProgrammeEvent[] };

/** The venue's calendar day of an instant: its UTC date once moved by the venue's offset. */
const venueDay = (timestamp: number) => new Date(timestamp + VENUE_UTC_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);

/**
 * Days in date order, each with its events by start time (then end time and id, for a stable order).
 * Each date is read once, with the plain parser: reading them through dayjs inside the comparison cost
 * about 40,000 parses for a programme of 1,000 events, a 4-second task on a phone (bench:catalogue --size).
 */
export function programmeDays(events: readonly ProgrammeEvent[]): ProgrammeDay[] {
  const byDay = new Map<string, ProgrammeEvent[]>();
  const keyed = events.map((event) => ({ event, start: venueTimestamp(event.start_at), end: venueTimestamp(event.end_at) ?? 0 }));
  keyed.sort((a, b) => (a.start ?? 0) - (b.start ?? 0) || a.end - b.end || a.event.id - b.event.id);
  for (const { event, start } of keyed) {
    if (start === null) continue;
    const key = venueDay(start);
    let day = byDay.get(key);
    if (!day) byDay.set(key, (day = []));
    day.push(event);
  }
  // ISO dates sort as plain strings. localeCompare would build an ICU collator on its first call: about
  // 40 ms of the programme page's hydration at 4× CPU, for four keys.
  return [...byDay.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)).map(([date, dayEvents]) => ({ date, events: dayEvents }));
}

/** '9 ноября', '9 November', '11月9日': the Chinese day reads in its own order, not '9 十一月'. */
export function dayLabel(date: string, lang: Lang): string {
  const day = parseVenueDate(date);
  if (!day) return date;
  return day.locale(dayjsLocale(lang)).format(lang === 'zh' ? 'M月D日' : 'D MMMM');
}

export function weekdayLabel(date: string, lang: Lang): string {
  return parseVenueDate(date)?.locale(dayjsLocale(lang)).format('dddd') ?? '';
}
