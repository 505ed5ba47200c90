import { describe, expect, it } from 'vitest';
import { moduleWidth } from './barcode';

describe('moduleWidth', () => {
  it('is the widest whole number of device pixels per module that fits', () => {
    expect(moduleWidth(358, 158, 1)).toBe(2);
    expect(moduleWidth(358, 158, 2)).toBe(2); // 716 device pixels / 158 = 4.5 → 4 device pixels = 2 CSS px
    expect(moduleWidth(358, 158, 3)).toBeCloseTo(6 / 3);
    expect(moduleWidth(520, 158, 1)).toBe(3);
  });

  it('gives up (fluid width) when not even one device pixel per module fits', () => {
    expect(moduleWidth(100, 158, 1)).toBeNull();
  });
});
