import { describe, expect, it } from 'vitest';
import { TICKET_TOKEN_LENGTH, toBase64Url } from '../../lib/ticket-token';
import { blankFrame, qrFrame, rgbaOf, type FrameOptions } from '../../../tests/support/qr-frame';
import { decodeQr } from './qr-decode';

/** Token-shaped texts (104 base64url characters, a version 6 symbol) from a seeded byte sequence. */
function tokens(count: number): string[] {
  let state = 0x2545f491;
  const byte = () => {
    state = (Math.imul(state, 1103515245) + 12345) >>> 0;
    return state >>> 24;
  };
  return Array.from({ length: count }, () => toBase64Url(Uint8Array.from({ length: TICKET_TOKEN_LENGTH }, byte)));
}

describe('the gate camera’s QR decoder', () => {
  it.each<[string, FrameOptions]>([
    ['a sharp code, whole pixels a module', { modulePixels: 8 }],
    ['modules not lined up with pixels', { modulePixels: 7.3 }],
    ['a small, soft, grainy code', { modulePixels: 4.2, blur: true, noise: 30 }],
    ['a code held at a slant, dim', { modulePixels: 6, angle: 0.5, dark: 70, light: 160, noise: 20 }],
  ])('reads each of eight ticket tokens from a camera frame: %s', (_name, options) => {
    const texts = tokens(8);
    const read = texts.map((text) => decodeQr(rgbaOf(qrFrame(text, options))));
    expect(read).toEqual(texts);
  });

  it('finds nothing in a frame without a code', () => {
    expect(decodeQr(rgbaOf(blankFrame()))).toBeNull();
  });

  it('reads a frame the size the gate draws (640 × 360, a phone camera’s 16:9 scaled down)', () => {
    const [text] = tokens(1);
    expect(decodeQr(rgbaOf(qrFrame(text!, { width: 640, height: 360, modulePixels: 5.5, blur: true })))).toBe(text);
  });
});
