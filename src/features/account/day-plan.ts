/**
 * The visitor's day (issue 34), as plain data: one day's favourite events in time order, the free time
 * before each, the others it overlaps (a conflict: the visitor cannot be in both rooms), and the next one
 * to start. Times are read once each with venueTimestamp, not dayjs: a plan of 200 events is sorted and
 * compared on a phone's cold start.
 */
import type { ProgrammeEvent } from '../../contract/events';
import { VENUE_UTC_OFFSET_MINUTES } from '../../lib/dates';
import type { ProgrammeDay } from '../../lib/programme-days';
import { venueTimestamp } from '../../lib/venue-time';

export type PlanEntry = {
  event: ProgrammeEvent;
  start: number;
  end: number;
  /** Free minutes since the previous events of the day ended; null for the first, 0 when there is none. */
  gapMinutes: number | null;
  /** The day's other favourite events that run at the same time as this one. */
  conflicts: ProgrammeEvent[];
};

const MINUTE = 60_000;

/** One day's entries; the day's events come in start order from programmeDays. */
export function dayPlan(day: ProgrammeDay): PlanEntry[] {
  const timed = day.events.map((event) => {
    const start = venueTimestamp(event.start_at) ?? 0;
    // An event without an end is taken as a moment at its start.
    return { event, start, end: Math.max(start, venueTimestamp(event.end_at) ?? start) };
  });
  let busyUntil: number | null = null;
  return timed.map((entry, index) => {
    const conflicts: ProgrammeEvent[] = [];
    // Sorted by start: only neighbours that start before this one ends can overlap it.
    for (let other = 0; other < timed.length; other += 1) {
      const them = timed[other];
      if (!them || other === index) continue;
      if (them.start >= entry.end && them.start > entry.start) break;
      if (them.start < entry.end && entry.start < them.end) conflicts.push(them.event);
    }
    const gapMinutes = busyUntil === null ? null : Math.max(0, Math.round((entry.start - busyUntil) / MINUTE));
    busyUntil = Math.max(busyUntil ?? entry.end, entry.end);
    return { ...entry, gapMinutes, conflicts };
  });
}

/** The day the plan opens on: today if it has favourites, else the next day that has, else the last. */
export function openingDay(days: readonly ProgrammeDay[], now: number): string | undefined {
  const today = new Date(now + VENUE_UTC_OFFSET_MINUTES * MINUTE).toISOString().slice(0, 10);
  return (days.find((day) => day.date >= today) ?? days.at(-1))?.date;
}

export type NextEvent = { event: ProgrammeEvent; minutes: number };

/** The first favourite event still to start, with the whole minutes until it does. */
export function nextEvent(events: readonly ProgrammeEvent[], now: number): NextEvent | null {
  let best: { event: ProgrammeEvent; start: number } | null = null;
  for (const event of events) {
    const start = venueTimestamp(event.start_at);
    // At a tie the lower id, as the day's list orders them.
    if (start !== null && start > now && (!best || start < best.start || (start === best.start && event.id < best.event.id)))
      best = { event, start };
  }
  return best && { event: best.event, minutes: Math.ceil((best.start - now) / MINUTE) };
}
