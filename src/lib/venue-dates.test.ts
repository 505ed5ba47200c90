import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { describe, expect, it } from 'vitest';
import { formatVenueDate } from './dates';
import { formatDateRange, venueInstant, venueYear } from './venue-dates';

dayjs.extend(utc);

describe('reading a date without dayjs', () => {
  // Dates and times without an offset are venue wall time, read field by field the way dayjs.utc() reads them.
  it.each([
    '2027-11-09',
    '2027-11-09T10:00',
    '2027-11-09T10:00:05.123456',
    '2027-11-09 10:00:00',
    '2027/11/9 9:05',
    '20271109',
    '2027-11',
    '2027',
  ])('reads %s as dayjs did, as Moscow wall time', (text) => {
    expect(venueInstant(text)).toBe(dayjs.utc(text).subtract(180, 'minute').valueOf());
  });

  it('reads dates with an offset, and a Date, as the instant they name', () => {
    expect(venueInstant('2027-11-09T10:00:00+03:00')).toBe(Date.parse('2027-11-09T07:00:00Z'));
    expect(venueInstant('2027-11-09T07:00:00Z')).toBe(Date.parse('2027-11-09T07:00:00Z'));
    expect(venueInstant(new Date('2027-11-09T07:00:00Z'))).toBe(Date.parse('2027-11-09T07:00:00Z'));
  });

  it('answers null for text that is not a date and for an invalid Date', () => {
    expect(venueInstant('soon')).toBeNull();
    expect(venueInstant('31.02.2027 10:00:00')).toBeNull();
    expect(venueInstant(new Date(Number.NaN))).toBeNull();
  });

  it('gives the venue year of a date that is still the old year in UTC', () => {
    expect(venueYear('2027-01-01T00:30:00+03:00')).toBe(2027);
    expect(venueYear('01.01.2027 00:30:00')).toBe(2027);
    expect(venueYear('soon')).toBeNull();
  });
});

describe('month names written without dayjs', () => {
  const months = Array.from({ length: 12 }, (_, index) => String(index + 1).padStart(2, '0'));
  it.each(['ru', 'en', 'zh'] as const)('are the words dayjs writes for each month in %s', (lang) => {
    for (const month of months) {
      const date = `2027-${month}-15T12:00:00+03:00`;
      expect(formatDateRange(date, date, lang)).toBe(formatVenueDate(date, lang));
    }
  });
});
