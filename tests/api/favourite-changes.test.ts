/**
 * What changed in a visitor's favourites (issue 34): an events import that moves, relocates or drops a
 * favourite event, and any write that moves a favourite exhibitor's stand, leave a change log entry for
 * the accounts that had it; the account sees each once, on every device it signs in on, in its language.
 */
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangesSeenResultSchema, FavouriteChangesSchema, type FavouriteChange } from '../../src/contract/changes';
import { ErrorEnvelopeSchema, type Lang } from '../../src/contract/common';
import { EventsResponseSchema, type ProgrammeEvent } from '../../src/contract/events';
import { ParticipantsResponseSchema } from '../../src/contract/participants';
import { events, favouriteChangeRecipients, participants, users } from '../../server/db/schema';
import { runExport, runImport } from '../../server/import/run';
import { createSignedInVisitor, login, registerUser } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { tempFolder } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const P = '/api/public';
const { current } = await seededExhibitions(db);
const folder = tempFolder('favourite-changes');
afterAll(() => import('node:fs').then((fs) => fs.rmSync(folder, { recursive: true, force: true })));

async function changes(token: string, lang: Lang = 'ru'): Promise<{ changes: FavouriteChange[]; unseen: number }> {
  const res = await api.get(`${P}/user/favorite_changes/?ex_prefix=${current}&lang_code=${lang}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return v.parse(FavouriteChangesSchema, res.body);
}
const seen = (token: string, body: unknown) => api.send('POST', `${P}/user/favorite_changes/seen/`, body, { token });
async function programme(lang: Lang): Promise<ProgrammeEvent[]> {
  return v.parse(EventsResponseSchema, (await api.get(`${P}/events/?ex_prefix=${current}&lang_code=${lang}`)).body);
}
function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(v.parse(ErrorEnvelopeSchema, res.body).error_code).toBe(code);
}

/** Two hours later on the same day, as the organiser would type it into the sheet. */
const laterBy2h = (time: string) => `${String(Number(time.slice(0, 2)) + 2).padStart(2, '0')}${time.slice(2)}`;

let phone: string;
let laptop: string;
let accountId: string;
let moved: ProgrammeEvent;
let relocated: ProgrammeEvent;
let cancelled: ProgrammeEvent;
let relocatedEn: ProgrammeEvent;

beforeAll(async () => {
  const account = await registerUser(api);
  phone = account.access;
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, account.user.login));
  if (!row) throw new Error('the account was not stored');
  accountId = row.id;
  const second = await login(api, account.user.login, account.password);
  expect(second.status).toBe(200);
  laptop = (second.body as { access: string }).access;

  // Three of the programme's morning sessions (early enough that two hours later is the same day).
  const listed = (await programme('ru')).filter((event) => Number(event.start_at.slice(11, 13)) <= 15);
  expect(listed.length).toBeGreaterThanOrEqual(3);
  [moved, relocated, cancelled] = listed as [ProgrammeEvent, ProgrammeEvent, ProgrammeEvent];
  relocatedEn = (await programme('en')).find((event) => event.id === relocated.id) as ProgrammeEvent;
  for (const event of [moved, relocated, cancelled]) {
    const res = await api.send('POST', `${P}/user/events/favorite/`, { event_id: event.id, added_to_favorite: true }, { token: phone });
    expect(res.status).toBe(200);
  }

  // The organiser exports the programme, edits three rows and imports it back with --prune.
  const ids = await db
    .select({ id: events.id, externalId: events.externalId })
    .from(events)
    .where(inArray(events.id, [moved.id, relocated.id, cancelled.id]));
  const external = new Map(ids.map((row) => [row.id, row.externalId]));
  const file = path.join(folder, 'programme.xlsx');
  await runExport(db, { kind: 'events', target: file, exhibition: current });
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const header = (sheet.getRow(1).values as unknown[]).map(String);
  const column = (name: string) => header.indexOf(name);
  let drop = 0;
  sheet.eachRow((row, number) => {
    const id = row.getCell(column('external_id')).text;
    if (id === external.get(moved.id)) {
      for (const name of ['start_time', 'end_time']) row.getCell(column(name)).value = laterBy2h(row.getCell(column(name)).text);
    }
    if (id === external.get(relocated.id)) {
      row.getCell(column('location_ru')).value = 'Конференц-зал «Северный»';
      row.getCell(column('location_en')).value = 'North Conference Hall';
      row.getCell(column('location_zh')).value = '北会议厅';
    }
    if (id === external.get(cancelled.id)) drop = number;
  });
  expect(drop).toBeGreaterThan(1);
  sheet.spliceRows(drop, 1);
  await book.xlsx.writeFile(file);
  const report = await runImport(db, { kind: 'events', source: file, exhibition: current, prune: true, dryRun: false });
  expect(report.problems).toEqual([]);
});

describe('what changed in the favourites', () => {
  it('lists an imported move, a new room and a cancellation as before → after, in the visitor language', async () => {
    const after = new Map((await programme('ru')).map((event) => [event.id, event]));
    const { changes: list, unseen } = await changes(phone);
    expect(unseen).toBe(list.length);
    const of = (event: ProgrammeEvent, field: FavouriteChange['field']) =>
      list.find((change) => change.entity === 'event' && change.entity_id === String(event.id) && change.field === field);

    expect(of(moved, 'time')).toMatchObject({
      name: moved.name,
      before: `${moved.start_at}/${moved.end_at}`,
      after: `${after.get(moved.id)?.start_at}/${after.get(moved.id)?.end_at}`,
    });
    expect(after.get(moved.id)?.start_at).not.toBe(moved.start_at);
    expect(of(relocated, 'location')).toMatchObject({ before: relocated.location.name, after: 'Конференц-зал «Северный»' });
    expect(of(cancelled, 'cancelled')).toMatchObject({
      name: cancelled.name,
      before: `${cancelled.start_at}/${cancelled.end_at}`,
      after: '',
      location: cancelled.location.name,
    });
    expect(after.has(cancelled.id)).toBe(false);

    const english = (await changes(phone, 'en')).changes.find((change) => change.field === 'location');
    expect(english).toMatchObject({ name: relocatedEn.name, before: relocatedEn.location.name, after: 'North Conference Hall' });
  });

  it('is addressed only to the accounts that had the favourite', async () => {
    const stranger = await createSignedInVisitor(api, 'changes-stranger');
    expect(await changes(stranger.token)).toEqual({ changes: [], unseen: 0 });
  });

  it('logs a favourite exhibitor stand moved by any write to the database', async () => {
    const catalogue = v.parse(ParticipantsResponseSchema, (await api.get(`${P}/participants/?ex_prefix=${current}&lang_code=zh`)).body);
    const exhibitor = catalogue.find((item) => item.stands.length > 0);
    if (!exhibitor) throw new Error('no exhibitor has a stand');
    const res = await api.send(
      'POST',
      `${P}/user/participants/favorite/`,
      { participant_id: exhibitor.id, added_to_favorite: true },
      { token: laptop },
    );
    expect(res.status).toBe(200);
    // An operator's SQL, not the app: the trigger logs it all the same.
    await db
      .update(participants)
      .set({ stands: ['9Z99'] })
      .where(eq(participants.id, exhibitor.id));
    const change = (await changes(laptop, 'zh')).changes.find((item) => item.entity === 'participant');
    expect(change).toMatchObject({
      entity_id: exhibitor.id,
      field: 'stands',
      name: exhibitor.short_title,
      before: exhibitor.stands.join(', '),
      after: '9Z99',
    });
  });

  it('is seen once for the account: marked on one device, gone on the other', async () => {
    const before = await changes(laptop);
    expect(before.unseen).toBeGreaterThanOrEqual(4);
    const newest = Math.max(...before.changes.map((change) => change.id));
    const res = await seen(phone, { ex_prefix: current, up_to: newest });
    expect(res.status).toBe(200);
    expect(v.parse(ChangesSeenResultSchema, res.body)).toEqual({ unseen: 0 });
    expect(await changes(laptop)).toEqual({ changes: [], unseen: 0 });
    // Marking again is harmless.
    expect((await seen(laptop, { ex_prefix: current, up_to: newest })).status).toBe(200);
  });

  it('refuses bad input and strangers with the envelope, and goes with the account', async () => {
    expectError(await seen(phone, { ex_prefix: current, up_to: 'all' }), 400, 'InvalidInput');
    expectError(await seen(phone, { ex_prefix: 'nope', up_to: 1 }), 400, 'InvalidInput');
    expectError(await seen(phone, { ex_prefix: 'ZZ99', up_to: 1 }), 404, 'EntityNotFound');
    const anonymous = await api.get(`${P}/user/favorite_changes/?ex_prefix=${current}`);
    expect(anonymous.status).toBe(401);
    await db.delete(users).where(eq(users.id, accountId));
    expect(await db.select().from(favouriteChangeRecipients).where(eq(favouriteChangeRecipients.userId, accountId))).toEqual([]);
  });
});
