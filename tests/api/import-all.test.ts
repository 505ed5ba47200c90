/**
 * One folder moves a show: `export -- all` of the demo writes every kind in the organiser's formats, an
 * empty production database (not ready, answering 503) loads the folder with `import -- all` in one
 * transaction and is ready, and the server on it answers every public API call, in every language, exactly
 * as the demo's server does, pictures byte for byte, and renders every page of its sitemap the same. A folder with mistakes is refused whole, every
 * mistake listed, nothing written.
 */
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { READINESS_PATH, ReadinessSchema } from '../../src/contract/health';
import { exhibitions, mediaFiles, news, participants } from '../../server/db/schema';
import { ALL_FOLDER, perExhibitionPath } from '../../server/import/all';
import { runExport } from '../../server/import/export';
import { runImport } from '../../server/import/run';
import { useApiServer } from '../support/api-server';
import { writeSmallHallPlan } from '../support/hall-plans';
import { productionServerOnEmptyDatabase } from '../support/empty-database';
import { tempFolder } from '../support/import-workbooks';
import { crawlPublicPages, crawlPublicSite, differences, firstDifference } from '../support/public-api-crawl';
import { seededExhibitions } from '../support/seeded-exhibitions';
import { editCell } from './import-content-support';

const demo = await useApiServer();
const { current: CURRENT } = await seededExhibitions(demo.server.deps.db);
const root = tempFolder('import-all');
const folder = path.join(root, 'show');
const moved = await productionServerOnEmptyDatabase();
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Every public call of server/routes/ a visitor's pages make (the personal ones excepted), and the sitemap. */
const PUBLIC_CALLS = [
  '/api/public/contacts/',
  '/api/public/contests/',
  '/api/public/contests/detail/',
  '/api/public/contests/laureates/',
  '/api/public/current_exhibition/',
  '/api/public/events/',
  '/api/public/halls/',
  '/api/public/halls/detail/',
  '/api/public/html_pages/detail/',
  '/api/public/htmlblock/',
  '/api/public/news/',
  '/api/public/news/detail/',
  '/api/public/participants/',
  '/api/public/participants/filters/',
  '/api/public/partners/',
  '/api/public/photo_galleries/',
  '/api/public/photo_galleries/detail/',
  '/api/public/pressrelease/',
  '/api/public/previous_exhibitions/',
  '/api/public/reviews/',
  '/api/public/site/',
  '/api/public/topics/',
  '/sitemap.xml',
];

const rowsOf = async (table: typeof exhibitions | typeof participants | typeof news | typeof mediaFiles) =>
  (await moved.deps.db.select({ n: count() }).from(table))[0]?.n ?? 0;

