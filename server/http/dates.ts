/**
 * The exhibition runs in Moscow, so times leave the API as ISO 8601 with the venue's +03:00 offset:
 * a programme slot reads "10:00" for everyone, wherever their phone's clock is set.
 */
const VENUE_OFFSET_MINUTES = 180;

export function toVenueIso(date: Date): string {
  const shifted = new Date(date.getTime() + VENUE_OFFSET_MINUTES * 60_000);
  return `${shifted.toISOString().slice(0, 19)}+03:00`;
}
