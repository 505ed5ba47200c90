/**
 * Dates and times in the organisers' files are Moscow wall-clock times ("2026-03-15 10:00"), as the site
 * shows them; an explicit offset ("…T10:00+03:00", "…Z") is honoured too.
 */
import { toVenueIso } from '../../http/dates';

const VENUE_OFFSET_MS = 3 * 3_600_000;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

export function parseVenueDateTime(text: string): Date | null {
  const value = text.trim();
  if (WITH_OFFSET.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  const match = WALL_CLOCK.exec(value);
  if (!match) return null;
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => (part === undefined ? undefined : Number(part)));
  const utc = Date.UTC(year ?? 0, (month ?? 1) - 1, day, hour, minute, second);
  const check = new Date(utc);
  // Date.UTC rolls 2026-02-30 over to March; a date that does not round-trip does not exist.
  if (
    check.getUTCMonth() !== (month ?? 1) - 1 ||
    check.getUTCDate() !== day ||
    (hour ?? 0) > 23 ||
    (minute ?? 0) > 59 ||
    (second ?? 0) > 59
  )
    return null;
  return new Date(utc - VENUE_OFFSET_MS);
}

export const DATE_TIME_HINT = 'must be a date and time such as 2026-03-15 10:00 (Moscow time)';

/** What an export writes: Moscow wall-clock time, seconds only when there are some. */
export function formatVenueDateTime(date: Date): string {
  const iso = toVenueIso(date);
  const seconds = iso.slice(17, 19);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}${seconds === '00' ? '' : `:${seconds}`}`;
}

export const isIsoDate = (text: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
};