describe('one folder moves a show', () => {
  it('export -- all writes every kind in the organiser’s formats, the pictures they name and a README', { timeout: 300_000 }, async () => {
    // The show's hall plans are the test's own, whatever plans the seed draws.
    const plan = writeSmallHallPlan(path.join(root, 'plan'));
    const planned = await runImport(demo.server.deps.db, { kind: 'halls', source: plan, exhibition: CURRENT, dryRun: false, prune: false });
    expect(planned.problems).toEqual([]);
    const result = await runExport(demo.server.deps.db, { kind: 'all', target: folder });
    expect(result.missing).toEqual([]);
    for (const place of ALL_FOLDER) {
      const at = place.perExhibition ? path.join(folder, perExhibitionPath(place, CURRENT)) : path.join(folder, place.path);
      expect(existsSync(at), at).toBe(true);
    }
    expect(readdirSync(path.join(folder, 'news')).filter((name) => name.endsWith('.md')).length).toBeGreaterThan(0);
    expect(result.media).toBeGreaterThan(0);
    expect(readdirSync(path.join(folder, 'media'))).toEqual(expect.arrayContaining(['logo', 'news', 'gallery']));
    const readme = readFileSync(path.join(folder, 'README.md'), 'utf8');
    for (const place of ALL_FOLDER) expect(readme, place.path).toContain(place.path.replace('participants', 'participants/'));
    expect(readme).toContain('npm run import -- all');
  });

  it('the empty production site is not ready, and its public API answers 503, until a show is imported', async () => {
    const ready = await fetch(moved.url + READINESS_PATH);
    expect(ready.status).toBe(503);
    expect(v.parse(ReadinessSchema, await ready.json()).checks.exhibition).toBe('missing');
    expect((await fetch(`${moved.url}/api/public/site/?lang_code=ru`)).status).toBe(503);
  });

  it('refuses a folder with mistakes in several files: every problem listed, nothing written', { timeout: 300_000 }, async () => {
    const broken = path.join(root, 'broken');
    cpSync(folder, broken, { recursive: true });
    await editCell(path.join(broken, 'exhibitions.xlsx'), 'exhibitions', 2, 'date_start', 'not a date');
    await editCell(path.join(broken, 'participants', `${CURRENT}.xlsx`), 'participants', 2, 'country_cid', 'NO-SUCH-COUNTRY');
    const newsFile = readdirSync(path.join(broken, 'news')).find((name) => name.endsWith('.md')) ?? '';
    writeFileSync(path.join(broken, 'news', newsFile), 'no front matter');
    const report = await runImport(moved.deps.db, { kind: 'all', source: broken, dryRun: false, prune: false });
    const places = report.problems.map((problem) => `${problem.file} ${problem.message}`);
    expect(places).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^exhibitions\.xlsx must be a date and time/),
        `participants/${CURRENT}.xlsx unknown country NO-SUCH-COUNTRY`,
        expect.stringMatching(new RegExp(`^news/${newsFile.replace('.', '\\.')} has no front matter`)),
      ]),
    );
    expect(report.counts).toBeNull();
    for (const table of [exhibitions, participants, news, mediaFiles]) expect(await rowsOf(table)).toBe(0);
  });

  it('import -- all loads the folder into the empty production database: everything added', { timeout: 300_000 }, async () => {
    const report = await runImport(moved.deps.db, { kind: 'all', source: folder, dryRun: false, prune: false });
    expect(report.problems).toEqual([]);
    expect(report.steps.map((step) => step.kind)).toEqual(expect.arrayContaining(ALL_FOLDER.map((place) => place.kind)));
    expect(report.counts).toMatchObject({ changed: 0, unchanged: 0, removed: 0 });
    for (const step of report.steps) expect(step.counts?.added, step.source).toBeGreaterThan(0);
    const ready = await fetch(moved.url + READINESS_PATH);
    expect(ready.status).toBe(200);
    expect(v.parse(ReadinessSchema, await ready.json())).toMatchObject({ status: 'ready', reasons: [] });
  });

  it(
    'the moved site answers every public API call as the demo does, in every language, pictures byte for byte',
    { timeout: 600_000 },
    async () => {
      const before = await crawlPublicSite(demo.server.url);
      const after = await crawlPublicSite(moved.url);
      // The crawl reached every public call of the site, and the pictures its answers name.
      const calls = new Set([...before.answers.keys()].map((key) => key.split('?')[0]));
      expect([...calls].sort()).toEqual(PUBLIC_CALLS);
      expect([...before.answers.values()].filter((answer) => !answer.startsWith('200 ')).length).toBeLessThan(before.answers.size / 10);
      expect(before.media.size).toBeGreaterThan(100);
      const answers = differences(before.answers, after.answers);
      expect(answers, answers[0] && firstDifference(answers[0], before.answers.get(answers[0]), after.answers.get(answers[0]))).toEqual([]);
      expect(differences(before.media, after.media)).toEqual([]);
    },
  );

  it('the moved site renders every page of its sitemap as the demo does, in every language', { timeout: 600_000 }, async () => {
    const before = await crawlPublicPages(demo.server.url);
    const after = await crawlPublicPages(moved.url);
    expect(before.size).toBeGreaterThan(30);
    expect([...before.values()].filter((page) => !page.startsWith('200 '))).toEqual([]);
    const pages = differences(before, after);
    expect(pages, pages[0] && firstDifference(pages[0], before.get(pages[0]), after.get(pages[0]))).toEqual([]);
  });

  it('the same folder imported again changes nothing', { timeout: 300_000 }, async () => {
    const report = await runImport(moved.deps.db, { kind: 'all', source: folder, dryRun: false, prune: true });
    expect(report.problems).toEqual([]);
    expect(report.counts).toMatchObject({ added: 0, changed: 0, removed: 0 });
  });
});
