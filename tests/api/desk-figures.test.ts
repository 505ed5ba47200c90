/**
 * The show in figures (issue 35, the organiser's desk): registrations per Moscow day, check-ins per gate and
 * hour, favourites per exhibitor and their CSV. Each test makes its own accounts, scans and favourites through
 * the API and compares the figures with what it made.
 */
import { randomUUID } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { DeskFiguresSchema, FIGURES_TOP_EXHIBITORS, type DeskFigures } from '../../src/contract/desk-figures';
import { TicketSchema } from '../../src/contract/ticket';
import { decodeTicketToken } from '../../src/lib/ticket-token';
import { participants, users } from '../../server/db/schema';
import { fromVenueTime, toVenueIso } from '../../server/http/dates';
import { registerUser } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';
import { createSignedInStaff } from '../support/staff';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const FIGURES = '/api/public/staff/desk/figures/';
const FAVOURITES_CSV = '/api/public/staff/desk/figures/favorites/';

const organiser = await createSignedInStaff(api, 'figures-organiser', ['organiser']);

async function figures(query = ''): Promise<DeskFigures> {
  const res = await api.get(`${FIGURES}?${query}`, { token: organiser.token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return v.parse(DeskFiguresSchema, res.body);
}

/** The favourites download as rows keyed by header; the byte-order mark is for spreadsheets and goes. */
async function favouritesCsv(lang = 'ru'): Promise<{ one_cid: string; name: string; favorites: string }[]> {
  const res = await fetch(`${api.server.url}${FAVOURITES_CSV}?lang=${lang}`, { headers: { Authorization: `Bearer ${organiser.token}` } });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
  expect(res.headers.get('content-disposition')).toBe(`attachment; filename="favorites-${CURRENT}.csv"`);
  return parse((await res.text()).replace(/^\uFEFF/, ''), { columns: true });
}

async function registeredVisitor() {
  const { access } = await registerUser(api, { exPrefix: CURRENT });
  const res = await api.get(`/api/public/user/exhibition_apply/?ex_prefix=${CURRENT}`, { token: access });
  expect(res.status).toBe(200);
  const decoded = decodeTicketToken(v.parse(TicketSchema, res.body).token ?? '');
  if (!decoded) throw new Error('the ticket has no readable token');
  return { access, ticketId: decoded.ticketId };
}

async function accountId(login: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!row) throw new Error(`no account ${login}`);
  return row.id;
}

const scan = (ticketId: number, scannedAt: Date, scanId: string = randomUUID()) => ({
  scan_id: scanId,
  ticket_id: ticketId,
  scanned_at: scannedAt.toISOString(),
});

describe('the show in figures: registrations', () => {
  it('counts visitor accounts per Moscow day over the range, with zeros, leaving staff accounts out', async () => {
    const made = await Promise.all([1, 2, 3, 4].map(() => registerUser(api)));
    const ids = await Promise.all(made.map((answer) => accountId(answer.user.login)));
    // 23:30 on 28 February in Moscow is 20:30 UTC; 00:10 on 29 February is still 28 February in UTC.
    const at = [
      fromVenueTime(2016, 2, 28, 23, 30),
      fromVenueTime(2016, 2, 28, 9, 0),
      fromVenueTime(2016, 2, 29, 0, 10),
      fromVenueTime(2016, 3, 2, 12, 0),
    ];
    for (const [index, id] of ids.entries()) await db.update(users).set({ createdAt: at[index] }).where(eq(users.id, id));
    const gate = await createSignedInStaff(api, 'figures-gate-day', ['gate']);
    await db
      .update(users)
      .set({ createdAt: fromVenueTime(2016, 2, 29, 12, 0) })
      .where(eq(users.id, gate.id));

    const answer = await figures('from=2016-02-28&to=2016-03-02');
    expect(answer.ex_prefix).toBe(CURRENT);
    expect([answer.from, answer.to]).toEqual(['2016-02-28', '2016-03-02']);
    expect(answer.registrations).toEqual([
      { day: '2016-02-28', count: 2 },
      { day: '2016-02-29', count: 1 },
      { day: '2016-03-01', count: 0 },
      { day: '2016-03-02', count: 1 },
    ]);
  });

  it('answers the 30 days up to today by default, a new registration counted on its Moscow day', async () => {
    const before = await figures();
    expect(before.registrations.length).toBe(30);
    expect(before.registrations.at(-1)?.day).toBe(before.to);
    expect(before.registrations[0]?.day).toBe(before.from);
    const { user } = await registerUser(api);
    const [row] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.login, user.login));
    const day = toVenueIso(row!.createdAt).slice(0, 10);
    const after = await figures(`from=${before.from}&to=${before.to}`);
    const countOn = (answer: DeskFigures) => answer.registrations.find((entry) => entry.day === day)?.count ?? 0;
    expect(countOn(after) - countOn(before)).toBe(1);
  });

  it('refuses a bad range with a 400 envelope naming the field, and an unknown exhibition with a 404', async () => {
    for (const [query, field] of [
      ['from=2019-02-31', 'from'],
      ['to=tomorrow', 'to'],
      ['from=2019-03-02&to=2019-03-01', 'from'],
      ['from=2018-01-01&to=2019-01-02', 'to'],
      ['ex_prefix=../etc', 'ex_prefix'],
    ] as const) {
      const res = await api.get(`${FIGURES}?${query}`, { token: organiser.token });
      expect(res.status, query).toBe(400);
      expect(v.parse(ErrorEnvelopeSchema, res.body).error_data, query).toHaveProperty(field);
    }
    expect((await figures('from=2019-01-01&to=2019-12-31')).registrations.length).toBe(365);
    const unknown = await api.get(`${FIGURES}?ex_prefix=ZZ01`, { token: organiser.token });
    expect(unknown.status).toBe(404);
    v.parse(ErrorEnvelopeSchema, unknown.body);
  });
});

