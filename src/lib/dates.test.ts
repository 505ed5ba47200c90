import { describe, expect, it } from 'vitest';
import { daysUntil, formatDateRange, formatVenueDate, parseVenueDate } from './dates';

describe('formatDateRange', () => {
  it('writes a range within one month as "DD - DD MMMM"', () => {
    expect(formatDateRange('2027-11-09T10:00:00+03:00', '2027-11-12T16:00:00+03:00', 'ru')).toBe('09 - 12 ноября');
    expect(formatDateRange('2027-11-09T10:00:00+03:00', '2027-11-12T16:00:00+03:00', 'en')).toBe('09 - 12 November');
  });

  it('writes a range across months with both months', () => {
    expect(formatDateRange('2027-10-30T10:00:00+03:00', '2027-11-02T16:00:00+03:00', 'ru')).toBe('30 октября - 2 ноября');
  });

  it('writes a one-day range as a single date', () => {
    expect(formatDateRange('2027-11-09T10:00:00+03:00', '2027-11-09T18:00:00+03:00', 'en')).toBe('9 November');
  });
});

describe('parseVenueDate', () => {
  it('reads the legacy "DD.MM.YYYY HH:mm:ss" format as venue time', () => {
    expect(parseVenueDate('09.11.2027 10:00:00')?.toISOString()).toBe('2027-11-09T07:00:00.000Z');
  });

  it('reads ISO dates with an offset', () => {
    expect(parseVenueDate('2027-11-09T10:00:00+03:00')?.toISOString()).toBe('2027-11-09T07:00:00.000Z');
  });

  it('returns null for text that is not a date', () => {
    expect(parseVenueDate('soon')).toBeNull();
  });

  it('shows the venue date, not the date of the browser time zone', () => {
    // 01:00 in Moscow is still the previous day in UTC and everywhere west of it.
    expect(formatVenueDate('2027-11-09T01:00:00+03:00', 'en')).toBe('9 November');
    expect(formatVenueDate('2027-11-08T22:30:00Z', 'ru')).toBe('9 ноября');
  });
});

describe('daysUntil', () => {
  it('counts calendar days in venue time up to the start', () => {
    expect(daysUntil('2027-11-09T10:00:00+03:00', new Date('2027-11-08T20:59:00Z'))).toBe(1);
    expect(daysUntil('2027-11-09T10:00:00+03:00', new Date('2027-10-30T09:00:00+03:00'))).toBe(10);
  });

  it('is zero on the opening day', () => {
    expect(daysUntil('2027-11-09T10:00:00+03:00', new Date('2027-11-09T08:00:00+03:00'))).toBe(0);
  });

  it('never goes below zero once the exhibition has started', () => {
    expect(daysUntil('2027-11-09T10:00:00+03:00', new Date('2028-01-15T12:00:00+03:00'))).toBe(0);
  });

  it('also counts from a legacy start date', () => {
    expect(daysUntil('09.11.2027 10:00:00', new Date('2027-11-07T12:00:00+03:00'))).toBe(2);
  });
});

describe('venue dates on a device in another time zone', () => {
  const zones = ['America/Los_Angeles', 'Asia/Vladivostok', 'UTC'];
  const original = process.env.TZ;

  it.each(zones)('show the Moscow date and time in %s, also after cloning for a locale', (zone) => {
    process.env.TZ = zone;
    try {
      expect(formatVenueDate('09.11.2027 10:00:00', 'ru', 'D MMMM HH:mm')).toBe('9 ноября 10:00');
      expect(formatVenueDate('2027-11-09', 'en')).toBe('9 November');
      expect(formatVenueDate('2027-11-09T00:30:00+03:00', 'ru', 'D MMMM HH:mm')).toBe('9 ноября 00:30');
      expect(parseVenueDate('2027-11-09')?.locale('ru').add(1, 'day').format('D MMMM')).toBe('10 ноября');
    } finally {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    }
  });
});
