import { describe, expect, it } from 'vitest';
import { copyrightYears } from './copyright';

describe('copyrightYears', () => {
  it('runs from 2000 to the current year', () => {
    expect(copyrightYears(new Date(2026, 5, 1))).toBe('2000–2026');
  });

  it('follows the clock into a new year', () => {
    expect(copyrightYears(new Date(2031, 0, 1))).toBe('2000–2031');
  });
});
