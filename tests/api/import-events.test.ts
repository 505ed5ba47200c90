/**
 * The business programme from a sheet: Moscow wall-clock times come out of the API as written, the same
 * sheet again changes nothing, one edited cell changes one session's one field, and export → import is a
 * no-op (matched by external_id).
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../src/contract/common';
import { EventsResponseSchema, type ProgrammeEvent } from '../../src/contract/events';
import { exhibitions } from '../../server/db/schema';
import { toVenueIso } from '../../server/http/dates';
import { EVENT_COLUMNS } from '../../server/import/kinds/events';
import { runExport, runImport } from '../../server/import/run';
import { useApiServer } from '../support/api-server';
import { tempFolder, writeWorkbook, type SheetRow } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const folder = tempFolder('import-events');
afterAll(() => import('node:fs').then((fs) => fs.rmSync(folder, { recursive: true, force: true })));

const [show] = await db.select().from(exhibitions).where(eq(exhibitions.prefixContract, CURRENT));
if (!show) throw new Error('no current exhibition');
const firstDay = toVenueIso(show.dateStart).slice(0, 10);
// The Russian way of writing the same day, which organisers' sheets often use.
const firstDayRu = firstDay.split('-').reverse().join('.');

const rows: SheetRow[] = Array.from({ length: 40 }, (_, i) => {
  const hour = String(9 + (i % 8)).padStart(2, '0');
  const row: SheetRow = {
    external_id: `PRG-${i + 1}`,
    date: i % 2 ? firstDay : firstDayRu,
    start_time: `${hour}:00`,
    end_time: `${hour}:45`,
    phone: `+7 495 100-00-${String(i).padStart(2, '0')}`,
    link: i % 3 ? '' : `https://expo.example/program/${i}`,
  };
  for (const lang of LANGS) {
    row[`name_${lang}`] = `Session ${i + 1} (${lang})`;
    row[`location_${lang}`] = `Hall ${(i % 4) + 1} (${lang})`;
    row[`org_text_${lang}`] = `Organiser ${i % 5} (${lang})`;
  }
  return row;
});
const file = path.join(folder, 'programme.xlsx');
const importFile = (source: string, prune = false) => runImport(db, { kind: 'events', source, exhibition: CURRENT, prune, dryRun: false });

async function programme(lang: Lang): Promise<ProgrammeEvent[]> {
  const res = await api.get(`/api/public/events/?ex_prefix=${CURRENT}&lang_code=${lang}`);
  expect(res.status).toBe(200);
  return v.parse(EventsResponseSchema, res.body);
}

describe('importing the programme sheet', () => {
  it('replaces the programme (--prune) and the API answers every session as written, in Moscow time', async () => {
    const before = await programme('ru');
    await writeWorkbook(file, EVENT_COLUMNS, rows);
    const report = await importFile(file, true);
    expect(report.problems).toEqual([]);
    expect(report.counts).toEqual({ added: rows.length, changed: 0, unchanged: 0, removed: before.length });
    for (const lang of LANGS) {
      const items = await programme(lang);
      expect(items).toHaveLength(rows.length);
      const byName = new Map(items.map((item) => [item.name, item]));
      for (const row of rows) {
        const item = byName.get(row[`name_${lang}`] ?? '') as ProgrammeEvent;
        expect(item.start_at).toBe(`${firstDay}T${row.start_time}:00+03:00`);
        expect(item.end_at).toBe(`${firstDay}T${row.end_time}:00+03:00`);
        expect(item.location.name).toBe(row[`location_${lang}`]);
        expect(item.org_text).toBe(row[`org_text_${lang}`]);
        expect(item.phone).toBe(row.phone);
        expect(item.link).toBe(row.link);
      }
    }
  });

  it('the same sheet again is "0 changed"; one edited time is "1 changed" in that one field', async () => {
    expect((await importFile(file)).counts).toEqual({ added: 0, changed: 0, unchanged: rows.length, removed: 0, kept: 0 });
    const before = await programme('en');
    const edited = rows.map((row) => ({ ...row }));
    (edited[7] as SheetRow).end_time = '18:30';
    const editedFile = path.join(folder, 'edited.xlsx');
    await writeWorkbook(editedFile, EVENT_COLUMNS, edited);
    expect((await importFile(editedFile)).counts).toEqual({ added: 0, changed: 1, unchanged: rows.length - 1, removed: 0, kept: 0 });
    const after = await programme('en');
    const differences = after.flatMap((item) => {
      const old = before.find((candidate) => candidate.id === item.id) as ProgrammeEvent;
      return (Object.keys(item) as (keyof ProgrammeEvent)[])
        .filter((key) => JSON.stringify(item[key]) !== JSON.stringify(old[key]))
        .map((key) => `${item.name}.${key}`);
    });
    expect(differences).toEqual(['Session 8 (en).end_at']);
  });

  it.each(['xlsx', 'csv'])('exports to .%s and imports the export as "0 changed"', async (format) => {
    const out = path.join(folder, `programme-export.${format}`);
    expect(await runExport(db, { kind: 'events', target: out, exhibition: CURRENT })).toEqual({ rows: rows.length });
    const report = await importFile(out);
    expect(report.problems).toEqual([]);
    expect(report.counts).toEqual({ added: 0, changed: 0, unchanged: rows.length, removed: 0, kept: 0 });
  });
});
