import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { NOTE_MAX_LENGTH, ParticipantNoteSchema, ParticipantNotesSchema } from '../../src/contract/notes';
import { ParticipantsResponseSchema, type Participant } from '../../src/contract/participants';
import { participantNotes, rateLimits, users } from '../../server/db/schema';
import { CONTACTS_EXPORT_BUDGET, NOTE_WRITE_BUDGET } from '../../server/routes/notes';
import { createSignedInVisitor } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { createOtherSite } from '../support/other-site';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const P = '/api/public';
const { current } = await seededExhibitions(db);

let catalogue: Participant[];
let visitor: { id: string; token: string };

beforeAll(async () => {
  catalogue = v.parse(ParticipantsResponseSchema, (await api.get(`${P}/participants/?ex_prefix=${current}&lang_code=ru`)).body);
});

// Each case has a visitor of its own, so the cases pass in any order and alone.
beforeEach(async () => {
  visitor = await createSignedInVisitor(api, 'notes');
});

const participantAt = (index: number) => catalogue[index] as Participant;

const write = (token: string, body: unknown) => api.send('POST', `${P}/user/participants/note/`, body, { token });
const notesOf = async (token: string) => {
  const res = await api.get(`${P}/user/participants_notes/`, { token });
  expect(res.status).toBe(200);
  return v.parse(ParticipantNotesSchema, res.body);
};
const storedRows = (userId: string) => db.select().from(participantNotes).where(eq(participantNotes.userId, userId));

