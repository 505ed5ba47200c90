import { describe, expect, it } from 'vitest';
import type { GateBundle } from '../../contract/staff';
import { encodeTicketToken, ticketFieldBytes, toBase64Url } from '../../lib/ticket-token';
import { checkTicket, gateData, mergeEntries, verdictOf, type FirstEntry } from './verdict';

async function signer() {
  const pair = (await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
  const sign = async (ticketId: number, registrationNumber: string, keyId = 1) => {
    const fields = ticketFieldBytes({ keyId, ticketId, registrationNumber });
    const signature = new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, fields as Uint8Array<ArrayBuffer>));
    return encodeTicketToken(fields, signature);
  };
  return { publicKey: toBase64Url(raw), sign };
}

async function fixture() {
  const { publicKey, sign } = await signer();
  const bundle: GateBundle = {
    ex_prefix: 'ME27',
    generated_at: '2027-05-01T08:00:00.000Z',
    keys: [{ key_id: 1, ex_prefix: 'ME27', public_key: publicKey, valid_until: '2027-06-01T00:00:00.000Z' }],
    revoked: [13],
    roster: [
      [7, 'Иванов Иван Иванович', 'ООО «Сталь»'],
      [13, 'Петров Пётр', 'АО «Прокат»'],
    ],
  };
  return { data: gateData(bundle), sign };
}

const now = new Date('2027-05-20T09:00:00.000Z');

describe('the gate verdict', () => {
  it('admits a ticket on its first entry, with the visitor from the roster', async () => {
    const { data, sign } = await fixture();
    const verdict = await checkTicket(await sign(7, 'ME27-104857'), data, new Map(), now);
    expect(verdict).toEqual({
      kind: 'admit',
      ticketId: 7,
      registrationNumber: 'ME27-104857',
      name: 'Иванов Иван Иванович',
      company: 'ООО «Сталь»',
    });
  });

  it('says a known ticket entered before, with the first entry’s gate and time', async () => {
    const { data, sign } = await fixture();
    const entries = new Map<number, FirstEntry>([[7, { gate: 'Вход 2', scanned_at: '2027-05-20T08:01:00.000Z' }]]);
    const verdict = await checkTicket(await sign(7, 'ME27-104857'), data, entries, now);
    expect(verdict).toMatchObject({
      kind: 'again',
      name: 'Иванов Иван Иванович',
      first: { gate: 'Вход 2', scanned_at: '2027-05-20T08:01:00.000Z' },
    });
  });

  it('refuses a tampered token, a revoked ticket, another exhibition and garbage, with the reason', async () => {
    const { data, sign } = await fixture();
    const token = await sign(7, 'ME27-104857');
    const tampered = token.slice(0, 50) + (token[50] === 'A' ? 'B' : 'A') + token.slice(51);
    expect(await checkTicket(tampered, data, new Map(), now)).toEqual({ kind: 'refuse', reason: 'bad_signature' });
    expect(await checkTicket(await sign(13, 'ME27-100013'), data, new Map(), now)).toEqual({ kind: 'refuse', reason: 'revoked' });
    expect(await checkTicket(await sign(7, 'MT26-104857'), data, new Map(), now)).toEqual({ kind: 'refuse', reason: 'other_exhibition' });
    expect(await checkTicket('ME27-104857', data, new Map(), now)).toEqual({ kind: 'refuse', reason: 'malformed' });
  });

  it('admits a valid ticket missing from an older roster, without a name', () => {
    const verdict = verdictOf(
      {
        ok: true,
        ticket: {
          keyId: 1,
          ticketId: 99,
          exPrefix: 'ME27',
          registrationNumber: 'ME27-000099',
          signed: new Uint8Array(),
          signature: new Uint8Array(),
        },
      },
      { roster: new Map() },
      new Map(),
    );
    expect(verdict).toMatchObject({ kind: 'admit', ticketId: 99, name: '', company: '' });
  });
});

describe('merging entries', () => {
  it('keeps the earliest entry of each ticket, whichever gate saw it', () => {
    const entries = new Map<number, FirstEntry>([[1, { gate: 'A', scanned_at: '2027-05-20T09:00:00.000Z' }]]);
    mergeEntries(entries, [
      { ticket_id: 1, gate: 'B', scanned_at: '2027-05-20T08:00:00.000Z' },
      { ticket_id: 1, gate: 'C', scanned_at: '2027-05-20T10:00:00.000Z' },
      { ticket_id: 2, gate: 'C', scanned_at: '2027-05-20T10:00:00.000Z' },
    ]);
    expect(Object.fromEntries(entries)).toEqual({
      1: { gate: 'B', scanned_at: '2027-05-20T08:00:00.000Z' },
      2: { gate: 'C', scanned_at: '2027-05-20T10:00:00.000Z' },
    });
  });
});
