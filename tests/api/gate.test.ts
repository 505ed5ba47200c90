/**
 * The gate's server side (issue 35): signed tickets verified with the bundle's keys, roles on every
 * staff call, check-ins merged from several gates, revocations and key rotation.
 */
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { CheckInResultSchema, GateBundleSchema, GateEntriesSchema, type GateBundle } from '../../src/contract/staff';
import { TicketSchema } from '../../src/contract/ticket';
import { decodeTicketToken, toBase64Url, verifyTicketToken } from '../../src/lib/ticket-token';
import { exhibitionRegistrations, exhibitions, ticketKeys, users } from '../../server/db/schema';
import { runExport } from '../../server/import/export';
import { runTicketsCommand } from '../../server/tickets/commands';
import { registerUser } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { tempFolder } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';
import { createSignedInStaff } from '../support/staff';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const [currentRow] = await db.select().from(exhibitions).where(eq(exhibitions.prefixContract, CURRENT));
const BUNDLE = `/api/public/staff/gate/bundle/?ex_prefix=${CURRENT}`;
const CHECKINS = '/api/public/staff/checkins/';

const gate = await createSignedInStaff(api, 'gate-a', ['gate']);
const organiser = await createSignedInStaff(api, 'gate-organiser', ['organiser']);

async function bundle(token = gate.token): Promise<GateBundle> {
  const res = await api.get(BUNDLE, { token });
  expect(res.status).toBe(200);
  return v.parse(GateBundleSchema, res.body);
}

async function registeredVisitor() {
  const { access, user } = await registerUser(api, { exPrefix: CURRENT });
  const res = await api.get(`/api/public/user/exhibition_apply/?ex_prefix=${CURRENT}`, { token: access });
  expect(res.status).toBe(200);
  const ticket = v.parse(TicketSchema, res.body);
  const decoded = decodeTicketToken(ticket.token ?? '');
  if (!decoded) throw new Error('the ticket has no readable token');
  return { access, user, ticket, token: ticket.token ?? '', ticketId: decoded.ticketId };
}

async function verify(token: string, gateBundle: GateBundle) {
  const revoked = new Set(gateBundle.revoked);
  return verifyTicketToken(token, { exPrefix: CURRENT, keys: gateBundle.keys, now: new Date(), isRevoked: (id) => revoked.has(id) });
}

const scan = (ticketId: number, scannedAt: string, scanId = randomUUID()) => ({
  scan_id: scanId,
  ticket_id: ticketId,
  scanned_at: scannedAt,
});
const upload = (gateName: string, scans: ReturnType<typeof scan>[], token = gate.token) =>
  api.send('POST', CHECKINS, { ex_prefix: CURRENT, gate: gateName, scans }, { token });
const entriesAfter = async (after: string) => {
  const res = await api.get(`${CHECKINS}?ex_prefix=${CURRENT}&after=${after}`, { token: organiser.token });
  expect(res.status).toBe(200);
  return v.parse(GateEntriesSchema, res.body);
};

