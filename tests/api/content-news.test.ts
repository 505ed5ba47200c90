import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { parseStoredPicture } from '../../src/contract/media';
import { NEWS_PAGE_SIZE, NewsDetailSchema, NewsListSchema } from '../../src/contract/news';
import { useApiServer } from '../support/api-server';
import { expectError, getParsed, PUBLIC } from './content-support';

const api = await useApiServer();

describe('GET /news/ and /news/detail/', () => {
  it.each(['ru', 'zh'])('answers the first page of news in %s, nine items newest first', async (lang) => {
    const page = await getParsed(api, NewsListSchema, '/news/', lang);
    expect(page.paginator_count).toBe(NEWS_PAGE_SIZE);
    expect(page.count).toBeGreaterThanOrEqual(25);
    expect(page.results).toHaveLength(NEWS_PAGE_SIZE);
    expect(page.previous).toBeNull();
    expect(page.next).toContain('page=2');
    const dates = page.results.map((item) => item.publish_datetime);
    expect([...dates].sort().reverse()).toEqual(dates);
    for (const item of page.results) {
      expect(item.publish_datetime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+03:00$/);
      expect(parseStoredPicture(item.image)?.use).toBe('news');
      expect(item).not.toHaveProperty('text');
    }
  });

  it('translates the list: titles in ru and zh differ', async () => {
    const ru = await getParsed(api, NewsListSchema, '/news/', 'ru');
    const zh = await getParsed(api, NewsListSchema, '/news/', 'zh');
    expect(ru.results.map((n) => n.id)).toEqual(zh.results.map((n) => n.id));
    expect(ru.results[0]?.title).not.toBe(zh.results[0]?.title);
    expect(ru.results[0]?.title).toMatch(/[а-я]/);
    expect(zh.results[0]?.title).toMatch(/[\u4e00-\u9fff]/);
  });

  it('spans fourteen months of news, from 2025 to November 2026', async () => {
    const first = await getParsed(api, NewsListSchema, '/news/', 'en');
    const pages = Math.ceil(first.count / first.paginator_count);
    const last = await getParsed(api, NewsListSchema, `/news/?page=${pages}`, 'en');
    const newest = first.results[0]?.publish_datetime ?? '';
    const oldest = last.results.at(-1)?.publish_datetime ?? '';
    expect(newest.startsWith('2026-11')).toBe(true);
    expect(oldest.startsWith('2025-')).toBe(true);
  });

  it('answers the last page with the remaining items and no next link', async () => {
    const first = await getParsed(api, NewsListSchema, '/news/', 'ru');
    const pages = Math.ceil(first.count / first.paginator_count);
    const last = await getParsed(api, NewsListSchema, `/news/?page=${pages}`, 'ru');
    expect(last.results).toHaveLength(first.count - (pages - 1) * NEWS_PAGE_SIZE);
    expect(last.next).toBeNull();
    expect(last.previous).toContain(`page=${pages - 1}`);
  });

  it('never repeats an item across pages', async () => {
    const first = await getParsed(api, NewsListSchema, '/news/', 'ru');
    const pages = Math.ceil(first.count / first.paginator_count);
    const ids: number[] = [];
    for (let page = 1; page <= pages; page += 1) {
      ids.push(...(await getParsed(api, NewsListSchema, `/news/?page=${page}`, 'ru')).results.map((n) => n.id));
    }
    expect(new Set(ids).size).toBe(first.count);
  });

  it.each(['99', '1000000'])('answers page %s, past the end, with 404 and "Invalid page"', async (page) => {
    const res = await api.get(`${PUBLIC}/news/?page=${page}`);
    const body = expectError(res, 404, 'EntityNotFound');
    expect(body.error).toContain('Invalid page');
  });

  it.each(['0', 'abc', '-1', '1.5'])('rejects page=%s with 400 naming the page field', async (page) => {
    expectError(await api.get(`${PUBLIC}/news/?page=${page}`), 400, 'InvalidInput', 'page');
  });

  it.each(['ru', 'zh'])('answers a news item with its full text in %s', async (lang) => {
    const list = await getParsed(api, NewsListSchema, '/news/', lang);
    const item = list.results[0];
    if (!item) throw new Error('no news');
    const detail = await getParsed(api, NewsDetailSchema, `/news/detail/?id=${item.id}`, lang);
    expect(detail).toMatchObject(item);
    expect(detail.text).toMatch(/^<(p|ul)>/);
    expect(detail.text.length).toBeGreaterThan(50);
  });

  it('translates a news item: the ru and zh texts differ', async () => {
    const ru = await getParsed(api, NewsDetailSchema, '/news/detail/?id=1', 'ru');
    const zh = await getParsed(api, NewsDetailSchema, '/news/detail/?id=1', 'zh');
    expect(ru.text).not.toBe(zh.text);
    expect(ru.image_title).not.toBe(zh.image_title);
  });

  it('answers 404 EntityNotFound for an unknown news id', async () => {
    expectError(await api.get(`${PUBLIC}/news/detail/?id=987654`), 404, 'EntityNotFound');
  });

  it.each([
    ['', 'missing'],
    ['?id=abc', 'letters'],
    ['?id=0', 'zero'],
    ['?id=-3', 'negative'],
    ['?id=12345678901234', 'too large for the column'],
    ['?id=1%27%20OR%201=1', 'SQL-looking'],
  ])('rejects an id that is %s (%s) with 400 naming the id field', async (query) => {
    expectError(await api.get(`${PUBLIC}/news/detail/${query}`), 400, 'InvalidInput', 'id');
  });

  it('keeps the other query parameters in the next link', async () => {
    const page = v.parse(NewsListSchema, (await api.get(`${PUBLIC}/news/?lang_code=en&ex_type=ME`)).body);
    expect(page.next).toContain('lang_code=en');
    expect(page.next).toContain('page=2');
  });
});