function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(v.parse(ErrorEnvelopeSchema, res.body).error_code).toBe(code);
}

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('notes on exhibitors', () => {
  it('saves a note, reads it back, and replaces it with a later one', async () => {
    const id = participantAt(0).id;
    const first = await write(visitor.token, { participant_id: id, text: 'Обсудили поставку проката', updated_at: minutesAgo(10) });
    expect(first.status).toBe(200);
    expect(v.parse(ParticipantNoteSchema, first.body)).toMatchObject({ participant_id: id, text: 'Обсудили поставку проката' });
    expect(await notesOf(visitor.token)).toEqual([v.parse(ParticipantNoteSchema, first.body)]);

    const later = minutesAgo(5);
    const second = await write(visitor.token, { participant_id: id, text: 'Прислать КП до пятницы', updated_at: later });
    expect(second.body).toEqual({ participant_id: id, text: 'Прислать КП до пятницы', updated_at: later });
    expect(await notesOf(visitor.token)).toEqual([{ participant_id: id, text: 'Прислать КП до пятницы', updated_at: later }]);
  });

  it('keeps the later write when an older one arrives afterwards (an offline edit replayed late)', async () => {
    const id = participantAt(1).id;
    const newer = minutesAgo(1);
    await write(visitor.token, { participant_id: id, text: 'newer, typed on the laptop', updated_at: newer });
    const replay = await write(visitor.token, {
      participant_id: id,
      text: 'older, typed offline on the phone',
      updated_at: minutesAgo(30),
    });
    expect(replay.status).toBe(200);
    // The answer is the note that stayed, so the device learns its edit lost.
    expect(replay.body).toEqual({ participant_id: id, text: 'newer, typed on the laptop', updated_at: newer });
    expect((await storedRows(visitor.id)).map((row) => row.text)).toEqual(['newer, typed on the laptop']);
  });

  it('takes a time ahead of the server clock as the server’s now, so a wrong phone clock cannot freeze a note', async () => {
    const id = participantAt(2).id;
    const future = new Date(Date.now() + 365 * 24 * 3600_000).toISOString();
    const res = await write(visitor.token, { participant_id: id, text: 'from a phone a year ahead', updated_at: future });
    expect(Date.parse(v.parse(ParticipantNoteSchema, res.body).updated_at)).toBeLessThanOrEqual(Date.now());
    const fixed = await write(visitor.token, {
      participant_id: id,
      text: 'fixed later',
      updated_at: new Date(Date.now() + 1000).toISOString(),
    });
    expect(v.parse(ParticipantNoteSchema, fixed.body).text).toBe('fixed later');
  });

  it('clears a note with empty text and leaves it out of the list', async () => {
    const id = participantAt(3).id;
    await write(visitor.token, { participant_id: id, text: 'to be cleared', updated_at: minutesAgo(3) });
    await write(visitor.token, { participant_id: id, text: '', updated_at: minutesAgo(2) });
    expect(await notesOf(visitor.token)).toEqual([]);
  });

  it('refuses a note over the limit with a 400 envelope and stores nothing', async () => {
    const id = participantAt(4).id;
    const exactly = await write(visitor.token, { participant_id: id, text: 'я'.repeat(NOTE_MAX_LENGTH), updated_at: minutesAgo(9) });
    expect(exactly.status).toBe(200);
    const over = await write(visitor.token, { participant_id: id, text: 'я'.repeat(NOTE_MAX_LENGTH + 1), updated_at: minutesAgo(1) });
    expectError(over, 400, 'InvalidInput');
    expect((await storedRows(visitor.id)).map((row) => row.text.length)).toEqual([NOTE_MAX_LENGTH]);
  });

  it.each([
    ['a missing time', { text: 'x' }],
    ['a time that is not ISO 8601', { text: 'x', updated_at: 'yesterday' }],
    ['text that is not a string', { text: 42, updated_at: '2026-11-28T10:00:00.000Z' }],
    ['a control character', { text: 'bell \u0007', updated_at: '2026-11-28T10:00:00.000Z' }],
  ])('refuses %s with a 400 envelope and stores nothing', async (_name, body) => {
    expectError(await write(visitor.token, { participant_id: participantAt(0).id, ...body }), 400, 'InvalidInput');
    expect(await storedRows(visitor.id)).toEqual([]);
  });

  it('answers 404 for an unknown exhibitor and one of another site type, and 401 without a token', async () => {
    const time = minutesAgo(1);
    expectError(await write(visitor.token, { participant_id: crypto.randomUUID(), text: 'x', updated_at: time }), 404, 'EntityNotFound');
    const other = await createOtherSite(db, 'NOTESTEST', 'ZN27');
    expectError(await write(visitor.token, { participant_id: other.participantId, text: 'x', updated_at: time }), 404, 'EntityNotFound');
    const anonymous = await api.send('POST', `${P}/user/participants/note/`, {
      participant_id: participantAt(0).id,
      text: 'x',
      updated_at: time,
    });
    expect(anonymous.status).toBe(401);
    expect(await storedRows(visitor.id)).toEqual([]);
  });

  it('keeps one account’s notes out of another’s reach', async () => {
    const id = participantAt(5).id;
    await write(visitor.token, { participant_id: id, text: 'private to the first visitor', updated_at: minutesAgo(4) });
    const other = await createSignedInVisitor(api, 'notes-other');
    expect(await notesOf(other.token)).toEqual([]);
    // The other account writing on the same exhibitor writes its own note and never sees or changes the first.
    const own = await write(other.token, { participant_id: id, text: 'the second visitor’s', updated_at: minutesAgo(60) });
    expect(v.parse(ParticipantNoteSchema, own.body).text).toBe('the second visitor’s');
    expect((await storedRows(visitor.id)).map((row) => row.text)).toEqual(['private to the first visitor']);
    const contacts = await download(other.token, 'csv');
    expect(contacts.text).not.toContain('private to the first visitor');
  });

  it('answers 429 with the envelope once an account has spent its budget of saves or downloads, and stores nothing', async () => {
    const spent = (budget: { name: string; limit: number }) => ({
      key: `${budget.name}:user:${visitor.id}`,
      count: budget.limit * api.server.deps.env.RATE_LIMIT_SCALE,
      resetAt: new Date(Date.now() + 60_000),
    });
    await db.insert(rateLimits).values([spent(NOTE_WRITE_BUDGET), spent(CONTACTS_EXPORT_BUDGET)]);
    const res = await write(visitor.token, { participant_id: participantAt(0).id, text: 'one too many', updated_at: minutesAgo(1) });
    expectError(res, 429, 'TooManyRequests');
    expect(await storedRows(visitor.id)).toEqual([]);
    expectError(await api.get(`${P}/user/participants_contacts/?format=csv`, { token: visitor.token }), 429, 'TooManyRequests');
  });

  it('goes with the account', async () => {
    await write(visitor.token, { participant_id: participantAt(6).id, text: 'bye', updated_at: minutesAgo(1) });
    expect(await storedRows(visitor.id)).toHaveLength(1);
    await db.delete(users).where(eq(users.id, visitor.id));
    expect(
      await db
        .select()
        .from(participantNotes)
        .where(and(eq(participantNotes.userId, visitor.id))),
    ).toEqual([]);
  });
});

