import { describe, expect, it } from 'vitest';
import { formatDateRange, formatVenueDate, formatDeviceDateTime, formatVenueDateWithYear, parseVenueDate } from './dates';
import { daysUntil } from './venue-dates';

describe('formatDateRange', () => {
  const nov9 = '2027-11-09T10:00:00+03:00';
  const nov12 = '2027-11-12T16:00:00+03:00';

  it.each([
    ['ru', '09 – 12 ноября'],
    ['en', '9–12 November'],
    ['zh', '11月9日–12日'],
  ] as const)('writes a range within one month in %s as %s', (lang, text) => {
    expect(formatDateRange(nov9, nov12, lang)).toBe(text);
  });

  it.each([
    ['ru', '30 октября – 2 ноября'],
    ['en', '30 October – 2 November'],
    ['zh', '10月30日–11月2日'],
  ] as const)('writes a range across months in %s with both months: %s', (lang, text) => {
    expect(formatDateRange('2027-10-30T10:00:00+03:00', '2027-11-02T16:00:00+03:00', lang)).toBe(text);
  });

  it.each([
    ['ru', '9 ноября'],
    ['en', '9 November'],
    ['zh', '11月9日'],
  ] as const)('writes a one-day range in %s as a single date: %s', (lang, text) => {
    expect(formatDateRange(nov9, '2027-11-09T18:00:00+03:00', lang)).toBe(text);
  });

  it('reads legacy "DD.MM.YYYY HH:mm:ss" dates as well', () => {
    expect(formatDateRange('09.11.2027 10:00:00', '12.11.2027 16:00:00', 'ru')).toBe('09 – 12 ноября');
    expect(formatDateRange('09.11.2027 10:00:00', '12.11.2027 16:00:00', 'zh')).toBe('11月9日–12日');
  });

  it('shows the one date it can read when the other is broken, and nothing when neither is a date', () => {
    expect(formatDateRange(nov9, 'soon', 'zh')).toBe('11月9日');
    expect(formatDateRange('soon', nov12, 'ru')).toBe('12 ноября');
    expect(formatDateRange('soon', 'later', 'en')).toBe('');
  });
});

describe('formatVenueDate', () => {
  it.each([
    ['ru', '9 ноября'],
    ['en', '9 November'],
    ['zh', '11月9日'],
  ] as const)('writes one date in %s as %s by default', (lang, text) => {
    expect(formatVenueDate('2027-11-09T10:00:00+03:00', lang)).toBe(text);
    expect(formatVenueDate('09.11.2027 10:00:00', lang)).toBe(text);
  });

  it('uses an explicit format as given', () => {
    expect(formatVenueDate('2027-11-09T10:00:00+03:00', 'ru', 'DD.MM.YYYY')).toBe('09.11.2027');
  });
});

describe('formatVenueDateWithYear', () => {
  it.each([
    ['ru', '9 ноября 2027'],
    ['en', '9 November 2027'],
    ['zh', '2027年11月9日'],
  ] as const)('writes a dated item in %s as %s', (lang, text) => {
    expect(formatVenueDateWithYear('2027-11-09T10:00:00+03:00', lang)).toBe(text);
    expect(formatVenueDateWithYear('09.11.2027 10:00:00', lang)).toBe(text);
  });

  it('is empty for text that is not a date', () => {
    expect(formatVenueDateWithYear('soon', 'ru')).toBe('');
  });
});

describe('formatDeviceDateTime', () => {
  // A moment built from the device's local fields, so the expectation holds in any time zone.
  const moment = new Date(2026, 10, 24, 9, 5).getTime();
  it.each([
    ['ru', '24 ноября 2026, 09:05'],
    ['en', '24 November 2026, 09:05'],
    ['zh', '2026年11月24日 09:05'],
  ] as const)('writes a saved-at moment in %s as %s, on the device clock', (lang, text) => {
    expect(formatDeviceDateTime(moment, lang)).toBe(text);
  });
});

describe('parseVenueDate', () => {
  it('reads the legacy "DD.MM.YYYY HH:mm:ss" format as venue time', () => {
    expect(parseVenueDate('09.11.2027 10:00:00')?.toISOString()).toBe('2027-11-09T07:00:00.000Z');
  });

  it('refuses a legacy date with a field out of range rather than rolling it over', () => {
    expect(parseVenueDate('31.02.2027 10:00:00')).toBeNull();
    expect(parseVenueDate('09.13.2027 10:00:00')).toBeNull();
    expect(parseVenueDate('09.11.2027 24:00:00')).toBeNull();
  });

  it('reads an unpadded legacy date day first, not month first as the Date parser would', () => {
    expect(parseVenueDate('9.11.2027 9:00:00')?.toISOString()).toBe('2027-11-09T06:00:00.000Z');
  });

  it('reads a legacy date at the turn of the day in venue time', () => {
    expect(parseVenueDate('01.01.2027 00:30:15')?.toISOString()).toBe('2026-12-31T21:30:15.000Z');
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

describe('English date ranges', () => {
  // Every single-digit day of a month, alone and as either end of a range: English never pads it with a zero.
  const days = Array.from({ length: 9 }, (_, index) => index + 1);
  it.each(days)('write day %i of a same-month range without a leading zero', (day) => {
    const start = `2027-11-${String(day).padStart(2, '0')}T10:00:00+03:00`;
    const end = `2027-11-${String(day + 3).padStart(2, '0')}T16:00:00+03:00`;
    const text = formatDateRange(start, end, 'en');
    expect(text).toBe(`${day}–${day + 3} November`);
    expect(text).not.toMatch(/(^|\D)0\d/);
  });
});
