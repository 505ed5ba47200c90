import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { LANGS } from '../../src/contract/common';
import { pictureAt } from '../../src/contract/media';
import { NewsDetailSchema, NewsListSchema, type NewsListItem } from '../../src/contract/news';
import { mediaFiles } from '../../server/db/schema';
import { useApiServer } from '../support/api-server';
import { getParsed } from './content-support';
import { editCell, importerFor, NONE, nothingChanged, tempDir, writePng, writeText, writeWorkbook } from './import-content-support';

const api = await useApiServer();
// The sources' items are dated 2031, the newest of the list; a news item is published at its date, so the
// server's clock is set after them.
api.setNow(new Date('2031-06-01T00:00:00Z'));
afterAll(() => api.setNow(null));
const importer = importerFor(api.server.deps.db);
const root = tempDir('news');

const T = {
  title: { ru: 'Открытие сезона', en: 'Season opening', zh: '季节开幕' },
  announcement: { ru: 'Кратко о главном', en: 'The gist', zh: '要点' },
  image_title: { ru: 'Павильон', en: 'The hall', zh: '展馆' },
};

function newsFile(title: typeof T.title, date = '2031-02-03 10:30') {
  return [
    '---',
    `publish_datetime: ${date}`,
    'image: pictures/opening.png',
    // JSON is YAML too: it quotes what a YAML flow mapping would split at a comma.
    `title: ${JSON.stringify(title)}`,
    `announcement: ${JSON.stringify(T.announcement)}`,
    `image_title: ${JSON.stringify(T.image_title)}`,
    '---',
    '<!-- lang: ru -->',
    'Выставка **открыта**.',
    '<!-- lang: en -->',
    'The show is **open**.<script>alert(1)</script>',
    '<!-- lang: zh -->',
    '展览**开幕**。',
    '',
  ].join('\n');
}

const BODY = {
  ru: '<p>Выставка <strong>открыта</strong>.</p>',
  en: '<p>The show is <strong>open</strong>.</p>',
  zh: '<p>展览<strong>开幕</strong>。</p>',
};

/** The list item whose title (in that language) is `title`, from the first page (the source's dates are the newest). */
async function findItem(title: string, lang: string): Promise<NewsListItem | undefined> {
  const page = await getParsed(api, NewsListSchema, '/news/', lang);
  return page.results.find((entry) => entry.title === title);
}