async function download(token: string, format: string, lang = 'ru') {
  const res = await fetch(`${api.server.url}${P}/user/participants_contacts/?ex_prefix=${current}&format=${format}&lang_code=${lang}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, text: bytes.toString('utf8') };
}

async function xlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: string[][] = [];
  workbook.worksheets[0]?.eachRow((row) => rows.push((row.values as unknown[]).slice(1).map((cell) => String(cell ?? ''))));
  return rows;
}

describe('my contacts', () => {
  const star = (token: string, participantId: string) =>
    api.send('POST', `${P}/user/participants/favorite/`, { participant_id: participantId, added_to_favorite: true }, { token });

  it('lists the favourite exhibitors with stands, contacts and notes as CSV and xlsx, formulas neutralised', async () => {
    const noted = participantAt(7);
    const plain = participantAt(8);
    const notFavourite = participantAt(9);
    await star(visitor.token, noted.id);
    await star(visitor.token, plain.id);
    await write(visitor.token, { participant_id: noted.id, text: '=HYPERLINK("http://evil")', updated_at: minutesAgo(2) });
    await write(visitor.token, { participant_id: notFavourite.id, text: 'not starred', updated_at: minutesAgo(2) });

    const csv = await download(visitor.token, 'csv');
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(csv.headers.get('content-disposition')).toContain(`filename="contacts-${current}.csv"`);
    const csvRows = parse(csv.bytes, { bom: true }) as string[][];
    const xlsx = await download(visitor.token, 'xlsx');
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get('content-type')).toContain('spreadsheetml');
    const sheetRows = await xlsxRows(xlsx.bytes);

    for (const rows of [csvRows, sheetRows]) {
      const [header, ...body] = rows;
      expect(header).toContain('Заметка');
      expect(body).toHaveLength(2);
      const byName = new Map(body.map((row) => [row[0], row]));
      const notedRow = byName.get(noted.short_title);
      expect(notedRow?.at(-1)).toBe(`'=HYPERLINK("http://evil")`);
      expect(notedRow?.[2]).toBe(noted.stands.join(', '));
      expect(notedRow?.[4]).toBe(noted.email);
      expect(byName.get(plain.short_title)?.at(-1)).toBe('');
      expect(rows.flat()).not.toContain('not starred');
    }
  });

  it('writes the headers in the visitor’s language', async () => {
    const zh = await download(visitor.token, 'csv', 'zh');
    expect((parse(zh.bytes, { bom: true }) as string[][])[0]).toContain('备注');
  });

  it('refuses an unknown format with a 400 envelope and answers 401 without a token', async () => {
    const res = await api.get(`${P}/user/participants_contacts/?ex_prefix=${current}&format=pdf`, { token: visitor.token });
    expectError(res, 400, 'InvalidInput');
    expect((await api.get(`${P}/user/participants_contacts/?ex_prefix=${current}&format=csv`)).status).toBe(401);
  });
});