describe('tickets that prove themselves', () => {
  it("signs the visitor's ticket with a key the gate's bundle holds, and names the visitor in the roster", async () => {
    const visitor = await registeredVisitor();
    const gateBundle = await bundle();
    const verdict = await verify(visitor.token, gateBundle);
    expect(verdict).toMatchObject({ ok: true, ticket: { registrationNumber: visitor.ticket.registration_number, exPrefix: CURRENT } });
    expect(gateBundle.keys.every((key) => key.valid_until === currentRow!.dateEnd.toISOString())).toBe(true);
    const entry = gateBundle.roster.find(([id]) => id === visitor.ticketId);
    expect(entry).toEqual([
      visitor.ticketId,
      `${visitor.user.last_name} ${visitor.user.first_name} ${visitor.user.patronymic_name}`.trim(),
      visitor.user.company,
    ]);
  });

  it('makes one key for an exhibition that several callers need at once', async () => {
    const { earlier } = await seededExhibitions(db);
    await db.delete(ticketKeys).where(eq(ticketKeys.exPrefix, earlier));
    const answers = await Promise.all(
      [gate, organiser, gate, organiser].map((staff) =>
        api.get(`/api/public/staff/gate/bundle/?ex_prefix=${earlier}`, { token: staff.token }),
      ),
    );
    const keySets = answers.map((res) => v.parse(GateBundleSchema, res.body).keys.map((key) => key.public_key));
    expect(keySets[0]).toHaveLength(1);
    for (const keys of keySets) expect(keys).toEqual(keySets[0]);
    expect(await db.select().from(ticketKeys).where(eq(ticketKeys.exPrefix, earlier))).toHaveLength(1);
  });

  it('refuses a token with one bit flipped', async () => {
    const visitor = await registeredVisitor();
    const bytes = Buffer.from(visitor.token, 'base64url');
    bytes[20]! ^= 1;
    expect(await verify(toBase64Url(bytes), await bundle())).toEqual({ ok: false, reason: 'bad_signature' });
  });

  it('puts a revoked ticket and the ticket of a deleted account on the revocation list', async () => {
    const revokedVisitor = await registeredVisitor();
    const deletedVisitor = await registeredVisitor();
    await runTicketsCommand(db, { command: 'revoke', registration_number: revokedVisitor.ticket.registration_number }, new Date());
    await db.delete(users).where(eq(users.login, deletedVisitor.user.login));
    const gateBundle = await bundle();
    expect(gateBundle.revoked).toEqual(expect.arrayContaining([revokedVisitor.ticketId, deletedVisitor.ticketId]));
    expect(await verify(revokedVisitor.token, gateBundle)).toEqual({ ok: false, reason: 'revoked' });
    expect(await verify(deletedVisitor.token, gateBundle)).toEqual({ ok: false, reason: 'revoked' });
    expect(gateBundle.roster.some(([id]) => id === revokedVisitor.ticketId)).toBe(false);
  });

  it('keeps tickets signed before a rotation valid, and signs new ones with the new key', async () => {
    const before = await registeredVisitor();
    const oldKey = decodeTicketToken(before.token)!.keyId;
    await runTicketsCommand(db, { command: 'rotate-key', exhibition: CURRENT }, new Date());
    const after = await registeredVisitor();
    const newKey = decodeTicketToken(after.token)!.keyId;
    expect(newKey).toBeGreaterThan(oldKey);
    const gateBundle = await bundle();
    expect(gateBundle.keys.map((key) => key.key_id)).toEqual(expect.arrayContaining([oldKey, newKey]));
    expect((await verify(before.token, gateBundle)).ok).toBe(true);
    expect((await verify(after.token, gateBundle)).ok).toBe(true);
    // The same visitor's ticket asked again is signed with the new key, and the old token still passes.
    const again = v.parse(
      TicketSchema,
      (await api.get(`/api/public/user/exhibition_apply/?ex_prefix=${CURRENT}`, { token: before.access })).body,
    );
    expect(decodeTicketToken(again.token ?? '')!.keyId).toBe(newKey);
  });

  it('signs with the key the database holds now, even when a rebuilt database reuses a key id', async () => {
    const first = await registeredVisitor();
    // As after restoring an older dump into a running instance: the same key ids, other keys.
    await db.delete(ticketKeys).where(eq(ticketKeys.exPrefix, CURRENT));
    const again = v.parse(
      TicketSchema,
      (await api.get(`/api/public/user/exhibition_apply/?ex_prefix=${CURRENT}`, { token: first.access })).body,
    );
    expect((await verify(again.token ?? '', await bundle())).ok).toBe(true);
  });

  // An export of everything takes half a minute on a busy machine.
  it('lets no private key out: not in the bundle, not in an export of everything', async () => {
    await registeredVisitor();
    const keys = await db.select({ privateKey: ticketKeys.privateKey }).from(ticketKeys);
    expect(keys.length).toBeGreaterThan(0);
    // The PKCS#8 form and the 32-byte seed at its end, in the encodings a leak would take.
    const secrets = keys.flatMap(({ privateKey }) => {
      const der = Buffer.from(privateKey);
      const seed = der.subarray(der.length - 32);
      return [der, seed].flatMap((bytes) => [bytes.toString('base64'), bytes.toString('base64url'), bytes.toString('hex')]);
    });
    const bundleText = JSON.stringify((await api.get(BUNDLE, { token: organiser.token })).body);
    for (const secret of secrets) expect(bundleText).not.toContain(secret);

    const folder = tempFolder('gate-export');
    afterAll(() => import('node:fs').then((fs) => fs.rmSync(folder, { recursive: true, force: true })));
    await runExport(db, { kind: 'all', target: path.join(folder, 'all') }, new Date());
    const files = (function walk(dir: string): string[] {
      return readdirSync(dir).flatMap((name) =>
        statSync(path.join(dir, name)).isDirectory() ? walk(path.join(dir, name)) : [path.join(dir, name)],
      );
    })(folder);
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const bytes = readFileSync(file);
      const text = bytes.toString('latin1');
      for (const { privateKey } of keys) expect(bytes.includes(Buffer.from(privateKey))).toBe(false);
      for (const secret of secrets) expect(text).not.toContain(secret);
    }
  }, 180_000);
});