describe('the show in figures: check-ins', () => {
  it('counts accepted scans per gate and Moscow hour: re-entries in, refused tickets and repeated uploads out', async () => {
    const gate = await createSignedInStaff(api, 'figures-gate', ['gate']);
    const [first, second, third] = await Promise.all([registeredVisitor(), registeredVisitor(), registeredVisitor()]);
    const north = `North ${randomUUID().slice(0, 8)}`;
    const south = `South ${randomUUID().slice(0, 8)}`;
    const upload = async (gateName: string, scans: ReturnType<typeof scan>[]) => {
      const res = await api.send(
        'POST',
        '/api/public/staff/checkins/',
        { ex_prefix: CURRENT, gate: gateName, scans },
        { token: gate.token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const northScans = [
      scan(first!.ticketId, fromVenueTime(2027, 5, 25, 10, 5)),
      scan(second!.ticketId, fromVenueTime(2027, 5, 25, 10, 59)),
      scan(first!.ticketId, fromVenueTime(2027, 5, 25, 11, 15)),
    ];
    await upload(north, northScans);
    // The same scan sent again after a lost answer is one passage.
    await upload(north, [northScans[0]!]);
    await upload(south, [
      scan(third!.ticketId, fromVenueTime(2027, 5, 25, 10, 20)),
      // A ticket no registration holds: kept as refused, nobody went in.
      scan(2_000_000_000, fromVenueTime(2027, 5, 25, 10, 30)),
    ]);

    const mine = (await figures()).check_ins.filter((row) => row.gate === north || row.gate === south);
    expect(mine).toEqual([
      { hour: '2027-05-25T10:00:00+03:00', gate: north, count: 2 },
      { hour: '2027-05-25T10:00:00+03:00', gate: south, count: 1 },
      { hour: '2027-05-25T11:00:00+03:00', gate: north, count: 1 },
    ]);
  });
});

describe('the show in figures: favourites', () => {
  it('names the top 50 most favourited exhibitors with their counts, and downloads every exhibitor with its count', async () => {
    const exhibitors = await db
      .select({ id: participants.id, oneCid: participants.oneCid })
      .from(participants)
      .where(eq(participants.exPrefix, CURRENT))
      .orderBy(participants.oneCid);
    expect(exhibitors.length).toBeGreaterThan(FIGURES_TOP_EXHIBITORS);
    const before = new Map((await favouritesCsv()).map((row) => [row.one_cid, Number(row.favorites)]));

    // Three visitors favourite the first exhibitor, two the second; one visitor favourites 51 in all.
    const visitors = await Promise.all([1, 2, 3].map(() => registerUser(api)));
    const favourite = async (token: string, participantId: string) => {
      const res = await api.send(
        'POST',
        '/api/public/user/participants/favorite/',
        { participant_id: participantId, added_to_favorite: true },
        { token },
      );
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    };
    const chosen = exhibitors.slice(0, FIGURES_TOP_EXHIBITORS + 1);
    for (const exhibitor of chosen) await favourite(visitors[0]!.access, exhibitor.id);
    for (const visitor of visitors.slice(1)) await favourite(visitor.access, chosen[0]!.id);
    await favourite(visitors[1]!.access, chosen[1]!.id);
    const added = new Map(chosen.map((exhibitor, index) => [exhibitor.oneCid, index === 0 ? 3 : index === 1 ? 2 : 1]));

    const csv = await favouritesCsv();
    expect(csv.length).toBe(exhibitors.length);
    const [{ n: stored } = { n: 0 }] = await db.select({ n: count() }).from(participants).where(eq(participants.exPrefix, CURRENT));
    expect(csv.length).toBe(stored);
    for (const row of csv) expect(Number(row.favorites), row.one_cid).toBe((before.get(row.one_cid) ?? 0) + (added.get(row.one_cid) ?? 0));

    const answer = await figures();
    expect(answer.favorites.exhibitors).toBe(exhibitors.length);
    expect(answer.favorites.top.length).toBe(FIGURES_TOP_EXHIBITORS);
    const counts = answer.favorites.top.map((row) => row.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The top is the CSV's most favourited rows: the same exhibitors in the same order with the same counts.
    const csvTop = csv.filter((row) => Number(row.favorites) > 0).slice(0, FIGURES_TOP_EXHIBITORS);
    expect(answer.favorites.top.map((row) => [row.name, row.count])).toEqual(csvTop.map((row) => [row.name, Number(row.favorites)]));
    const favouriteOf = (id: string) => answer.favorites.top.find((row) => row.participant_id === id)?.count;
    expect(favouriteOf(chosen[0]!.id)).toBe((before.get(chosen[0]!.oneCid) ?? 0) + 3);
    expect(favouriteOf(chosen[1]!.id)).toBe((before.get(chosen[1]!.oneCid) ?? 0) + 2);
  });
});

describe('the show in figures: who may see them', () => {
  it('refuses a visitor and a gate with 403, and no token with 401, on the figures and their download', async () => {
    const visitor = await createSignedInStaff(api, 'figures-visitor', []);
    const gate = await createSignedInStaff(api, 'figures-gate-refused', ['gate']);
    for (const path of [FIGURES, FAVOURITES_CSV]) {
      for (const token of [visitor.token, gate.token]) {
        const res = await api.get(path, { token });
        expect(res.status, path).toBe(403);
        v.parse(ErrorEnvelopeSchema, res.body);
      }
      expect((await api.get(path)).status, path).toBe(401);
    }
  });
});
