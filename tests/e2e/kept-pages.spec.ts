/**
 * The service worker keeps the server's HTML of the public pages a visitor opened and answers the next
 * start with it (sw/kept-pages.ts, decision 0020): a cold start offline paints the catalogue's first cards
 * before any script runs, with a Content-Security-Policy nonce of its own.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Participant } from '../../src/contract/participants';
import { PHONE, useBrowser } from '../support/browser';
import { storedCacheJson } from '../support/stored-cache';
import { runtimeCache, waitForController } from '../support/sw-helpers';
import { runtimeCacheName } from '../../sw/cache-names';
import { apiGet, registerVisitor, signInPage } from '../support/visitors';

const browser = useBrowser({ serviceWorker: true });
const CATALOGUE = '/ru/exhibition/participants';
const PROGRAMME = '/ru/exhibition/program';
/** Requests that fail because the network is down: the browser logs each as an error; they are expected. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to load resource/;

const nonceInPolicy = (policy: string | undefined) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];
/** The nonce the page's own scripts read (the meta tag the server writes beside them). */
const pageNonce = (page: Page) => page.evaluate(() => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.content);
const keptPages = (page: Page) => runtimeCache(page, 'pages');

async function visitOnce(page: Page, path: string) {
  const response = await page.goto(path);
  await waitForController(page);
  await expect.poll(() => keptPages(page), { timeout: 15_000 }).toContain(path);
  return response;
}

describe('pages the device keeps', () => {
  // Three page loads of the catalogue and two waits on the worker's storage: about 20 s alone, and past the
  // default 60 s once on a loaded worker of a full run.
  it(
    'after one online visit, a cold start offline paints the catalogue from the kept page with a nonce of its own',
    { timeout: 120_000 },
    async () => {
      const exhibitors = await apiGet<Participant[]>(browser.baseUrl, '/api/public/participants/?lang_code=ru');
      const page = await browser.newPage(PHONE);
      const online = await visitOnce(page, CATALOGUE);
      const servedNonce = nonceInPolicy(online?.headers()['content-security-policy']);
      expect(servedNonce).toBeTruthy();
      // The whole list reaches IndexedDB too, so the kept page's list becomes usable offline.
      await expect.poll(async () => (await storedCacheJson(page)).includes('"participants","ru"'), { timeout: 15_000 }).toBe(true);
      await page.close();

      browser.allowConsoleErrors(OFFLINE_NOISE);
      await page.context().setOffline(true);
      const starts: (string | undefined)[] = [];
      for (let start = 0; start < 2; start += 1) {
        const cold = await page.context().newPage();
        // Recorded before any script of the page runs: the cards came in the HTML, not from the app's render.
        await cold.addInitScript(() => {
          document.addEventListener('DOMContentLoaded', () => {
            (window as unknown as { cardsInHtml: number }).cardsInHtml = document.querySelectorAll('main article').length;
          });
        });
        const answer = await cold.goto(CATALOGUE);
        await cold.getByRole('heading', { level: 1, name: 'Каталог участников' }).waitFor();
        expect(await cold.evaluate(() => (window as unknown as { cardsInHtml: number }).cardsInHtml)).toBeGreaterThan(0);
        const nonce = nonceInPolicy(answer?.headers()['content-security-policy']);
        expect(nonce).toBeTruthy();
        expect(nonce).not.toBe(servedNonce);
        expect(await pageNonce(cold)).toBe(nonce);
        starts.push(nonce);
        // Hydrated from the device's data: the search works offline (useBrowser fails the test on a CSP violation).
        const search = cold.getByRole('searchbox');
        await expect.poll(() => search.isEnabled()).toBe(true);
        await search.fill(exhibitors[0]!.short_title);
        await cold.getByRole('article').filter({ hasText: exhibitors[0]!.short_title }).first().waitFor();
        await cold.close();
      }
      // Every replay draws its own nonce: a value seen once is never valid again.
      expect(new Set(starts).size).toBe(2);
    },
  );

  it('a kept programme page, offline and with none of the worker’s copies of API answers, takes its list from the device', async () => {
    const events = await apiGet<{ name: string }[]>(browser.baseUrl, '/api/public/events/?lang_code=ru');
    const page = await browser.newPage(PHONE);
    await visitOnce(page, PROGRAMME);
    await expect.poll(async () => (await storedCacheJson(page)).includes('"events","ru"'), { timeout: 15_000 }).toBe(true);
    // Only the device's IndexedDB can answer now: the page carries no list (api/ssr-dehydrate.ts), and the
    // list's request, offline, finds nothing in the worker's caches either.
    await page.evaluate(
      async (names) => Promise.all(names.map((name) => caches.delete(name))),
      [runtimeCacheName('data'), runtimeCacheName('content')],
    );
    await page.close();

    browser.allowConsoleErrors(OFFLINE_NOISE);
    await page.context().setOffline(true);
    const cold = await page.context().newPage();
    // A phone's CPU (4× slower): with the restore after hydration, the list's failed fetch came first.
    await (await page.context().newCDPSession(cold)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cold.goto(PROGRAMME);
    await cold.getByRole('heading', { level: 1, name: 'Деловая программа' }).waitFor();
    await cold.getByTestId('saved-at').waitFor();
    await cold.getByRole('main').getByText(events[0]!.name).first().waitFor();
    expect(await cold.getByText('Нет подключения к интернету').count()).toBe(0);
  });

  it('keeps a page reached through an in-app link, and never the visitor’s own pages or forms', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage(PHONE);
    await visitOnce(page, '/ru');
    await page.goto('/ru/contacts');
    await page.getByRole('heading', { level: 1 }).waitFor();
    // In-app navigation: no request for HTML goes out; the page asks the worker to keep it.
    await page.evaluate(() => {
      const link = [...document.querySelectorAll<HTMLAnchorElement>('a[href="/ru/news"]')][0];
      link?.click();
    });
    await page.waitForURL('**/ru/news');
    await expect.poll(() => keptPages(page), { timeout: 15_000 }).toContain('/ru/news');
    await page.goto('/ru/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await signInPage(page, visitor);
    await page.goto('/ru/personal/profile');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.goto('/ru/application');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const kept = await keptPages(page);
    expect(kept.filter((path) => /\/(personal|login|registration|application)/.test(path))).toEqual([]);
    expect(kept).toContain('/ru/contacts');
  });
});
