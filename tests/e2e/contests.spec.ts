import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContestDetail, ContestList, Laureates } from '../../src/contract/contests';
import type { HtmlBlock } from '../../src/contract/htmlblock';
import { htmlToText } from '../../src/lib/html-text';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { apiGet } from '../support/visitors';

const browser = useBrowser();

type Lang = 'ru' | 'en' | 'zh';
const contests = async (lang: Lang = 'ru') =>
  (await apiGet<ContestList>(browser.baseUrl, `/api/public/contests/?lang_code=${lang}`)).results;
const contest = (url: string, lang: Lang = 'ru') =>
  apiGet<ContestDetail>(browser.baseUrl, `/api/public/contests/detail/?url=${url}&lang_code=${lang}`);
const laureates = (url: string, year: number) =>
  apiGet<Laureates>(browser.baseUrl, `/api/public/contests/laureates/?url=${url}&year=${year}&lang_code=ru`);
// Whitespace differs between the HTML's text and the rendered text (block breaks, tags beside punctuation).
const plain = (html: string) => htmlToText(html).replace(/\s+/g, '');

/** Opens a page and waits until its data has replaced the loading state. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
}

/** The first contest that has documents and laureate years, as the detail tests need both. */
async function richContest(): Promise<ContestDetail> {
  for (const card of await contests()) {
    const detail = await contest(card.url);
    if (detail.files.length > 0 && detail.laureates.some((entry) => !entry.is_redirect_link)) return detail;
  }
  throw new Error('no contest with documents and a laureates page');
}

