import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContactsResponse } from '../../src/contract/contacts';
import type { HtmlPage, PressRelease } from '../../src/contract/html-pages';
import { htmlToText } from '../../src/lib/html-text';
import { seriousViolations } from '../support/axe';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { sqlRows } from '../support/e2e-db';
import { apiGet } from '../support/visitors';

const browser = useBrowser();

type Lang = 'ru' | 'en' | 'zh';
// Whitespace differs between the HTML's text and the rendered text (block breaks, tags beside punctuation).
const plain = (html: string) => htmlToText(html).replace(/\s+/g, '');
const pressRelease = (lang: Lang, prefix?: string) =>
  apiGet<PressRelease>(browser.baseUrl, `/api/public/pressrelease/?lang_code=${lang}${prefix ? `&ex_prefix=${prefix}` : ''}`);
const htmlPage = (url: string, lang: Lang = 'ru') =>
  apiGet<HtmlPage>(browser.baseUrl, `/api/public/html_pages/detail/?url=${url}&lang_code=${lang}`);
const contacts = (lang: Lang = 'ru') => apiGet<ContactsResponse>(browser.baseUrl, `/api/public/contacts/?lang_code=${lang}`);

/** The CMS pages the editors have written (a page with an empty body is not shown). */
const writtenPages = async () =>
  (await sqlRows<{ url: string }>("select url from html_pages where ex_type = 'ME' and coalesce(body->>'ru', '') <> '' order by url")).map(
    (row) => row.url,
  );

/** Opens a page and waits until its data has replaced the loading state. */
async function open(page: Page, path: string, heading: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
}

async function expectNotFound(page: Page, path: string) {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'Страница не найдена' }).waitFor();
}

describe('the press release', () => {
  it("shows the current exhibition's release, and a past exhibition's one by its prefix", async () => {
    const current = await pressRelease('ru');
    const page = await browser.newPage();
    await open(page, '/ru/pressrelease', current.title);
    expect(plain(await page.getByRole('main').innerText())).toContain(plain(current.text));
    expect(await page.title()).toBe(`${current.title} — Металл-Индустрия`);

    const [past] = await sqlRows<{ prefix: string }>(
      "select prefix_contract as prefix from exhibitions where ex_type = 'ME' and coalesce(press_release_text->>'ru', '') <> '' and press_release_title->>'ru' <> " +
        `'${current.title.replace(/'/g, "''")}' order by date_start limit 1`,
    );
    expect(past, 'a past exhibition with its own press release').toBeDefined();
    const release = await pressRelease('ru', past!.prefix);
    await open(page, `/ru/pressrelease/${past!.prefix.toLowerCase()}`, release.title);
    expect(plain(await page.getByRole('main').innerText())).toContain(plain(release.text));
  });

  it('shows the not-found page for an unknown exhibition', async () => {
    browser.allowConsoleErrors(/404/);
    const page = await browser.newPage();
    await expectNotFound(page, '/ru/pressrelease/ZZ01');
    await expectNotFound(page, '/ru/pressrelease/not-a-prefix');
  });

  it('is in English and Chinese in those languages', async () => {
    const page = await browser.newPage();
    for (const lang of ['en', 'zh'] as const) {
      const release = await pressRelease(lang);
      await open(page, `/${lang}/pressrelease`, release.title);
      expect(plain(await page.getByRole('main').innerText())).toContain(plain(release.text));
      if (lang === 'zh') expect(await page.getByRole('main').innerText()).not.toMatch(/[А-Яа-яЁё]/);
    }
  });
});

describe('a CMS page', () => {
  it('shows every written page at /{lang}/{url} with its title and body', async () => {
    const urls = await writtenPages();
    expect(urls).toEqual(expect.arrayContaining(['about', 'conditions', 'how-to-get']));
    const page = await browser.newPage();
    for (const url of urls) {
      const expected = await htmlPage(url);
      await open(page, `/ru/${url}`, expected.title);
      expect(plain(await page.getByRole('main').innerText())).toContain(plain(expected.body).slice(0, 80));
      expect(await page.title()).toBe(`${expected.title} — Металл-Индустрия`);
    }
  });

  it('is in Chinese with the Chinese text', async () => {
    const [url] = await writtenPages();
    const expected = await htmlPage(url!, 'zh');
    const page = await browser.newPage(PHONE);
    await open(page, `/zh/${url}`, expected.title);
    expect(await page.getByRole('main').innerText()).not.toMatch(/[А-Яа-яЁё]/);
    expect(await page.title()).toBe(`${expected.title} — 金属工业`);
  });

  it('shows the not-found page for an unknown page and a deeper unknown path', async () => {
    browser.allowConsoleErrors(/404/);
    const [url] = await writtenPages();
    const page = await browser.newPage();
    await expectNotFound(page, '/ru/no-such-page');
    await expectNotFound(page, '/ru/Not_A_Slug');
    await expectNotFound(page, `/ru/${url}/deeper`);
  });

  it("leaves the app's own pages to themselves", async () => {
    const page = await browser.newPage();
    await page.goto('/ru/login');
    await page.getByRole('heading', { level: 1, name: 'Вход' }).waitFor();
    await open(page, '/ru/contacts', 'Контакты');
  });
});

describe('the contacts', () => {
  it("shows the organiser's information and the management with photo, name and position", async () => {
    const expected = await contacts();
    const page = await browser.newPage();
    await open(page, '/ru/contacts', 'Контакты');
    const main = page.getByRole('main');
    expect(plain(await main.innerText())).toContain(plain(expected.information).slice(0, 120));
    const team = main.getByRole('region', { name: 'Руководство' }).getByRole('listitem');
    expect(await team.count()).toBe(expected.staffers.length);
    for (const [index, staffer] of expected.staffers.entries()) {
      const person = team.nth(index);
      expect(await person.innerText()).toContain(staffer.full_name);
      expect(await person.innerText()).toContain(staffer.position);
      expect(await person.locator('img').getAttribute('src')).toBe(staffer.photo);
    }
    expect(await page.title()).toBe('Контакты — Металл-Индустрия');
  });

  it('is translated into English and Chinese', async () => {
    const page = await browser.newPage(PHONE);
    for (const [lang, title, team] of [
      ['en', 'Contacts', 'Management'],
      ['zh', '联系方式', '管理团队'],
    ] as const) {
      const expected = await contacts(lang);
      await open(page, `/${lang}/contacts`, title);
      const main = page.getByRole('main');
      await main.getByRole('region', { name: team }).getByText(expected.staffers[0]!.full_name).waitFor();
      if (lang === 'zh') expect(await main.innerText()).not.toMatch(/[А-Яа-яЁё]/);
    }
  });
});

describe.each([
  ['a phone', PHONE],
  ['a laptop', { viewport: { width: 1366, height: 900 } }],
])('on %s', (_device, viewport) => {
  it('has no serious accessibility violations on the press release', async () => {
    const page = await browser.newPage({ ...DESKTOP, ...viewport });
    await open(page, '/ru/pressrelease', (await pressRelease('ru')).title);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious accessibility violations on a CMS page', async () => {
    const [url] = await writtenPages();
    const page = await browser.newPage({ ...DESKTOP, ...viewport });
    await open(page, `/ru/${url}`, (await htmlPage(url!)).title);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious accessibility violations on the contacts', async () => {
    const page = await browser.newPage({ ...DESKTOP, ...viewport });
    await open(page, '/ru/contacts', 'Контакты');
    expect(await seriousViolations(page)).toEqual([]);
  });
});
