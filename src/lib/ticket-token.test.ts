import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeTicketToken, encodeTicketToken, ticketFieldBytes, toBase64Url, verifyTicketToken, type GateKey } from './ticket-token';

const NOW = new Date('2027-11-10T10:00:00Z');
const SHOW_END = '2027-11-12T13:00:00.000Z';

function keyPair(keyId: number, exPrefix = 'ME27', validUntil = SHOW_END): { gateKey: GateKey; privateKey: KeyObject } {
  const { publicKey, privateKey } = generateKeyPairSync('ed25519');
  const raw = publicKey.export({ format: 'jwk' }).x ?? '';
  return { gateKey: { key_id: keyId, ex_prefix: exPrefix, public_key: raw, valid_until: validUntil }, privateKey };
}

function token(privateKey: KeyObject, keyId: number, ticketId: number, registrationNumber = 'ME27-104857'): string {
  const fields = ticketFieldBytes({ keyId, ticketId, registrationNumber });
  return encodeTicketToken(fields, new Uint8Array(sign(null, fields, privateKey)));
}

const current = keyPair(2);
const retired = keyPair(1);
const keys = [retired.gateKey, current.gateKey];
const revoked = new Set([77]);
const check = (text: string, options: Partial<Parameters<typeof verifyTicketToken>[1]> = {}) =>
  verifyTicketToken(text, { exPrefix: 'ME27', keys, now: NOW, isRevoked: (id) => revoked.has(id), ...options });

describe('the signed ticket token', () => {
  it('accepts a ticket signed with the current key and reads its fields back', async () => {
    const verdict = await check(token(current.privateKey, 2, 4242));
    expect(verdict).toMatchObject({ ok: true, ticket: { keyId: 2, ticketId: 4242, exPrefix: 'ME27', registrationNumber: 'ME27-104857' } });
  });

  it('accepts a ticket signed with a retired key that is valid until the show ends', async () => {
    expect((await check(token(retired.privateKey, 1, 5))).ok).toBe(true);
  });

  it('is 104 characters, typed or scanned with blanks and a line end around it', async () => {
    const text = token(current.privateKey, 2, 9);
    expect(text).toHaveLength(104);
    expect((await check(`  ${text}\r\n`)).ok).toBe(true);
  });

  it('refuses a token with any one bit flipped', async () => {
    const bytes = Buffer.from(token(current.privateKey, 2, 4242), 'base64url');
    for (const index of [0, 2, 5, 12, 20, 77]) {
      const tampered = Buffer.from(bytes);
      tampered[index]! ^= 1;
      expect((await check(toBase64Url(tampered))).ok).toBe(false);
    }
    // A flip in a signed field that still decodes is a bad signature, not a different valid ticket.
    const field = Buffer.from(bytes);
    field[6]! ^= 1;
    expect(await check(toBase64Url(field))).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it("refuses another exhibition's ticket, even one signed by that exhibition's key", async () => {
    const other = keyPair(1, 'ME26');
    const text = token(other.privateKey, 1, 3, 'ME26-000123');
    expect(await check(text, { keys: [...keys, other.gateKey] })).toEqual({ ok: false, reason: 'other_exhibition' });
  });

  it('refuses a key id the gate does not hold', async () => {
    expect(await check(token(current.privateKey, 9, 3))).toEqual({ ok: false, reason: 'unknown_key' });
  });

  it('refuses a ticket whose key is valid only until before now', async () => {
    const ended = keyPair(3, 'ME27', '2027-11-09T13:00:00.000Z');
    expect(await check(token(ended.privateKey, 3, 3), { keys: [ended.gateKey] })).toEqual({ ok: false, reason: 'expired_key' });
  });

  it('refuses a ticket signed by a key that is not the one of its key id', async () => {
    const stranger = keyPair(2);
    expect(await check(token(stranger.privateKey, 2, 3))).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('refuses a revoked ticket with a good signature', async () => {
    expect(await check(token(current.privateKey, 2, 77))).toEqual({ ok: false, reason: 'revoked' });
  });

  it('refuses text that is not a token', async () => {
    for (const text of ['', 'ME27-104857', 'not base64!', toBase64Url(new Uint8Array(78))]) {
      expect(await check(text)).toEqual({ ok: false, reason: 'malformed' });
    }
    expect(decodeTicketToken('abc')).toBeUndefined();
  });
});
