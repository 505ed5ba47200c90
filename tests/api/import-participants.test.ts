/**
 * Importing 3,000 exhibitors from a workbook: the API then answers exactly the file's rows in three
 * languages; the same file again changes nothing; one edited cell changes one field of one exhibitor;
 * export → import is a no-op in both formats; and an import moves the catalogue and content versions
 * that the API's ETags and the rendered-page cache key hang on.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang } from '../../src/contract/common';
import { ParticipantsResponseSchema, type Participant } from '../../src/contract/participants';
import { PICTURE_WIDTHS } from '../../src/contract/media';
import { appSettings, mediaFiles, participants } from '../../server/db/schema';
import { runExport, runImport } from '../../server/import/run';
import { useApiServer } from '../support/api-server';
import { participantHeaders, participantRows, tempFolder, writeWorkbook, type SheetRow } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const folder = tempFolder('import-participants');
afterAll(() => import('node:fs').then((fs) => fs.rmSync(folder, { recursive: true, force: true })));

const COUNT = 3000;
const workbook = path.join(folder, 'catalogue.xlsx');
const rows = await participantRows(db, COUNT, { folder, logoEvery: 500 });

const importFile = (source: string, prune = false) =>
  runImport(db, { kind: 'participants', source, exhibition: CURRENT, prune, dryRun: false });

async function catalogue(lang: Lang): Promise<Participant[]> {
  const res = await api.get(`/api/public/participants/?ex_prefix=${CURRENT}&lang_code=${lang}`);
  expect(res.status).toBe(200);
  return v.parse(ParticipantsResponseSchema, res.body);
}

const setting = async (key: string) => (await db.select().from(appSettings).where(eq(appSettings.key, key)))[0]?.value;
const list = (cell: string) =>
  cell
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
const flag = (cell: string) => cell === 'yes';

/** The API's exhibitor compared with the file's row, field by field, in one language. */
function expectSameAsRow(item: Participant, row: SheetRow, lang: Lang) {
  expect(item.short_title).toBe(row[`short_title_${lang}`]);
  expect(item.full_title).toBe(row[`full_title_${lang}`]);
  expect(item.address).toBe(row[`address_${lang}`]);
  expect(item.text).toBe(row[`text_${lang}`]);
  expect(item.country_cid).toBe(row.country_cid);
  expect([...item.topic_cids].sort()).toEqual(list(row.topic_cids ?? '').sort());
  expect(item.stands).toEqual(list(row.stands ?? ''));
  expect(item.stand).toBe(list(row.stands ?? '').join(', '));
  expect(item.phone_number).toBe(row.phone_number);
  expect(item.email).toBe(row.email);
  expect(item.website).toBe(row.website);
  expect(item.show_logo_for_ecatalog).toBe(flag(row.show_logo_for_ecatalog ?? ''));
  expect(item.is_text_bold).toBe(flag(row.is_text_bold ?? ''));
  if (row.logo) expect(item.logo_for_ecatalog).toMatch(/^\/media\/logo\/[0-9a-f]{16}\.png$/);
  else expect(item.logo_for_ecatalog).toBeNull();
}

// Each step reads or writes 3,000 rows (and compares them in three languages): well above the default 30 s
// when the whole suite shares two cores.
const SLOW = 120_000;

