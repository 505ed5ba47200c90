/**
 * The exhibition runs in Moscow, so times leave the API as ISO 8601 with the venue's +03:00 offset:
 * a programme slot reads "10:00" for everyone, wherever their phone's clock is set.
 */
export const VENUE_OFFSET_MINUTES = 180;

export function toVenueIso(date: Date): string {
  const shifted = new Date(date.getTime() + VENUE_OFFSET_MINUTES * 60_000);
  return `${shifted.toISOString().slice(0, 19)}+03:00`;
}

/** The instant of a wall-clock time at the venue (the programme sheet's "25.05.2027 10:00" in Moscow). */
export function fromVenueTime(year: number, month: number, day: number, hour: number, minute: number): Date {
  return new Date(Date.UTC(year, month - 1, day, hour, minute) - VENUE_OFFSET_MINUTES * 60_000);
}

/** The start of a venue day given as YYYY-MM-DD, `days` later (a range's end is the next day's start). */
export function venueDayStart(day: string, days = 0): Date {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return fromVenueTime(year, month, date + days, 0, 0);
}
