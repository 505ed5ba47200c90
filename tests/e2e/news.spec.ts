import { readFile } from 'node:fs/promises';
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import type { NewsDetail, NewsList } from '../../src/contract/news';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { apiGet } from '../support/visitors';
// Spaced numbers are shown with no-break spaces (src/lib/digit-groups.ts).
import { keepDigitGroupsTogether } from '../../src/lib/digit-groups';

const browser = useBrowser();
const WIDE: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

const newsPage = (lang: Lang, page = 1) => apiGet<NewsList>(browser.baseUrl, `/api/public/news/?lang_code=${lang}&page=${page}`);
const newsItem = (lang: Lang, id: number) => apiGet<NewsDetail>(browser.baseUrl, `/api/public/news/detail/?lang_code=${lang}&id=${id}`);
const pageCount = (list: NewsList) => Math.max(1, Math.ceil(list.count / list.paginator_count));
const locale = async (lang: Lang) => JSON.parse(await readFile(`locales/${lang}.json`, 'utf8')) as Record<string, Record<string, string>>;

const LIST_NAME: Record<Lang, string> = { ru: 'Список новостей', en: 'News list', zh: '新闻列表' };
const TITLE: Record<Lang, string> = { ru: 'Новости', en: 'News', zh: '新闻' };

/** Opens a news list URL and waits for its cards (the loading state shows the same heading). */
async function openList(page: Page, path: string, lang: Lang = 'ru') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: TITLE[lang] }).waitFor();
  await page.getByRole('list', { name: LIST_NAME[lang] }).waitFor();
}

const cardTitles = (page: Page, lang: Lang = 'ru') =>
  page.getByRole('list', { name: LIST_NAME[lang] }).getByRole('heading', { level: 2 }).allInnerTexts();

/** The body of a news item as plain text, for comparing with what the page shows. */
const plainText = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