describe('importing the exhibitor workbook', () => {
  it('the demo exhibitors carry 1C-style one_cids, unique within the exhibition', async () => {
    const cids = (await db.select({ cid: participants.oneCid }).from(participants).where(eq(participants.exPrefix, CURRENT))).map(
      (row) => row.cid,
    );
    expect(cids.length).toBeGreaterThan(0);
    for (const cid of cids) expect(cid).toMatch(/^00-\d{8}$/);
    expect(new Set(cids).size).toBe(cids.length);
  });

  it(
    'loads 3,000 exhibitors, replacing the demo catalogue with --prune, and the API answers exactly the file in ru, en and zh',
    async () => {
      const before = await catalogue('ru');
      await writeWorkbook(workbook, participantHeaders(), rows);
      const report = await importFile(workbook, true);
      expect(report.problems).toEqual([]);
      expect(report.counts).toEqual({ added: COUNT, changed: 0, unchanged: 0, removed: before.length });
      for (const lang of LANGS) {
        const items = await catalogue(lang);
        expect(items).toHaveLength(COUNT);
        const byTitle = new Map(items.map((item) => [item.short_title, item]));
        for (const row of rows) {
          const item = byTitle.get(row[`short_title_${lang}`] ?? '');
          expect(item, `row ${row.one_cid} in ${lang}`).toBeDefined();
          expectSameAsRow(item as Participant, row, lang);
        }
      }
    },
    SLOW,
  );

  it(
    'stores each imported logo once, as its PNG fallback and a WebP at each width the card uses',
    async () => {
      const items = await catalogue('en');
      const logos = items.map((item) => item.logo_for_ecatalog).filter((logo): logo is string => logo !== null);
      expect(logos).toHaveLength(rows.filter((row) => row.logo).length);
      for (const logo of logos) {
        const name = logo.replace(/^\/media\//, '');
        const stored = await db
          .select({ name: mediaFiles.name, type: mediaFiles.contentType })
          .from(mediaFiles)
          .where(like(mediaFiles.name, `${name.replace(/\.png$/, '')}%`));
        const expected = [name, ...PICTURE_WIDTHS.logo.map((width) => name.replace(/\.png$/, `-${width}.webp`))];
        expect(stored.map((row) => row.name).sort()).toEqual(expected.sort());
      }
    },
    SLOW,
  );

  it(
    'imports the same file again as "0 changed", writing nothing (the catalogue version stays)',
    async () => {
      const version = await setting('catalogue_version');
      const report = await importFile(workbook);
      expect(report.counts).toEqual({ added: 0, changed: 0, unchanged: COUNT, removed: 0, kept: 0 });
      expect(await setting('catalogue_version')).toBe(version);
    },
    SLOW,
  );

  it(
    'one edited cell is "1 changed", and only that field of that exhibitor differs in the API; the versions move',
    async () => {
      const before = await catalogue('en');
      const catalogueVersion = await setting('catalogue_version');
      const contentVersion = await setting('content_version');
      const etag = (await api.get(`/api/public/participants/?ex_prefix=${CURRENT}&lang_code=en`)).headers.get('etag');
      const edited = rows.map((row) => ({ ...row }));
      const target = edited[1234] as SheetRow;
      target.email = 'new-address@edited.example';
      const editedFile = path.join(folder, 'edited.xlsx');
      await writeWorkbook(editedFile, participantHeaders(), edited);

      const report = await importFile(editedFile);
      expect(report.counts).toEqual({ added: 0, changed: 1, unchanged: COUNT - 1, removed: 0, kept: 0 });
      const after = await catalogue('en');
      const differences = after.flatMap((item, index) => {
        const old = before[index] as Participant;
        return (Object.keys(item) as (keyof Participant)[])
          .filter((key) => JSON.stringify(item[key]) !== JSON.stringify(old[key]))
          .map((key) => `${item.short_title}.${key}`);
      });
      expect(differences).toEqual([`${target.short_title_en}.email`]);
      expect(await setting('catalogue_version')).not.toBe(catalogueVersion);
      // The rendered pages' cache key (render/content-version.ts) moves with the same write.
      expect(await setting('content_version')).not.toBe(contentVersion);
      const newEtag = (await api.get(`/api/public/participants/?ex_prefix=${CURRENT}&lang_code=en`)).headers.get('etag');
      expect(newEtag).not.toBe(etag);
    },
    SLOW,
  );

  it.each(['xlsx', 'csv'])(
    'exports to .%s, and importing the export unchanged is "0 changed"',
    async (format) => {
      const out = path.join(folder, `export.${format}`);
      expect(await runExport(db, { kind: 'participants', target: out, exhibition: CURRENT })).toEqual({ rows: COUNT });
      const report = await importFile(out);
      expect(report.problems).toEqual([]);
      expect(report.counts).toEqual({ added: 0, changed: 0, unchanged: COUNT, removed: 0, kept: 0 });
      if (format === 'csv') {
        // Phone numbers start with +: a spreadsheet would run them as formulas without the export's apostrophe.
        expect(readFileSync(out, 'utf8')).toContain(`'+7 (495)`);
      }
    },
    SLOW,
  );

  it(
    'without --prune, exhibitors missing from the file are kept and reported; with it they are removed',
    async () => {
      const shorter = path.join(folder, 'shorter.csv');
      const fewer = rows.slice(0, COUNT - 2);
      const { stringify } = await import('csv-stringify/sync');
      const headers = participantHeaders();
      await import('node:fs/promises').then((fs) =>
        fs.writeFile(shorter, stringify([headers, ...fewer.map((row) => headers.map((h) => row[h] ?? ''))])),
      );
      const kept = await importFile(shorter);
      // The edited e-mail of the test before is back to the original: one change.
      expect(kept.counts).toEqual({ added: 0, changed: 1, unchanged: COUNT - 3, removed: 0, kept: 2 });
      expect(await catalogue('ru')).toHaveLength(COUNT);
      const pruned = await importFile(shorter, true);
      expect(pruned.counts).toEqual({ added: 0, changed: 0, unchanged: COUNT - 2, removed: 2 });
      expect(await catalogue('ru')).toHaveLength(COUNT - 2);
    },
    SLOW,
  );
});
