/**
 * A news item dated later is published at its date: until then (by the server's clock) no list, count,
 * detail or sitemap shows it, and when its time comes it appears without any write, because the content
 * version (the key of the rendered pages and of the apps' saved data) moves with it.
 */
import path from 'node:path';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, describe, expect, it } from 'vitest';
import { API_PUBLIC_PATH } from '../../src/contract/common';
import { ContentVersionSchema } from '../../src/contract/content-version';
import { NewsListSchema } from '../../src/contract/news';
import { news } from '../../server/db/schema';
import { useApiServer } from '../support/api-server';
import { importerFor, tempDir, writePng, writeText } from './import-content-support';

const api = await useApiServer();
const { db } = api.server.deps;
const importer = importerFor(db);
const root = tempDir('news-schedule');
const P = API_PUBLIC_PATH;
// Later than every demo item, so the demo's news are all published on this clock.
const BEFORE = new Date('2031-01-11T06:59:00Z');
const AFTER = new Date('2031-01-11T07:01:00Z');
afterAll(() => api.setNow(null));

const newsList = async () => v.parse(NewsListSchema, (await api.get(`${P}/news/?lang_code=en`)).body);
const version = async () => v.parse(ContentVersionSchema, (await api.get(`${P}/content-version/`)).body).version;
const sitemap = async () => (await fetch(`${api.server.url}/sitemap.xml`)).text();

describe('a news item dated later', () => {
  let id = 0;

  it('is imported like any other', async () => {
    await writePng(path.join(root, 'news', 'pictures', 'later.png'), [30, 160, 90]);
    writeText(
      path.join(root, 'news', 'opening-day.md'),
      [
        '---',
        'publish_datetime: 2031-01-11 10:00',
        'image: pictures/later.png',
        'title: {ru: Открытие, en: Opening day, zh: 开幕日}',
        '---',
        'Текст.',
        '',
      ].join('\n'),
    );
    api.setNow(BEFORE);
    expect(await importer.counts('news', path.join(root, 'news'))).toMatchObject({ added: 1 });
    const [row] = await db.select().from(news).where(eq(news.externalId, 'opening-day'));
    id = row?.id ?? 0;
    expect(id).toBeGreaterThan(0);
  });

  it('is in no list, count, detail or sitemap before its time', async () => {
    api.setNow(BEFORE);
    const list = await newsList();
    expect(list.results.map((item) => item.id)).not.toContain(id);
    const stored = await db.select({ id: news.id }).from(news).where(eq(news.exType, 'ME'));
    expect(list.count).toBe(stored.length - 1);
    expect((await api.get(`${P}/news/detail/?id=${id}&lang_code=en`)).status).toBe(404);
    expect(await sitemap()).not.toContain(`/news/detail/${id}<`);
  });

  it('appears first in the list, in the count, as a detail and in the sitemap once its time comes, with a new content version', async () => {
    api.setNow(BEFORE);
    const before = await version();
    const countBefore = (await newsList()).count;
    api.setNow(AFTER);
    expect(await version()).not.toBe(before);
    const list = await newsList();
    expect(list.results[0]).toMatchObject({ id, title: 'Opening day', publish_datetime: '2031-01-11T10:00:00+03:00' });
    expect(list.count).toBe(countBefore + 1);
    expect((await api.get(`${P}/news/detail/?id=${id}&lang_code=en`)).status).toBe(200);
    expect(await sitemap()).toContain(`/en/news/detail/${id}<`);
    // The clock alone moved it: with no write in between, the version is steady at either time.
    expect(await version()).toBe(await version());
  });
});