describe('roles on the staff calls', () => {
  const calls = [
    (token?: string) => api.get(BUNDLE, { token }),
    (token?: string) => api.get(`${CHECKINS}?ex_prefix=${CURRENT}`, { token }),
    (token?: string) => api.send('POST', CHECKINS, { ex_prefix: CURRENT, gate: 'A', scans: [] }, { token }),
  ];

  it('answers 401 without a token, 403 to a visitor, 401 to a deleted account, and 200 to gate and organiser', async () => {
    const visitor = await registeredVisitor();
    const deleted = await createSignedInStaff(api, 'gate-deleted', ['gate']);
    await db.delete(users).where(eq(users.id, deleted.id));
    for (const call of calls) {
      expect((await call()).status).toBe(401);
      const refused = await call(visitor.access);
      expect(refused.status).toBe(403);
      expect(v.parse(ErrorEnvelopeSchema, refused.body).error_code).toBe('Forbidden');
      expect((await call(deleted.token)).status).toBe(401);
      expect((await call(gate.token)).status).toBe(200);
      expect((await call(organiser.token)).status).toBe(200);
    }
  });

  it('answers bad input with a 4xx envelope', async () => {
    const bad = [
      await api.send('POST', CHECKINS, { ex_prefix: CURRENT, gate: '', scans: [] }, { token: gate.token }),
      await api.send(
        'POST',
        CHECKINS,
        { ex_prefix: CURRENT, gate: 'A', scans: [{ scan_id: 'x', ticket_id: 1, scanned_at: 'now' }] },
        { token: gate.token },
      ),
      await api.send('POST', CHECKINS, { ex_prefix: 'ZZ99', gate: 'A', scans: [] }, { token: gate.token }),
      await api.send('POST', CHECKINS, [1, 2], { token: gate.token }),
      await api.get(`${CHECKINS}?ex_prefix=${CURRENT}&after=-1`, { token: gate.token }),
      await api.get('/api/public/staff/gate/bundle/?ex_prefix=me27', { token: gate.token }),
    ];
    for (const res of bad) {
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      v.parse(ErrorEnvelopeSchema, res.body);
    }
  });
});

describe('check-ins from several gates', () => {
  it('merges two gates: the earliest scan is the entry, later ones re-entries, a repeated scan counted once', async () => {
    const visitor = await registeredVisitor();
    const { cursor: start } = await entriesAfter('0');
    const later = scan(visitor.ticketId, '2026-11-10T09:05:00.000Z');
    // Gate A sends its (later) scan first, and sends it twice.
    expect(v.parse(CheckInResultSchema, (await upload('A', [later])).body).accepted).toBe(1);
    expect(v.parse(CheckInResultSchema, (await upload('A', [later, later])).body).accepted).toBe(0);
    // Gate B's earlier scan arrives after it: B's is the first entry.
    const otherGate = await createSignedInStaff(api, 'gate-b', ['gate']);
    expect(
      v.parse(CheckInResultSchema, (await upload('B', [scan(visitor.ticketId, '2026-11-10T09:01:00.000Z')], otherGate.token)).body)
        .accepted,
    ).toBe(1);
    const { entries, cursor } = await entriesAfter(start);
    expect(entries.find((entry) => entry.ticket_id === visitor.ticketId)).toEqual({
      ticket_id: visitor.ticketId,
      gate: 'B',
      scanned_at: '2026-11-10T09:01:00.000Z',
      entries: 2,
    });
    // A gate that synced up to `cursor` sees the next scan, from any gate, and nothing it had already.
    await upload('C', [scan(visitor.ticketId, '2026-11-10T12:00:00.000Z')]);
    const next = await entriesAfter(cursor);
    expect(next.entries).toEqual([{ ticket_id: visitor.ticketId, gate: 'B', scanned_at: '2026-11-10T09:01:00.000Z', entries: 3 }]);
    expect((await entriesAfter(next.cursor)).entries).toEqual([]);
  });

  it('breaks a tie of scan times by scan id, so every instance names the same first gate', async () => {
    const visitor = await registeredVisitor();
    const { cursor } = await entriesAfter('0');
    const at = '2026-11-10T10:00:00.000Z';
    const ids = [randomUUID(), randomUUID()].sort();
    await upload('Z', [scan(visitor.ticketId, at, ids[1])]);
    await upload('Y', [scan(visitor.ticketId, at, ids[0])]);
    const entry = (await entriesAfter(cursor)).entries.find((row) => row.ticket_id === visitor.ticketId);
    expect(entry).toMatchObject({ gate: 'Y', entries: 2 });
  });

  it('keeps the scan of a revoked or unknown ticket but counts it as no entry', async () => {
    const visitor = await registeredVisitor();
    await db.delete(exhibitionRegistrations).where(eq(exhibitionRegistrations.ticketId, visitor.ticketId));
    const { cursor } = await entriesAfter('0');
    const res = await upload('A', [scan(visitor.ticketId, '2026-11-10T09:00:00.000Z'), scan(0xfffffff0, '2026-11-10T09:00:00.000Z')]);
    expect(v.parse(CheckInResultSchema, res.body).accepted).toBe(2);
    const after = await entriesAfter(cursor);
    expect(after.entries).toEqual([]);
    expect(Number(after.cursor)).toBeGreaterThan(Number(cursor));
  });
});
