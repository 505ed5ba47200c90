/**
 * The programme grouped by venue date (spec §2 "Programme"). Dates are the venue's calendar days in
 * Moscow time, whatever the device's time zone: a session at 01:30 Moscow belongs to that Moscow day
 * even on a phone set to Vladivostok.
 */
import type { Lang } from '../contract/common';
import type { ProgrammeEvent } from '../contract/events';
import { dayjsLocale, parseVenueDate } from './dates';

export type ProgrammeDay = { date: string; events: ProgrammeEvent[] };

const dateKey = (event: ProgrammeEvent) => parseVenueDate(event.start_at)?.format('YYYY-MM-DD') ?? '';

/** Days in date order, each with its events by start time (then end time and id, for a stable order). */
export function programmeDays(events: readonly ProgrammeEvent[]): ProgrammeDay[] {
  const byDay = new Map<string, ProgrammeEvent[]>();
  const sorted = [...events].sort(
    (a, b) =>
      (parseVenueDate(a.start_at)?.valueOf() ?? 0) - (parseVenueDate(b.start_at)?.valueOf() ?? 0) ||
      (parseVenueDate(a.end_at)?.valueOf() ?? 0) - (parseVenueDate(b.end_at)?.valueOf() ?? 0) ||
      a.id - b.id,
  );
  for (const event of sorted) {
    const key = dateKey(event);
    if (!key) continue;
    let day = byDay.get(key);
    if (!day) byDay.set(key, (day = []));
    day.push(event);
  }
  return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([date, dayEvents]) => ({ date, events: dayEvents }));
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

