/**
 * Every public page the server renders is hydrated in Chromium without a console error or warning (React's
 * hydration mismatch reports included) in ru, en and zh, on a 390 px phone and a 1366 px desktop: the HTML
 * the server sent stays, node for node, and becomes interactive.
 */
import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import type { ContestList } from '../../src/contract/contests';
import type { NewsList } from '../../src/contract/news';
import type { MediaYear } from '../../src/contract/photo-galleries';
import { connectChromium, PHONE, waitForTheApp } from '../support/browser';
import { cspViolationListener } from '../support/csp';
import { apiGet } from '../support/visitors';
import { world } from '../support/e2e-world';

const { baseUrl } = world;
const DESKTOP_1366: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const LANGS: Lang[] = ['ru', 'en', 'zh'];

/** The public routes, with ids and slugs read from the API. */
async function publicPaths(lang: Lang): Promise<string[]> {
  const news = await apiGet<NewsList>(baseUrl, `/api/public/news/?lang_code=${lang}`);
  const contests = await apiGet<ContestList>(baseUrl, `/api/public/contests/?lang_code=${lang}`);
  const years = await apiGet<MediaYear[]>(baseUrl, `/api/public/photo_galleries/?lang_code=${lang}`);
  const year = years.find((entry) => entry.galleries.some((gallery) => gallery.photos_count > 0));
  const gallery = year?.galleries.find((entry) => entry.photos_count > 0);
  const contest = contests.results[0]?.url;
  return [
    '',
    '/news',
    '/news/page/2',
    `/news/detail/${news.results[0]?.id}`,
    '/contests',
    `/contests/${contest}`,
    '/reviews',
    '/partners',
    '/history',
    '/pressrelease',
    '/contacts',
    `/media/${year?.ex_prefix}`,
    `/media/photo/${gallery?.url}`,
    '/about',
    '/exhibition/participants',
    '/exhibition/program',
    '/no-such-page',
  ].map((path) => `/${lang}${path}`);
}

describe('hydrating the server’s HTML', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await connectChromium();
  });
  afterAll(async () => {
    await browser.close();
  });

  describe.each([
    ['a 390 px phone', PHONE],
    ['a 1366 px desktop', DESKTOP_1366],
  ])('on %s', (_name, device) => {
    let context: BrowserContext;
    beforeAll(async () => {
      // Without a service worker: once installed, it answers every navigation with the offline shell, which
      // the browser renders itself (offline.spec.ts tests that path).
      context = await browser.newContext({ ...device, baseURL: baseUrl, serviceWorkers: 'block' });
      // The page's first heading as the server sent it, kept before any script runs.
      await context.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          (window as unknown as { serverHeading: Element | null }).serverHeading = document.querySelector('h1');
        });
      });
      await context.addInitScript(cspViolationListener);
    });
    afterAll(async () => {
      await context.close();
    });

    it.each(LANGS)('keeps every public page of %s as rendered, with no error or warning', { timeout: 120_000 }, async (lang) => {
      // Three pages at a time: most of a page's time is spent waiting on the network and the server.
      const paths = await publicPaths(lang);
      const workers = Array.from({ length: 3 }, async () => {
        for (let path = paths.shift(); path !== undefined; path = paths.shift()) await expectHydrated(context, path);
      });
      await Promise.all(workers);
    });
  });
});

/** Opens the page, waits until the app has hydrated it and checks that nothing was reported and the heading is the server's node. */
async function expectHydrated(context: BrowserContext, path: string) {
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // The browser reports the not-found page's own 404 status; that is the page under test.
    if (path.endsWith('/no-such-page') && /status of 404/.test(text)) return;
    // What blocking the worker makes the browser and the app say.
    if (/Service Worker registration blocked|Service worker registration failed/.test(text)) return;
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  // The document, not its pictures: hydration does not wait for them, and neither does the test.
  const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
  expect(response?.status(), path).toBe(path.endsWith('/no-such-page') ? 404 : 200);
  // Hydrated: the app has started, nothing is marked as still hydrating (the catalogue and programme
  // hydrate their list once the browser has it) and React owns the main heading.
  await waitForTheApp(page);
  expect(problems, path).toEqual([]);
  const sameHeading = await page.evaluate(
    () => (window as unknown as { serverHeading: Element | null }).serverHeading === document.querySelector('h1'),
  );
  expect(sameHeading, `${path}: the heading was rendered again instead of hydrated`).toBe(true);
  await page.close();
}
