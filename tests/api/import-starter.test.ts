/**
 * `export -- starter` writes the `all` folder as templates, one example row per sheet, and `import -- all`
 * of it brings an empty production site up: every public screen's call answers, with the examples.
 */
import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PUBLIC_PATH, LANGS } from '../../src/contract/common';
import { NewsListSchema } from '../../src/contract/news';
import { ParticipantsResponseSchema } from '../../src/contract/participants';
import { SiteResponseSchema } from '../../src/contract/site';
import { ALL_FOLDER, perExhibitionPath, starterShow } from '../../server/import/all';
import { runExport } from '../../server/import/export';
import { runImport } from '../../server/import/run';
import { readTable, readTableIfAny } from '../../server/import/sheet';
import { testApiFor } from '../support/api-server';
import { productionServerOnEmptyDatabase } from '../support/empty-database';
import { tempFolder } from '../support/import-workbooks';

const root = tempFolder('import-starter');
const folder = path.join(root, 'starter');
const server = await productionServerOnEmptyDatabase();
const api = testApiFor(server, () => {
  throw new Error('this server keeps real time');
});
afterAll(() => rmSync(root, { recursive: true, force: true }));
const P = API_PUBLIC_PATH;
const show = starterShow(new Date());

/**
 * Sheets that hold more than one example: a fixed set (the app's three languages, the home page's fields)
 * or a structure (the menu: a heading and one of its items; partners: a group and one of its companies).
 */
const FIXED_SHEETS = new Set(['languages', 'home', 'menu', 'partners']);

describe('the starter folder', () => {
  it('holds every file of the all folder, with one example row per sheet, and a README', async () => {
    await runExport(null, { kind: 'starter', target: folder });
    expect(readdirSync(folder)).toContain('README.md');
    for (const place of ALL_FOLDER) {
      const relative = place.perExhibition ? perExhibitionPath(place, show.prefix) : place.path;
      // A folder's own workbook (the hall plans' halls.xlsx) is checked like the others; news and pages have none.
      const file = /\.xlsx$/.test(relative) ? path.join(folder, relative) : path.join(folder, relative, `${place.kind}.xlsx`);
      if (!/\.xlsx$/.test(relative) && !existsSync(file)) continue;
      const ExcelJS = (await import('exceljs')).default;
      const book = await new ExcelJS.Workbook().xlsx.readFile(file);
      for (const sheet of book.worksheets) {
        if (FIXED_SHEETS.has(sheet.name)) continue;
        const table = await readTableIfAny(file, { sheet: sheet.name });
        expect(table?.records.length, `${place.path}:${sheet.name}`).toBe(1);
      }
    }
    expect((await readTable(path.join(folder, 'site.xlsx'), { sheet: 'languages' })).records).toHaveLength(LANGS.length);
  });

  it('imports into an empty production database and brings the site up', { timeout: 120_000 }, async () => {
    const report = await runImport(server.deps.db, { kind: 'all', source: folder, dryRun: false, prune: false });
    expect(report.problems).toEqual([]);
    expect(report.counts).toMatchObject({ changed: 0, unchanged: 0, removed: 0 });
    for (const step of report.steps) expect(step.counts?.added, step.source).toBeGreaterThan(0);
    // The server keeps its "no exhibition" answer for a second (http/site-readiness.ts), as an import runs in
    // another process: the site comes up within that second, and a fast import lands inside it.
    await expect.poll(async () => (await api.get(`${P}/site/?lang_code=ru`)).status, { timeout: 5000 }).toBe(200);
    for (const lang of LANGS) {
      const site = await api.get(`${P}/site/?lang_code=${lang}`);
      expect(site.status, lang).toBe(200);
      expect(v.parse(SiteResponseSchema, site.body).site_config.prefix_contract).toBe(show.prefix);
      for (const call of [
        '/htmlblock/',
        '/contacts/',
        '/topics/',
        '/partners/',
        '/reviews/',
        '/contests/',
        '/photo_galleries/',
        '/pressrelease/',
      ]) {
        expect((await api.get(`${P}${call}?lang_code=${lang}`)).status, `${call} ${lang}`).toBe(200);
      }
      expect((await api.get(`${P}/html_pages/detail/?url=about&lang_code=${lang}`)).status).toBe(200);
      expect(v.parse(NewsListSchema, (await api.get(`${P}/news/?lang_code=${lang}`)).body).count).toBe(1);
      expect(v.parse(ParticipantsResponseSchema, (await api.get(`${P}/participants/?lang_code=${lang}`)).body)).toHaveLength(1);
      expect((await api.get(`${P}/events/?lang_code=${lang}`)).status).toBe(200);
    }
    const site = v.parse(SiteResponseSchema, (await api.get(`${P}/site/?lang_code=ru`)).body);
    const banner = await fetch(server.url + site.site_config.type.main_page_info.banner);
    expect(banner.status).toBe(200);
    expect(banner.headers.get('content-type')).toBe('image/png');
  });
});
