/**
 * Sessions name the exhibitors taking part (issue 34): GET /events/ carries their ids as the database
 * links them, the events sheet's participant_cids column round-trips through export → import, an unknown
 * one_cid refuses the file at its cell with nothing written, and a sheet without the column leaves the
 * links alone.
 */
import path from 'node:path';
import { and, asc, count, eq, max, ne } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contract/common';
import { EventsResponseSchema, type ProgrammeEvent } from '../../src/contract/events';
import { eventParticipants, events, participants } from '../../server/db/schema';
import { growCatalogue } from '../../server/seed/large-catalogue';
import { EVENT_COLUMNS } from '../../server/import/kinds/events';
import { runExport, runImport } from '../../server/import/run';
import { columnLetter, readTable } from '../../server/import/sheet';
import { useApiServer } from '../support/api-server';
import { tempFolder, writeWorkbook, type SheetRow } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const folder = tempFolder('event-exhibitors');
afterAll(() => import('node:fs').then((fs) => fs.rmSync(folder, { recursive: true, force: true })));

async function programme(lang = 'ru'): Promise<ProgrammeEvent[]> {
  const res = await api.get(`/api/public/events/?ex_prefix=${CURRENT}&lang_code=${lang}`);
  expect(res.status).toBe(200);
  return v.parse(EventsResponseSchema, res.body);
}

/** Each session's exhibitors' ids as the database links them, in one_cid order. */
async function storedLinks(): Promise<Map<number, string[]>> {
  const rows = await db
    .select({ eventId: eventParticipants.eventId, participantId: eventParticipants.participantId })
    .from(eventParticipants)
    .innerJoin(events, eq(events.id, eventParticipants.eventId))
    .innerJoin(participants, eq(participants.id, eventParticipants.participantId))
    .where(eq(events.exPrefix, CURRENT))
    .orderBy(asc(participants.oneCid));
  const links = new Map<number, string[]>();
  for (const row of rows) links.set(row.eventId, [...(links.get(row.eventId) ?? []), row.participantId]);
  return links;
}

/** The exported sheet's rows as header → text. */
async function sheetRows(file: string): Promise<SheetRow[]> {
  const table = await readTable(file, { names: ['events'], display: path.basename(file) });
  return table.records.map((record) => Object.fromEntries([...record.cells].map(([header, cell]) => [header, cell.text])));
}

const importFile = (source: string, dryRun = false) => runImport(db, { kind: 'events', source, exhibition: CURRENT, prune: false, dryRun });

