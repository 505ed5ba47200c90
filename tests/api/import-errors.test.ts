/**
 * Files with mistakes: the dry run names each one by file, sheet, row and column; a real run refuses the
 * whole file and the database (and so the API) is exactly as before.
 */
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { events, exhibitions, participants, participantTopics } from '../../server/db/schema';
import { toVenueIso } from '../../server/http/dates';
import { EVENT_COLUMNS } from '../../server/import/kinds/events';
import { formatReport, runImport } from '../../server/import/run';
import { columnLetter } from '../../server/import/sheet';
import { useApiServer } from '../support/api-server';
import { participantHeaders, participantRows, tempFolder, writeWorkbook, type SheetRow } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const folder = tempFolder('import-errors');
afterAll(() => import('node:fs').then((fs) => fs.rmSync(folder, { recursive: true, force: true })));

/** Everything an import could touch, and what the API answers from it. */
async function snapshot() {
  const api1 = await api.get(`/api/public/participants/?ex_prefix=${CURRENT}&lang_code=en`);
  const api2 = await api.get(`/api/public/events/?ex_prefix=${CURRENT}&lang_code=en`);
  return JSON.stringify({
    participants: await db.select().from(participants).orderBy(asc(participants.id)),
    topics: await db.select().from(participantTopics).orderBy(asc(participantTopics.participantId), asc(participantTopics.topicCid)),
    events: await db.select().from(events).orderBy(asc(events.id)),
    api: [api1.body, api2.body],
  });
}

const headers = participantHeaders();
const place = (file: string, sheet: string, row: number, header: string, cols = headers) =>
  `${file}:${sheet}:${row}:${header} (${columnLetter(cols.indexOf(header))})`;

describe('an exhibitor workbook with mistakes', () => {
  const file = path.join(folder, 'errors.xlsx');
  let rows: SheetRow[] = [];

  it('the dry run lists a missing name, an unknown country, a bad e-mail and a duplicated one_cid, each with its row and column', async () => {
    rows = await participantRows(db, 6, { tag: 'E' });
    (rows[1] as SheetRow).short_title_ru = ''; // sheet row 3
    (rows[2] as SheetRow).country_cid = 'NO-SUCH-COUNTRY'; // row 4
    (rows[3] as SheetRow).email = 'not an e-mail'; // row 5
    (rows[4] as SheetRow).one_cid = (rows[0] as SheetRow).one_cid as string; // row 6 repeats row 2
    await writeWorkbook(file, headers, rows, 'Exhibitors');
    const before = await snapshot();

    const report = await runImport(db, { kind: 'participants', source: file, exhibition: CURRENT, prune: false, dryRun: true });
    expect(report.counts).toBeNull();
    const lines = formatReport(report);
    expect(lines).toEqual([
      `${place('errors.xlsx', 'Exhibitors', 3, 'short_title_ru')} is required`,
      `${place('errors.xlsx', 'Exhibitors', 4, 'country_cid')} unknown country NO-SUCH-COUNTRY`,
      `${place('errors.xlsx', 'Exhibitors', 5, 'email')} Enter a valid e-mail address`,
      `${place('errors.xlsx', 'Exhibitors', 6, 'one_cid')} one_cid ${rows[0]?.one_cid} is also on row 2`,
      'participants: dry run: 4 problem(s); nothing was written.',
    ]);
    expect(await snapshot()).toBe(before);
  });

  it('a real run refuses the whole file: the database and the API are unchanged', async () => {
    const before = await snapshot();
    const report = await runImport(db, { kind: 'participants', source: file, exhibition: CURRENT, prune: true, dryRun: false });
    expect(report.problems).toHaveLength(4);
    expect(report.counts).toBeNull();
    expect(formatReport(report).at(-1)).toBe('participants: import refused: 4 problem(s); nothing was written.');
    expect(await snapshot()).toBe(before);
  });

  it('a logo file that is not a picture refuses the whole file: nothing is written', async () => {
    const good = await participantRows(db, 3, { tag: 'P' });
    (good[2] as SheetRow).logo = 'broken.png';
    await import('node:fs/promises').then((fs) => fs.writeFile(path.join(folder, 'broken.png'), 'not a picture'));
    const bad = path.join(folder, 'bad-logo.xlsx');
    await writeWorkbook(bad, headers, good);
    const before = await snapshot();
    const report = await runImport(db, { kind: 'participants', source: bad, exhibition: CURRENT, prune: false, dryRun: false });
    expect(report.problems.map((problem) => [problem.row, problem.column])).toEqual([
      [4, `logo (${columnLetter(headers.indexOf('logo'))})`],
    ]);
    expect(await snapshot()).toBe(before);
  });
});

describe('a programme sheet with mistakes', () => {
  it('names a date outside the exhibition, a bad time and a missing name; a real run changes nothing', async () => {
    const [show] = await db.select().from(exhibitions).where(eq(exhibitions.prefixContract, CURRENT));
    if (!show) throw new Error('no current exhibition');
    const firstDay = toVenueIso(show.dateStart).slice(0, 10);
    const dayAfter = new Date(show.dateEnd.getTime() + 3 * 86_400_000);
    const outside = toVenueIso(dayAfter).slice(0, 10);
    const row = (id: string, date: string, start: string, name: string): SheetRow => ({
      external_id: id,
      date,
      start_time: start,
      end_time: '12:00',
      name_ru: name,
      name_en: name,
      name_zh: name,
      location_ru: 'Зал 1',
      phone: '+7 495 000-00-00',
      link: '',
    });
    const rows = [
      row('S-1', firstDay, '10:00', 'Открытие'),
      row('S-2', outside, '10:00', 'Поздно'),
      row('S-3', firstDay, '25:00', 'Время'),
      row('S-4', firstDay, '10:00', ''),
    ];
    const file = path.join(folder, 'programme.xlsx');
    await writeWorkbook(file, EVENT_COLUMNS, rows, 'Programme');
    const before = await snapshot();
    const dry = await runImport(db, { kind: 'events', source: file, exhibition: CURRENT, prune: false, dryRun: true });
    const at = (r: number, h: string) => place('programme.xlsx', 'Programme', r, h, EVENT_COLUMNS);
    expect(formatReport(dry)).toEqual([
      `${at(3, 'date')} ${outside} is outside the exhibition ${CURRENT} (${firstDay} – ${toVenueIso(show.dateEnd).slice(0, 10)})`,
      `${at(4, 'start_time')} must be a time such as 10:00 (Moscow time)`,
      `${at(5, 'name_ru')} is required`,
      'events: dry run: 3 problem(s); nothing was written.',
    ]);
    const real = await runImport(db, { kind: 'events', source: file, exhibition: CURRENT, prune: true, dryRun: false });
    expect(real.problems).toHaveLength(3);
    expect(await snapshot()).toBe(before);
  });

  it('an unknown exhibition is one problem of the file, not a crash', async () => {
    const file = path.join(folder, 'programme.xlsx');
    const report = await runImport(db, { kind: 'events', source: file, exhibition: 'XX99', prune: false, dryRun: true });
    expect(report.problems.map((problem) => problem.message)).toContain('there is no exhibition XX99');
  });
});
