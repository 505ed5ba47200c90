/**
 * The kinds that carry the site itself: an edit in the organiser's file is what the API answers, in the
 * language it was made in. The site's menu and home texts, history cards, contacts, reviews and pages; the
 * exhibitions, whose file names the current one; and the lists other files name (countries, topics,
 * exhibitions), which --prune will not empty under the rows that still name them.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PUBLIC_PATH } from '../../src/contract/common';
import { ContactsResponseSchema } from '../../src/contract/contacts';
import { HistoryListSchema } from '../../src/contract/history';
import { HtmlBlockSchema } from '../../src/contract/htmlblock';
import { ReviewListSchema } from '../../src/contract/reviews';
import { CurrentExhibitionSchema, SiteResponseSchema } from '../../src/contract/site';
import { exhibitions } from '../../server/db/schema';
import { runExport } from '../../server/import/export';
import { readTable } from '../../server/import/sheet';
import { useApiServer } from '../support/api-server';
import { tempFolder, writeWorkbook as writeSheet, type SheetRow } from '../support/import-workbooks';
import { seededExhibitions } from '../support/seeded-exhibitions';
import { editCell, importerFor, writeText } from './import-content-support';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);
const importer = importerFor(db);
const root = tempFolder('import-site-kinds');
afterAll(() => import('node:fs').then((fs) => fs.rmSync(root, { recursive: true, force: true })));
const P = API_PUBLIC_PATH;
const answer = async <T extends v.GenericSchema>(schema: T, call: string, lang: string) =>
  v.parse(schema, (await api.get(`${P}${call}${call.includes('?') ? '&' : '?'}lang_code=${lang}`)).body);

/** A sheet's rows as text by header, and the headers in order. */
async function sheetRows(file: string, sheet: string): Promise<{ headers: string[]; rows: SheetRow[] }> {
  const table = await readTable(file, { sheet });
  return {
    headers: table.headers,
    rows: table.records.map((record) => Object.fromEntries([...record.cells].map(([key, cell]) => [key, cell.text]))),
  };
}

describe('the site, as its workbook says', () => {
  const file = path.join(root, 'site.xlsx');

  it('a menu item renamed in English is renamed in the English menu only; a home text edited in Chinese shows in Chinese', async () => {
    await runExport(db, { kind: 'site', target: file });
    const { rows } = await sheetRows(file, 'menu');
    const index = rows.findIndex((row) => row.parent !== '');
    const item = rows[index] as SheetRow;
    await editCell(file, 'menu', index + 2, 'name_en', 'Renamed in English');
    const home = (await sheetRows(file, 'home')).rows.findIndex((row) => row.field === 'header_title');
    await editCell(file, 'home', home + 2, 'text_zh', '新标题');
    expect(await importer.counts('site', file)).toMatchObject({ added: 0, changed: 2, removed: 0 });
    const names = async (lang: string) =>
      (await answer(SiteResponseSchema, '/site/', lang)).menu.items.flatMap((top) => top.subitems).find((sub) => sub.id === Number(item.id))
        ?.name;
    expect(await names('en')).toBe('Renamed in English');
    expect(await names('ru')).toBe(item.name_ru);
    expect((await answer(HtmlBlockSchema, '/htmlblock/', 'zh')).header_title).toBe('新标题');
  });
});

