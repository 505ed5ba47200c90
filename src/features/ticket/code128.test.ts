import { describe, expect, it } from 'vitest';
import { encodeCode128, QUIET_ZONE_MODULES } from './code128';

const widths = (value: string) => {
  const { bars, modules } = encodeCode128(value);
  const pattern = Array.from({ length: modules }, () => '0');
  for (const bar of bars) for (let x = bar.x; x < bar.x + bar.width; x += 1) pattern[x] = '1';
  return pattern.join('');
};

describe('encodeCode128', () => {
  it('frames the symbol in quiet zones and ends with the stop pattern', () => {
    const pattern = widths('ME27-104857');
    const quiet = '0'.repeat(QUIET_ZONE_MODULES);
    expect(pattern.startsWith(`${quiet}11010`)).toBe(true);
    // The stop character 2331112 plus its termination bar is 1100011101011.
    expect(pattern.endsWith(`1100011101011${quiet}`)).toBe(true);
  });

  it('switches to code set C for the digits, so a number stays short enough for a phone screen', () => {
    const { modules } = encodeCode128('ME27-104857');
    // Start, five characters in set B, the switch, three digit pairs, the checksum: 11 modules each, stop 13.
    expect(modules).toBe(11 * 11 + 13 + 2 * QUIET_ZONE_MODULES);
  });

  it('refuses text Code 128 cannot carry instead of drawing a wrong barcode', () => {
    expect(() => encodeCode128('билет')).toThrow();
  });
});