describe('the exhibitors of a session', () => {
  it.each(LANGS)('GET /events/ in %s carries each session’s exhibitor ids as the database links them', async (lang) => {
    const links = await storedLinks();
    // The demo seed links some sessions (its round tables to three exhibitors), not all of them.
    expect(links.size).toBeGreaterThan(0);
    const items = await programme(lang);
    expect(items.length).toBeGreaterThan(links.size);
    for (const item of items) expect(item.participant_ids).toEqual(links.get(item.id) ?? []);
    expect(items.some((item) => item.participant_ids?.length === 3)).toBe(true);
  });

  it('exports the one_cids in a participant_cids column, and the export imports as "0 changed"', async () => {
    const out = path.join(folder, 'export.xlsx');
    await runExport(db, { kind: 'events', target: out, exhibition: CURRENT });
    const rows = await sheetRows(out);
    const linked = rows.filter((row) => row.participant_cids);
    expect(linked.length).toBe((await storedLinks()).size);
    const report = await importFile(out);
    expect(report.problems).toEqual([]);
    expect(report.counts).toEqual({ added: 0, changed: 0, unchanged: rows.length, removed: 0, kept: 0 });
  });

  it('an edited cell changes that session’s exhibitors, and the API answers them', async () => {
    const out = path.join(folder, 'before-edit.csv');
    await runExport(db, { kind: 'events', target: out, exhibition: CURRENT });
    const rows = await sheetRows(out);
    const target = rows.find((row) => !row.participant_cids) as SheetRow;
    const chosen = await db
      .select({ id: participants.id, oneCid: participants.oneCid })
      .from(participants)
      .where(eq(participants.exPrefix, CURRENT))
      .orderBy(asc(participants.oneCid))
      .limit(2);
    // Separated by ";" like the other list columns, blanks and repeats ignored.
    target.participant_cids = ` ${chosen[1]?.oneCid}; ${chosen[0]?.oneCid};; ${chosen[1]?.oneCid}`;
    const edited = path.join(folder, 'edited.xlsx');
    await writeWorkbook(edited, EVENT_COLUMNS, rows, 'events');
    const report = await importFile(edited);
    expect(report.problems).toEqual([]);
    expect(report.counts).toMatchObject({ added: 0, changed: 1, removed: 0 });
    expect(report.steps[0]?.changes?.changed).toEqual([
      { key: target.external_id, fields: [{ field: 'participant_cids', before: '', after: `${chosen[0]?.oneCid}; ${chosen[1]?.oneCid}` }] },
    ]);
    const [stored] = await db
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.exPrefix, CURRENT), eq(events.externalId, target.external_id ?? '')));
    const item = (await programme('zh')).find((candidate) => candidate.id === stored?.id);
    expect(item?.participant_ids).toEqual(chosen.map((row) => row.id));
  });

  it('an unknown one_cid (or another exhibition’s) is an error at its sheet, row and column, and nothing is written', async () => {
    const out = path.join(folder, 'before-unknown.xlsx');
    await runExport(db, { kind: 'events', target: out, exhibition: CURRENT });
    const rows = await sheetRows(out);
    const [elsewhere] = await db
      .select({ oneCid: participants.oneCid })
      .from(participants)
      .where(ne(participants.exPrefix, CURRENT))
      .limit(1);
    const [own] = await db.select({ oneCid: participants.oneCid }).from(participants).where(eq(participants.exPrefix, CURRENT)).limit(1);
    const theirs = (await db.select({ oneCid: participants.oneCid }).from(participants).where(eq(participants.exPrefix, CURRENT))).map(
      (row) => row.oneCid,
    );
    // A company of an earlier show that is not (under that id) in this one.
    const foreign = theirs.includes(elsewhere?.oneCid ?? '') ? 'NO-SUCH-CID' : (elsewhere?.oneCid as string);
    (rows[2] as SheetRow).participant_cids = `${own?.oneCid}; ZZ-00000000`;
    (rows[5] as SheetRow).participant_cids = foreign;
    (rows[5] as SheetRow).end_time = '23:59';
    const bad = path.join(folder, 'unknown.xlsx');
    await writeWorkbook(bad, EVENT_COLUMNS, rows, 'events');
    const before = { links: await storedLinks(), programme: await programme() };
    const report = await importFile(bad);
    const column = `participant_cids (${columnLetter(EVENT_COLUMNS.indexOf('participant_cids'))})`;
    expect(report.problems).toEqual([
      { file: 'unknown.xlsx', sheet: 'events', row: 4, column, message: `unknown exhibitor ZZ-00000000 in ${CURRENT}` },
      { file: 'unknown.xlsx', sheet: 'events', row: 7, column, message: `unknown exhibitor ${foreign} in ${CURRENT}` },
    ]);
    expect(report.counts).toBeNull();
    expect(await storedLinks()).toEqual(before.links);
    expect(await programme()).toEqual(before.programme);
  });

  it('a sheet without the participant_cids column leaves the sessions’ exhibitors as they are', async () => {
    const out = path.join(folder, 'before-no-column.xlsx');
    await runExport(db, { kind: 'events', target: out, exhibition: CURRENT });
    const rows = await sheetRows(out);
    const before = await storedLinks();
    const headers = EVENT_COLUMNS.filter((header) => header !== 'participant_cids');
    const old = path.join(folder, 'no-column.xlsx');
    await writeWorkbook(old, headers, rows, 'events');
    const report = await importFile(old);
    expect(report.problems).toEqual([]);
    expect(report.counts).toMatchObject({ changed: 0, unchanged: rows.length });
    expect(await storedLinks()).toEqual(before);
  });

  it('the benchmark’s grown programme links its added sessions to exhibitors of the same exhibition', async () => {
    const [sizes] = await db
      .select({ n: count(), last: max(events.id) })
      .from(events)
      .where(eq(events.exPrefix, CURRENT));
    const [companies] = await db.select({ n: count() }).from(participants).where(eq(participants.exPrefix, CURRENT));
    const grown = await growCatalogue(db, { participants: (companies?.n ?? 0) + 300, events: (sizes?.n ?? 0) + 200 });
    expect(grown.events.added).toBe(200);
    const links = await storedLinks();
    const added = [...links.keys()].filter((id) => id > (sizes?.last ?? 0));
    expect(added.length).toBeGreaterThan(0);
    const own = new Set(
      (await db.select({ id: participants.id }).from(participants).where(eq(participants.exPrefix, CURRENT))).map((row) => row.id),
    );
    for (const ids of links.values()) for (const id of ids) expect(own.has(id)).toBe(true);
    const items = await programme('en');
    for (const item of items) expect(item.participant_ids).toEqual(links.get(item.id) ?? []);
  });
});