describe('history, contacts, reviews and pages', () => {
  it('a history card’s link renamed in the workbook is the card’s link on the history page', async () => {
    const file = path.join(root, 'history.xlsx');
    await runExport(db, { kind: 'history', target: file });
    const { rows } = await sheetRows(file, 'menu');
    const [card] = (await answer(HistoryListSchema, '/previous_exhibitions/', 'en')).results;
    const index = rows.findIndex((row) => row.exhibition === card?.prefix_contract);
    await editCell(file, 'menu', index + 2, 'name_en', 'Who exhibited');
    expect(await importer.counts('history', file)).toMatchObject({ changed: 1 });
    const [after] = (await answer(HistoryListSchema, '/previous_exhibitions/', 'en')).results;
    expect(after?.menu.items[0]?.name).toBe('Who exhibited');
  });

  it('a staffer’s job title edited is the contacts page’s', async () => {
    const file = path.join(root, 'contacts.xlsx');
    await runExport(db, { kind: 'contacts', target: file });
    await editCell(file, 'staffers', 2, 'job_title_en', 'Head of Everything');
    expect(await importer.counts('contacts', file)).toMatchObject({ changed: 1 });
    expect((await answer(ContactsResponseSchema, '/contacts/', 'en')).staffers[0]?.position).toBe('Head of Everything');
  });

  it('a new review with a short id gets a UUID made from it: the same on every import, so its link stays', async () => {
    const file = path.join(root, 'reviews.xlsx');
    const headers = ['id', 'date', 'image', 'name_ru', 'full_name_ru', 'position_ru', 'text_ru'];
    const review = {
      id: 'spring-visit',
      date: '2099-01-01',
      name_ru: 'ООО «Весна»',
      full_name_ru: 'Петров Пётр',
      position_ru: 'Директор',
      text_ru: '<p>Отлично.</p>',
    };
    await writeSheet(file, headers, [review], 'reviews');
    expect(await importer.counts('reviews', file)).toMatchObject({ added: 1 });
    const [first] = (await answer(ReviewListSchema, '/reviews/', 'en')).results;
    expect(first).toMatchObject({ name: 'ООО «Весна»', text: '<p>Отлично.</p>', date: '2099-01-01' });
    expect(await importer.counts('reviews', file)).toMatchObject({ added: 0, changed: 0, unchanged: 1 });
    expect((await answer(ReviewListSchema, '/reviews/', 'en')).results[0]?.id).toBe(first?.id);
  });

  it('a new Markdown page is a page of the site, in each language it is written in', async () => {
    const folder = path.join(root, 'pages');
    await runExport(db, { kind: 'pages', target: folder });
    writeText(
      path.join(folder, 'faq.md'),
      '---\ntitle: {ru: Вопросы, en: Questions}\n---\n<!-- lang: ru -->\n**Да.**\n<!-- lang: en -->\n**Yes.**\n',
    );
    expect(await importer.counts('pages', folder)).toMatchObject({ added: 1, changed: 0 });
    expect((await api.get(`${P}/html_pages/detail/?url=faq&lang_code=en`)).body).toEqual({
      title: 'Questions',
      body: '<p><strong>Yes.</strong></p>',
    });
  });
});

describe('the exhibitions, and the lists other files name', () => {
  const newShow = {
    prefix: 'ME28',
    is_current: 'yes',
    registration_available: 'yes',
    date_start: '2028-11-07 10:00',
    date_end: '2028-11-10 16:00',
    name_ru: 'Металл-Индустрия 2028',
    name_en: 'Metal-Industry 2028',
  };
  const headers = Object.keys(newShow);

  it('--prune will not remove a country, a topic or an exhibition that rows still name, and says which', async () => {
    const countries = path.join(root, 'countries.xlsx');
    await writeSheet(countries, ['one_cid', 'name_ru'], [{ one_cid: 'ZZ', name_ru: 'Нигдея' }], 'countries');
    const refused = await importer.run('countries', countries, { prune: true });
    expect(refused.problems[0]?.message).toMatch(/^--prune would remove countries exhibitors still name: /);
    const shows = path.join(root, 'only-2028.xlsx');
    await writeSheet(shows, headers, [newShow], 'exhibitions');
    const report = await importer.run('exhibitions', shows, { prune: true });
    expect(report.problems.map((problem) => problem.message)).toEqual(
      expect.arrayContaining([expect.stringMatching(new RegExp(`^--prune would remove ${CURRENT}, which still has \\d+ exhibitors`))]),
    );
    expect(report.counts).toBeNull();
  });

  it('a file naming a new current exhibition makes it the current one; the one it leaves out stops being current', async () => {
    const shows = path.join(root, 'only-2028.xlsx');
    const dry = await importer.run('exhibitions', shows, { dryRun: true });
    expect(dry.steps[0]?.changes?.added).toEqual([{ key: 'ME28' }]);
    expect(dry.steps[0]?.changes?.changed).toEqual([{ key: CURRENT, fields: [{ field: 'is_current', before: 'true', after: 'false' }] }]);
    expect(await importer.counts('exhibitions', shows)).toMatchObject({ added: 1, changed: 1 });
    expect((await answer(CurrentExhibitionSchema, '/current_exhibition/', 'en')).prefix_contract).toBe('ME28');
    const [old] = await db.select({ isCurrent: exhibitions.isCurrent }).from(exhibitions).where(eq(exhibitions.prefixContract, CURRENT));
    expect(old?.isCurrent).toBe(false);
  });
});
