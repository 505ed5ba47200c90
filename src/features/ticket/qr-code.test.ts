import { describe, expect, it } from 'vitest';
import { TICKET_TOKEN_LENGTH, toBase64Url } from '../../lib/ticket-token';
import { qrSymbol } from './qr-code';

describe('the ticket QR code', () => {
  it('holds a 104-character token in a version 6 symbol of 41×41 modules at error correction M', () => {
    const token = toBase64Url(Uint8Array.from({ length: TICKET_TOKEN_LENGTH }, (_, i) => (i * 37) & 0xff));
    expect(token).toHaveLength(104);
    const symbol = qrSymbol(token);
    expect(symbol).toMatchObject({ version: 6, modules: 41 });
    // Dark modules start inside the 4-module quiet zone.
    expect(symbol.path.startsWith('M4 4')).toBe(true);
  });
});