describe('the news list', () => {
  it('shows the first page of the API in Russian, newest first, with dates and announcements', async () => {
    const first = await newsPage('ru');
    const page = await browser.newPage();
    await openList(page, '/ru/news');
    expect(await cardTitles(page)).toEqual(first.results.map((item) => keepDigitGroupsTogether(item.title)));
    const firstCard = page.getByRole('list', { name: LIST_NAME.ru }).getByRole('listitem').first();
    expect(await firstCard.innerText()).toContain(first.results[0]!.announcement);
    expect(await firstCard.locator('time').getAttribute('datetime')).toBe(first.results[0]!.publish_datetime.slice(0, 10));
    const picture = firstCard.getByRole('img');
    expect(await picture.getAttribute('width')).toBeTruthy();
    expect(await picture.getAttribute('height')).toBeTruthy();
    const lastPicture = page.getByRole('list', { name: LIST_NAME.ru }).getByRole('listitem').last().getByRole('img');
    expect(await lastPicture.getAttribute('loading')).toBe('lazy');
    const strings = await locale('ru');
    expect(await page.title()).toBe(`${strings.titles!.news} — ${strings.common!.site_name}`);
    // One description, the page's own: the site's default gives way to it rather than standing beside it.
    expect(await page.locator('meta[name="description"]').count()).toBe(1);
    expect(await page.locator('meta[name="description"]').getAttribute('content')).toBe(strings.descriptions!.news);
  });

  it.each(['en', 'zh'] as const)('shows the %s list with a translated interface', async (lang) => {
    const first = await newsPage(lang);
    const strings = await locale(lang);
    const page = await browser.newPage();
    await openList(page, `/${lang}/news`, lang);
    expect(await cardTitles(page, lang)).toEqual(first.results.map((item) => keepDigitGroupsTogether(item.title)));
    expect(await page.title()).toBe(`${strings.titles!.news} — ${strings.common!.site_name}`);
    if (pageCount(first) >= 2) await page.getByRole('navigation', { name: strings.pagination!.label }).waitFor();
    // No Russian interface text may be left on the foreign page (news texts come translated from the API).
    expect(await page.getByRole('main').innerText()).not.toMatch(/[А-Яа-яЁё]/);
    if (lang === 'zh') expect(await page.getByRole('main').innerText()).toContain('年');
  });

  it('shows pagination exactly when the API has two pages or more, and pages through real links', async () => {
    const first = await newsPage('ru');
    const pages = pageCount(first);
    const page = await browser.newPage();
    await openList(page, '/ru/news');
    const nav = page.getByRole('navigation', { name: 'Страницы' });
    expect(await nav.count()).toBe(pages >= 2 ? 1 : 0);
    if (pages < 2) return;
    expect(await nav.getByRole('link', { name: 'Страница 1' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: `Страница ${pages}` }).getAttribute('href')).toBe(`/ru/news/page/${pages}`);
    const second = await newsPage('ru', 2);
    await nav.getByRole('link', { name: 'Следующая страница' }).click();
    await page.waitForURL((url) => url.pathname === '/ru/news/page/2');
    await expect.poll(() => cardTitles(page)).toEqual(second.results.map((item) => keepDigitGroupsTogether(item.title)));
    expect(await nav.getByRole('link', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');
    expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    expect(await page.title()).toContain('Страница 2');
    await nav.getByRole('link', { name: 'Страница 1' }).click();
    await page.waitForURL((url) => url.pathname === '/ru/news');
    await expect.poll(() => cardTitles(page)).toEqual(first.results.map((item) => keepDigitGroupsTogether(item.title)));
  });

  it('hides pagination and says there is no news when the API sends an empty list', async () => {
    // The demo always has news, so this one answer is replaced; the service worker is kept out of the way.
    const page = await browser.newPage({ ...DESKTOP, serviceWorkers: 'block' });
    await page.route('**/api/public/news/?*', (route) =>
      route.fulfill({ json: { paginator_count: 9, count: 0, next: null, previous: null, results: [] } satisfies NewsList }),
    );
    // The server renders the list from its database; the replaced answer reaches a list the browser renders,
    // reached from the sign-in page (never rendered on the server) through the footer's menu.
    await page.goto('/ru/login');
    await page.getByRole('heading', { level: 1, name: 'Вход' }).waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Новости', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/ru/news');
    await page.getByText('Новостей нет').waitFor();
    expect(await page.getByRole('heading', { level: 1, name: 'Новости' }).count()).toBe(1);
    expect(await page.getByRole('navigation', { name: 'Страницы' }).count()).toBe(0);
  });

  it('shows page 1 for a page number that is not a number', async () => {
    const first = await newsPage('ru');
    const page = await browser.newPage();
    await openList(page, '/ru/news/page/abc');
    expect(await cardTitles(page)).toEqual(first.results.map((item) => keepDigitGroupsTogether(item.title)));
    expect(await page.getByRole('heading', { name: 'Страница не найдена' }).count()).toBe(0);
  });

  it('sends a page past the end to page 1, replacing it in history', async () => {
    // The API answers 'Invalid page' with a 404, which Chromium logs as a failed resource.
    browser.allowConsoleErrors(/status of 404/);
    const first = await newsPage('ru');
    const pastTheEnd = pageCount(first) + 1;
    const page = await browser.newPage();
    await openList(page, '/ru/news/page/abc');
    await page.goto(`/ru/news/page/${pastTheEnd}`);
    await page.waitForURL((url) => url.pathname === '/ru/news');
    await page.getByRole('list', { name: LIST_NAME.ru }).waitFor();
    expect(await cardTitles(page)).toEqual(first.results.map((item) => keepDigitGroupsTogether(item.title)));
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/ru/news/page/abc');
    expect(page.url()).not.toContain(`/page/${pastTheEnd}`);
  });
});

describe('a news item', () => {
  it('shows the title, date, picture and text of the API and goes back to the list page it was opened from', async () => {
    const second = await newsPage('ru', 2);
    const listed = second.results[0]!;
    const item = await newsItem('ru', listed.id);
    const page = await browser.newPage();
    await openList(page, '/ru/news/page/2');
    await page.getByRole('link', { name: listed.title }).click();
    await page.waitForURL((url) => url.pathname === `/ru/news/detail/${listed.id}`);
    await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    const main = await page.getByRole('main').innerText();
    expect(plainText(main)).toContain(plainText(item.text).slice(0, 120));
    expect(main).toContain(item.image_title);
    const picture = page.getByRole('main').getByRole('img', { name: item.image_title });
    expect(await picture.getAttribute('src')).toBe(item.image);
    expect(await picture.getAttribute('width')).toBeTruthy();
    expect(await page.title()).toContain(item.title);
    expect(await page.locator('meta[name="description"]').last().getAttribute('content')).toBe(item.announcement);
    const back = page.getByRole('link', { name: 'Назад к новостям' });
    expect(await back.getAttribute('href')).toBe('/ru/news/page/2');
    expect(await back.getAttribute('aria-current')).toBeNull();
    await back.click();
    await page.waitForURL((url) => url.pathname === '/ru/news/page/2');
    await expect.poll(() => cardTitles(page)).toEqual(second.results.map((entry) => keepDigitGroupsTogether(entry.title)));
  });

  it('goes back to the first list page when it was opened without a list page', async () => {
    const first = await newsPage('ru');
    const listed = first.results[1]!;
    const page = await browser.newPage();
    await page.goto(`/ru/news/detail/${listed.id}?from=banana`);
    await page.getByRole('heading', { level: 1, name: listed.title }).waitFor();
    await page.getByRole('link', { name: 'Назад к новостям' }).click();
    await page.waitForURL((url) => url.pathname === '/ru/news');
    await page.getByRole('list', { name: LIST_NAME.ru }).waitFor();
  });

  it('is shown in Chinese with a Chinese interface', async () => {
    const first = await newsPage('zh');
    const item = await newsItem('zh', first.results[0]!.id);
    const page = await browser.newPage();
    await page.goto(`/zh/news/detail/${item.id}`);
    await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    await page.getByRole('link', { name: '返回新闻列表' }).waitFor();
    expect(await page.getByRole('main').innerText()).not.toMatch(/[А-Яа-яЁё]/);
  });

  it('shows the not-found page for an unknown or malformed id', async () => {
    browser.allowConsoleErrors(/status of 404/);
    const first = await newsPage('ru');
    const unknown = Math.max(...first.results.map((item) => item.id)) + first.count + 1000;
    const page = await browser.newPage();
    await page.goto(`/ru/news/detail/${unknown}`);
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
    await page.goto('/ru/news/detail/not-a-number');
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
  });
});

describe('news accessibility', () => {
  it.each([
    ['the phone', PHONE],
    ['a 1366 px screen', WIDE],
  ] as const)('has no serious or critical axe violations on the list and an item on %s', async (_name, device) => {
    const first = await newsPage('ru');
    const page = await browser.newPage(device);
    await openList(page, '/ru/news');
    expect(await seriousViolations(page)).toEqual([]);
    await page.goto(`/ru/news/detail/${first.results[0]!.id}`);
    await page.getByRole('heading', { level: 1, name: first.results[0]!.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
