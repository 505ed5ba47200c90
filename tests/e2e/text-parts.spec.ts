/**
 * Each language's texts ship in parts (src/contract/text-parts.ts): a public page downloads its
 * language's public part only; sign-in, registration, the application and the personal area fetch the
 * personal part before they render, and keep it when the visitor switches language; so does the hall map
 * with its own part.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';

const browser = useBrowser();

type Locale = {
  header: { sign_in: string };
  login: { title: string; submit: string };
  titles: { news: string; map: string };
  map: { halls_heading: string; all_halls: string };
};
const locale = (lang: string) => JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8')) as Locale;

/** The text chunks the page asks for, as "ru-public", "en-personal"…, in order. */
function textChunks(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const match = /\/assets\/(ru|en|zh)-(public|personal|map)-[\w-]+\.js$/.exec(new URL(request.url()).pathname);
    if (match) seen.push(`${match[1]}-${match[2]}`);
  });
  return seen;
}

describe('texts in two parts', () => {
  it('a public page loads only its public texts; going to sign-in brings the personal ones before the form shows', async () => {
    const ru = locale('ru');
    const page = await browser.newPage(PHONE);
    const chunks = textChunks(page);
    await page.goto('/ru/news');
    await page.getByRole('heading', { level: 1, name: ru.titles.news }).waitFor();
    expect(chunks).toEqual(['ru-public']);
    await page.getByRole('link', { name: ru.header.sign_in }).first().click();
    await page.waitForURL('**/ru/login');
    await page.getByRole('heading', { level: 1, name: ru.login.title }).waitFor();
    await page.getByRole('button', { name: ru.login.submit }).waitFor();
    expect(chunks).toEqual(['ru-public', 'ru-personal']);
  });

  it.each(['en', 'zh'] as const)('a public page in %s loads its own public texts and no other language', async (lang) => {
    const page = await browser.newPage(PHONE);
    const chunks = textChunks(page);
    await page.goto(`/${lang}/news`);
    await page.getByRole('heading', { level: 1, name: locale(lang).titles.news }).waitFor();
    await page.waitForLoadState('networkidle');
    // Not even the English fallback: every text a page asks for is in its language (the site description
    // of the root's head was once asked for in Russian on every page, which fetched English on a Chinese one).
    expect(chunks).toEqual([`${lang}-public`]);
  });

  it('a personal page opened directly, then in another language, shows the personal texts of each', async () => {
    const [ru, en] = [locale('ru'), locale('en')];
    const page = await browser.newPage();
    const chunks = textChunks(page);
    await page.goto('/ru/login');
    await page.getByRole('heading', { level: 1, name: ru.login.title }).waitFor();
    await page.getByRole('button', { name: /Выбор языка/ }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.waitForURL('**/en/login');
    await page.getByRole('heading', { level: 1, name: en.login.title }).waitFor();
    await page.getByRole('button', { name: en.login.submit }).waitFor();
    expect(chunks).toContain('en-personal');
    expect(chunks.filter((chunk) => chunk.endsWith('-personal')).sort()).toEqual(['en-personal', 'ru-personal']);
  });

  it('the hall map, opened directly and then in another language, fetches its own texts before it shows them', async () => {
    const [ru, en] = [locale('ru'), locale('en')];
    const page = await browser.newPage();
    const chunks = textChunks(page);
    await page.goto('/ru/exhibition/map');
    await page.getByRole('heading', { level: 1, name: ru.titles.map }).waitFor();
    await page.getByRole('navigation', { name: ru.map.halls_heading }).getByRole('link', { name: ru.map.all_halls }).waitFor();
    expect(chunks).toEqual(['ru-public', 'ru-map']);
    await page.getByRole('button', { name: /Выбор языка/ }).click();
    await page.getByRole('button', { name: 'English', exact: true }).click();
    await page.waitForURL('**/en/exhibition/map');
    await page.getByRole('heading', { level: 1, name: en.titles.map }).waitFor();
    await page.getByRole('navigation', { name: en.map.halls_heading }).getByRole('link', { name: en.map.all_halls }).waitFor();
    expect(chunks.filter((chunk) => chunk.endsWith('-map')).sort()).toEqual(['en-map', 'ru-map']);
    expect(chunks).not.toContain('en-personal');
  });
});
