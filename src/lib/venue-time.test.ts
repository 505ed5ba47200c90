import { describe, expect, it } from 'vitest';
import { venueTimestamp } from './venue-time';

describe('venueTimestamp', () => {
  it('reads ISO dates with an offset as they say', () => {
    expect(venueTimestamp('2027-11-09T10:00:00+03:00')).toBe(Date.parse('2027-11-09T07:00:00Z'));
    expect(venueTimestamp('2027-11-09T07:00:00Z')).toBe(Date.parse('2027-11-09T07:00:00Z'));
  });

  it('reads dates and times without an offset, and the legacy format, as Moscow wall time', () => {
    expect(venueTimestamp('2027-11-09T10:00')).toBe(Date.parse('2027-11-09T07:00:00Z'));
    expect(venueTimestamp('2027-11-09')).toBe(Date.parse('2027-11-08T21:00:00Z'));
    expect(venueTimestamp('09.11.2027 10:00:00')).toBe(Date.parse('2027-11-09T07:00:00Z'));
  });

  it('answers null for what is not a date', () => {
    expect(venueTimestamp('soon')).toBeNull();
    expect(venueTimestamp('2027-13-45')).toBeNull();
    expect(venueTimestamp('9.11.2027 10:00')).toBeNull();
  });
});
