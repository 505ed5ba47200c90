import { describe, expect, it } from 'vitest';
import { CONTESTS_PAGE_SIZE, ContestDetailSchema, ContestListSchema, LaureatesSchema } from '../../src/contract/contests';
import { useApiServer } from '../support/api-server';
import { parseStoredPicture } from '../../src/contract/media';
import { expectError, getParsed, PUBLIC } from './content-support';

const api = await useApiServer();

describe('GET /contests/, /contests/detail/ and /contests/laureates/', () => {
  it.each(['ru', 'zh'])('answers the contest cards in %s on one page', async (lang) => {
    const page = await getParsed(api, ContestListSchema, '/contests/', lang);
    expect(page.paginator_count).toBe(CONTESTS_PAGE_SIZE);
    expect(page.count).toBeGreaterThanOrEqual(4);
    expect(page.results).toHaveLength(page.count);
    expect(page.next).toBeNull();
    expect(page.previous).toBeNull();
    for (const card of page.results) {
      expect(card.url).toMatch(/^[a-z0-9-]+$/);
      expect(parseStoredPicture(card.image)?.use).toBe('contest');
      expect(card.short_text).toMatch(/^<p>/);
    }
  });

  it('translates the cards: ru and zh names differ', async () => {
    const ru = await getParsed(api, ContestListSchema, '/contests/', 'ru');
    const zh = await getParsed(api, ContestListSchema, '/contests/', 'zh');
    expect(ru.results.map((c) => c.url)).toEqual(zh.results.map((c) => c.url));
    expect(ru.results[0]?.name).toBe('Золотой слиток');
    expect(zh.results[0]?.name).toBe('金锭奖');
  });

  it('answers a page past the end with 404 and "Invalid page", and page=abc with 400', async () => {
    expect(expectError(await api.get(`${PUBLIC}/contests/?page=2`), 404, 'EntityNotFound').error).toContain('Invalid page');
    expectError(await api.get(`${PUBLIC}/contests/?page=abc`), 400, 'InvalidInput', 'page');
  });

  it.each(['ru', 'zh'])('answers a contest with its files and laureate years, newest first (%s)', async (lang) => {
    const contest = await getParsed(api, ContestDetailSchema, '/contests/detail/?url=zolotoy-slitok', lang);
    expect(contest.url).toBe('zolotoy-slitok');
    expect(contest.full_text).toContain('<h3>');
    expect(contest.files.length).toBeGreaterThanOrEqual(1);
    for (const file of contest.files) expect(file.file).toMatch(/^\/media\/files\/[a-z0-9-]+\.pdf$/);
    const years = contest.laureates.map((l) => l.year);
    expect(years.length).toBeGreaterThanOrEqual(3);
    expect([...years].sort((a, b) => b - a)).toEqual(years);
  });

  it('gives every contest 1 to 3 files and at least three laureate years', async () => {
    const list = await getParsed(api, ContestListSchema, '/contests/', 'en');
    for (const card of list.results) {
      const contest = await getParsed(api, ContestDetailSchema, `/contests/detail/?url=${card.url}`, 'en');
      expect(contest.files.length).toBeGreaterThanOrEqual(1);
      expect(contest.files.length).toBeLessThanOrEqual(3);
      expect(contest.laureates.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('marks the video contest year published elsewhere as an outside link', async () => {
    const contest = await getParsed(api, ContestDetailSchema, '/contests/detail/?url=young-metallurgists', 'ru');
    const outside = contest.laureates.filter((l) => l.is_redirect_link);
    expect(outside).toHaveLength(1);
    expect(outside[0]?.link).toMatch(/^https:\/\//);
    for (const year of contest.laureates.filter((l) => !l.is_redirect_link)) expect(year.link).toBe('');
  });

  it.each(['ru', 'zh'])('answers the laureates of a year in %s', async (lang) => {
    const laureates = await getParsed(api, LaureatesSchema, '/contests/laureates/?url=zolotoy-slitok&year=2025', lang);
    expect(laureates.title).toContain('2025');
    expect(laureates.text).toContain('<ol>');
    expect(laureates.text).toContain(lang === 'ru' ? 'Волжский прокатный комбинат' : '伏尔加轧钢联合企业');
  });

  it('translates the laureates: ru and zh texts differ', async () => {
    const ru = await getParsed(api, LaureatesSchema, '/contests/laureates/?url=best-stand&year=2024', 'ru');
    const zh = await getParsed(api, LaureatesSchema, '/contests/laureates/?url=best-stand&year=2024', 'zh');
    expect(ru.text).not.toBe(zh.text);
  });

  it.each([
    ['/contests/detail/?url=no-such-contest', 'an unknown contest'],
    ['/contests/laureates/?url=zolotoy-slitok&year=1999', 'a year without laureates'],
    ['/contests/laureates/?url=no-such-contest&year=2025', 'laureates of an unknown contest'],
  ])('answers 404 EntityNotFound for %s (%s)', async (path) => {
    expectError(await api.get(`${PUBLIC}${path}`), 404, 'EntityNotFound');
  });

  it.each([
    ['/contests/detail/', 'url'],
    ['/contests/detail/?url=Zolotoy_Slitok', 'url'],
    ['/contests/detail/?url=%3Cscript%3E', 'url'],
    [`/contests/detail/?url=${'a'.repeat(101)}`, 'url'],
    ['/contests/laureates/?year=2025', 'url'],
    ['/contests/laureates/?url=zolotoy-slitok', 'year'],
    ['/contests/laureates/?url=zolotoy-slitok&year=25', 'year'],
    ['/contests/laureates/?url=zolotoy-slitok&year=twenty', 'year'],
  ])('rejects %s with 400 naming the %s field', async (path, field) => {
    expectError(await api.get(`${PUBLIC}${path}`), 400, 'InvalidInput', field);
  });
});