describe('news import from a folder of Markdown files', () => {
  const folder = path.join(root, 'news');

  it('adds each file as a news item the API answers in ru, en and zh, body rendered and sanitised', async () => {
    await writePng(path.join(folder, 'pictures/opening.png'), [200, 40, 40]);
    writeText(path.join(folder, 'season-opening.md'), newsFile(T.title));
    writeText(path.join(folder, 'second.md'), newsFile({ ru: 'Вторая', en: 'Second', zh: '第二' }, '2031-02-01 09:00'));
    const before = await importer.contentVersion();
    expect(await importer.counts('news', folder)).toMatchObject({ added: 2, changed: 0, unchanged: 0, removed: 0 });
    expect(await importer.contentVersion()).not.toBe(before);
    for (const lang of LANGS) {
      const listed = await findItem(T.title[lang], lang);
      expect(listed, lang).toBeDefined();
      const detail = await getParsed(api, NewsDetailSchema, `/news/detail/?id=${listed?.id}`, lang);
      expect(detail.publish_datetime).toBe('2031-02-03T10:30:00+03:00');
      expect(detail.announcement).toBe(T.announcement[lang]);
      expect(detail.image_title).toBe(T.image_title[lang]);
      expect(detail.text).toBe(BODY[lang]);
      expect(detail.image).toMatch(/^\/media\/news\/[0-9a-f]{16}\.png$/);
      expect(detail.preview).toBe(detail.image);
    }
    const listed = await findItem(T.title.en, 'en');
    const stored = await api.server.deps.db
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.name, listed?.image.slice('/media/'.length) ?? ''));
    expect(stored).toHaveLength(1);
    // The stored picture is served, with its WebP sizes, as immutable.
    for (const served of [listed?.image ?? '', pictureAt(listed?.image ?? '', 400)]) {
      const res = await fetch(api.server.url + served);
      expect(res.status, served).toBe(200);
      expect(res.headers.get('cache-control')).toContain('immutable');
    }
  });

  it('changes nothing, not even the content version, when the same folder is imported again', async () => {
    const before = await importer.contentVersion();
    const counts = await importer.counts('news', folder);
    expect(nothingChanged(counts)).toEqual(NONE);
    expect(counts.unchanged).toBe(2);
    expect(await importer.contentVersion()).toBe(before);
  });

  it('counts one changed item when one field of one file is edited, and the API shows the edit', async () => {
    writeText(path.join(folder, 'season-opening.md'), newsFile({ ...T.title, en: 'Season opening, edited' }));
    expect(await importer.counts('news', folder)).toMatchObject({ added: 0, changed: 1, unchanged: 1, removed: 0 });
    expect(await findItem('Season opening, edited', 'en')).toBeDefined();
    expect(await findItem(T.title.ru, 'ru')).toBeDefined();
  });

  it('exports a folder and a workbook that import back with nothing changed', async () => {
    const exported = path.join(root, 'exported');
    const rows = await importer.exportTo('news', exported);
    expect(rows).toBeGreaterThan(2);
    expect(nothingChanged(await importer.counts('news', exported))).toEqual(NONE);
    for (const target of ['news.xlsx', 'news.csv']) expect(await importer.roundTrip('news', path.join(root, target))).toBe(rows);
  });

  it('imports a news sheet with the same columns, and counts a changed cell as one change', async () => {
    const file = path.join(root, 'sheet', 'news.xlsx');
    await writePng(path.join(root, 'sheet', 'sheet.png'), [10, 120, 200]);
    const header = ['id', 'publish_datetime', 'image', 'title_ru', 'title_en', 'title_zh', 'text_ru', 'text_en', 'text_zh'];
    await writeWorkbook(file, {
      news: [header, ['from-sheet', '2031-03-01 12:00', 'sheet.png', 'Из таблицы', 'From a sheet', '来自表格', '*ru*', '*en*', '*zh*']],
    });
    expect(await importer.counts('news', file)).toMatchObject({ added: 1, changed: 0 });
    const item = await findItem('From a sheet', 'en');
    const detail = await getParsed(api, NewsDetailSchema, `/news/detail/?id=${item?.id}`, 'zh');
    expect(detail).toMatchObject({ title: '来自表格', text: '<p><em>zh</em></p>', publish_datetime: '2031-03-01T12:00:00+03:00' });
    await editCell(file, 'news', 2, 'title_zh', '来自表格（改）');
    expect(await importer.counts('news', file)).toMatchObject({ added: 0, changed: 1, unchanged: 0 });
  });

  it('lists every problem of a bad folder with its file and key, and writes nothing', async () => {
    const bad = path.join(root, 'bad');
    await writePng(path.join(bad, 'ok.png'), [1, 2, 3]);
    const file = (lines: string[]) => ['---', ...lines, '---', 'Body', ''].join('\n');
    writeText(path.join(bad, 'no-title.md'), file(['publish_datetime: 2031-01-01 10:00', 'image: ok.png']));
    writeText(path.join(bad, 'bad-date.md'), file(['publish_datetime: 2031-02-30 10:00', 'image: ok.png', 'title: {ru: А}']));
    writeText(path.join(bad, 'no-image.md'), file(['publish_datetime: 2031-01-01 10:00', 'image: missing.png', 'title: {ru: Б}']));
    writeText(path.join(bad, 'one.md'), file(['id: twice', 'publish_datetime: 2031-01-01 10:00', 'image: ok.png', 'title: {ru: В}']));
    writeText(path.join(bad, 'two.md'), file(['id: twice', 'publish_datetime: 2031-01-01 10:00', 'image: ok.png', 'title: {ru: Г}']));
    writeText(
      path.join(bad, 'outside.md'),
      file(['publish_datetime: 2031-01-01 10:00', 'image: ../news/pictures/opening.png', 'title: {ru: 2031}']),
    );
    const before = await importer.contentVersion();
    const count = (await getParsed(api, NewsListSchema, '/news/', 'ru')).count;
    for (const dryRun of [true, false]) {
      const report = await importer.run('news', bad, { dryRun });
      expect(report.counts).toBeNull();
      const places = report.problems.map((problem) => `${problem.file} ${problem.column ?? ''}`);
      expect(places.sort()).toEqual([
        'bad-date.md publish_datetime',
        'no-image.md image',
        'no-title.md title',
        'outside.md image',
        'two.md id (file name)',
      ]);
      expect(report.problems.find((p) => p.file === 'bad-date.md')?.message).toContain('Moscow time');
      expect(report.problems.find((p) => p.file === 'no-image.md')?.message).toContain('missing.png');
      expect(report.problems.find((p) => p.file === 'outside.md')?.message).toContain('outside');
    }
    expect((await getParsed(api, NewsListSchema, '/news/', 'ru')).count).toBe(count);
    expect(await importer.contentVersion()).toBe(before);
  });

  it('refuses an exhibition that does not exist, naming the option', async () => {
    const report = await importer.run('news', folder, { exhibition: 'ZZ99' });
    expect(report.counts).toBeNull();
    expect(report.problems).toEqual([{ file: '--exhibition', message: 'there is no exhibition ZZ99' }]);
  });

  it('removes items the folder no longer holds only with prune', async () => {
    const only = path.join(root, 'only');
    await writePng(path.join(only, 'pictures/opening.png'), [200, 40, 40]);
    writeText(path.join(only, 'season-opening.md'), newsFile(T.title));
    const total = (await getParsed(api, NewsListSchema, '/news/', 'ru')).count;
    expect(await importer.counts('news', only)).toMatchObject({ removed: 0, kept: total - 1 });
    const pruned = await importer.counts('news', only, { prune: true });
    expect(pruned).toMatchObject({ changed: 0, unchanged: 1, removed: total - 1 });
    expect((await getParsed(api, NewsListSchema, '/news/', 'ru')).count).toBe(1);
  });
});