describe('the contests', () => {
  it('lists every contest with its picture, name and short text under the intro from the html block', async () => {
    const [all, block] = await Promise.all([contests(), apiGet<HtmlBlock>(browser.baseUrl, '/api/public/htmlblock/?lang_code=ru')]);
    const page = await browser.newPage();
    await open(page, '/ru/contests', 'Конкурсы');
    const main = page.getByRole('main');
    expect(plain(await main.innerText())).toContain(plain(block.contest_text));
    const cards = main.locator('article');
    expect(await cards.count()).toBe(all.length);
    for (const [index, card] of all.entries()) {
      const article = cards.nth(index);
      expect(await article.getByRole('link', { name: card.name, exact: true }).getAttribute('href')).toBe(`/ru/contests/${card.url}`);
      expect(plain(await article.innerText())).toContain(plain(card.short_text));
      expect(await article.locator('img').getAttribute('src')).toBe(card.image);
    }
    expect(await page.title()).toBe('Конкурсы — Металл-Индустрия');
  });

  it('opens a contest from its card with the back link, both texts, the documents and one link per laureate year', async () => {
    const detail = await richContest();
    const page = await browser.newPage();
    await open(page, '/ru/contests', 'Конкурсы');
    await page.getByRole('main').getByRole('link', { name: detail.name, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/ru/contests/${detail.url}`);
    await page.getByRole('heading', { level: 1, name: detail.name }).waitFor();
    const main = page.getByRole('main');
    const text = plain(await main.innerText());
    expect(text).toContain(plain(detail.short_text));
    expect(text).toContain(plain(detail.full_text).slice(0, 80));
    expect(await main.getByRole('link', { name: 'Все конкурсы' }).getAttribute('href')).toBe('/ru/contests');
    expect(await page.title()).toBe(`${detail.name} — Металл-Индустрия`);

    const documents = main.getByRole('region', { name: 'Документы' });
    for (const file of detail.files) {
      expect(await documents.getByRole('link', { name: file.name }).getAttribute('href')).toBe(file.file);
      await documents.getByRole('button', { name: `Скачать файл «${file.name}»` }).waitFor();
    }

    const years = detail.laureates.map((entry) => entry.year);
    const [from, to] = [Math.min(...years), Math.max(...years)];
    const heading = from === to ? `Лауреаты ${from} года` : `Лауреаты ${from}–${to} годов`;
    const laureateList = main.getByRole('region', { name: heading });
    expect(await laureateList.getByRole('link').count()).toBe(detail.laureates.length);
    for (const entry of detail.laureates) {
      const link = laureateList.getByRole('link', { name: entry.title });
      if (entry.is_redirect_link) {
        expect(await link.getAttribute('href')).toBe(entry.link);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
      } else {
        expect(await link.getAttribute('href')).toBe(`/ru/contests/${detail.url}/${entry.year}`);
      }
    }
  });

  it('saves a contest document through its download button', async () => {
    const detail = await richContest();
    const file = detail.files[0]!;
    const page = await browser.newPage();
    await open(page, `/ru/contests/${detail.url}`, detail.name);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: `Скачать файл «${file.name}»` }).click();
    expect((await download).suggestedFilename()).toBe(file.file.split('/').pop());
  });

  it('opens an outside laureates page in a new tab without handing it the opener', async () => {
    const details = await Promise.all((await contests()).map((card) => contest(card.url)));
    const withRedirect = details.find((detail) => detail.laureates.some((entry) => entry.is_redirect_link))!;
    const entry = withRedirect.laureates.find((item) => item.is_redirect_link)!;
    const page = await browser.newPage();
    await open(page, `/ru/contests/${withRedirect.url}`, withRedirect.name);
    const link = page.getByRole('main').getByRole('link', { name: entry.title });
    expect(await link.getAttribute('href')).toBe(entry.link);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');
  });

  it('shows the laureates of a year and leads back to the contest', async () => {
    const detail = await richContest();
    const entry = detail.laureates.find((item) => !item.is_redirect_link)!;
    const expected = await laureates(detail.url, entry.year);
    const page = await browser.newPage(PHONE);
    await open(page, `/ru/contests/${detail.url}`, detail.name);
    await page.getByRole('main').getByRole('link', { name: entry.title }).click();
    await page.waitForURL((url) => url.pathname === `/ru/contests/${detail.url}/${entry.year}`);
    await page.getByRole('heading', { level: 1, name: expected.title }).waitFor();
    expect(plain(await page.getByRole('main').innerText())).toContain(plain(expected.text).slice(0, 60));
    await page.getByRole('link', { name: `К конкурсу «${detail.name}»` }).click();
    await page.waitForURL((url) => url.pathname === `/ru/contests/${detail.url}`);
    await page.getByRole('heading', { level: 1, name: detail.name }).waitFor();
  });

  it('shows the not-found page for an unknown contest and an unknown laureates year', async () => {
    browser.allowConsoleErrors(/404/);
    const [first] = await contests();
    const page = await browser.newPage();
    for (const path of ['/ru/contests/no-such-contest', '/ru/contests/Not_A_Slug', `/ru/contests/${first!.url}/1900`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
      expect(await page.title()).toBe('Страница не найдена — Металл-Индустрия');
    }
  });

  it('speaks English and Chinese around the content in those languages', async () => {
    const [enFirst] = await contests('en');
    const page = await browser.newPage();
    await open(page, '/en/contests', 'Contests');
    await page.getByRole('main').getByRole('link', { name: enFirst!.name, exact: true }).waitFor();

    const zh = await contest(enFirst!.url, 'zh');
    await open(page, `/zh/contests/${zh.url}`, zh.name);
    const main = page.getByRole('main');
    await main.getByRole('link', { name: '全部竞赛' }).waitFor();
    if (zh.files.length > 0) await main.getByRole('region', { name: '文件' }).waitFor();
    expect(await main.innerText()).not.toMatch(/[А-Яа-яЁё]/);
    expect(await page.title()).toBe(`${zh.name} — 金属工业`);
  });

  describe.each([
    ['a phone', PHONE],
    ['a laptop', { viewport: { width: 1366, height: 900 } }],
  ])('on %s', (_device, viewport) => {
    it('has no serious accessibility violations on the list', async () => {
      const page = await browser.newPage({ ...DESKTOP, ...viewport });
      await open(page, '/ru/contests', 'Конкурсы');
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('has no serious accessibility violations on a contest', async () => {
      const detail = await richContest();
      const page = await browser.newPage({ ...DESKTOP, ...viewport });
      await open(page, `/ru/contests/${detail.url}`, detail.name);
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('has no serious accessibility violations on a laureates page', async () => {
      const detail = await richContest();
      const entry = detail.laureates.find((item) => !item.is_redirect_link)!;
      const page = await browser.newPage({ ...DESKTOP, ...viewport });
      await open(page, `/ru/contests/${detail.url}/${entry.year}`, (await laureates(detail.url, entry.year)).title);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
