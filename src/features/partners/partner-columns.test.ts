import { describe, expect, it } from 'vitest';
import { partnerColumns } from './partner-columns';

describe('partnerColumns', () => {
  it('gives a group of four or more logos five columns', () => {
    expect(partnerColumns(4)).toBe(5);
    expect(partnerColumns(5)).toBe(5);
    expect(partnerColumns(12)).toBe(5);
  });

  it('gives a smaller group as many columns as it has logos, and never fewer than one', () => {
    expect(partnerColumns(3)).toBe(3);
    expect(partnerColumns(2)).toBe(2);
    expect(partnerColumns(1)).toBe(1);
    expect(partnerColumns(0)).toBe(1);
  });
});
