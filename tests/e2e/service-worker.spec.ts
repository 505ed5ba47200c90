import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import type { SiteResponse } from '../../src/contract/site';
import { useBrowser } from '../support/browser';
import { mapFloor } from '../support/map-floor';
import { storedKeys } from '../support/stored-cache';
import { cacheContents, forgetIndexedDbOnLeave, loadedScripts, postToWorker, runtimeCache, waitForController } from '../support/sw-helpers';
import { buildSecondVersion, startDeployableServer, type DeployableServer } from '../support/sw-server';
import { apiGet, registerVisitor, signInPage } from '../support/visitors';
import { readProgramme } from '../support/programme-list';

const browser = useBrowser({ serviceWorker: true });
const EVENTS_CALL = '/api/public/events/';
const TICKET_CALL = '/api/public/user/exhibition_apply/';
const PROGRAMME_TITLE = { ru: 'Деловая программа', en: 'Business programme' } as const;

async function openProgramme(page: Page, lang: 'ru' | 'en', origin = '') {
  await page.goto(`${origin}/${lang}/exhibition/program`);
  await page.getByRole('heading', { level: 1, name: PROGRAMME_TITLE[lang] }).waitFor();
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
}

/** One online visit: the first load installs the worker, the reload runs through it and fills its caches. */
async function visitOnce(page: Page, path: string) {
  await page.goto(path);
  await waitForController(page);
}

/** What a request from the page gets: the status and the number of items in a JSON list. */
const fetchFromPage = (page: Page, url: string) =>
  page.evaluate(async (target) => {
    const response = await fetch(target, { headers: { Accept: 'application/json' } });
    const body: unknown = await response.json();
    return { status: response.status, items: Array.isArray(body) ? body.length : -1 };
  }, url);

describe('the service worker', () => {
  it('takes control after one online visit and, offline, opens the programme in Russian and English from the device', async () => {
    const page = await browser.newPage();
    await visitOnce(page, '/ru');
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
    // Whatever the first, uncontrolled load saved on the device, the programme now comes through the worker.
    await forgetIndexedDbOnLeave(page);
    const site = await apiGet<SiteResponse>(browser.baseUrl, '/api/public/site/?lang_code=ru');
    const halls = await apiGet<unknown[]>(browser.baseUrl, `/api/public/halls/?ex_prefix=${site.site_config.prefix_contract}&lang_code=ru`);
    expect(halls.length).toBeGreaterThan(0);
    for (const lang of ['ru', 'en'] as const) {
      await openProgramme(page, lang);
      // The programme fetches every hall's plan once idle (src/widgets/map-href.ts). Offline it asks again
      // for any plan not yet stored, and each failed load is a console error: in a full run the next step
      // had once begun before the plans were in.
      await expect
        .poll(
          async () =>
            (await runtimeCache(page, 'content')).filter(
              (url) => url.startsWith('/api/public/halls/detail/') && url.includes(`lang_code=${lang}`),
            ).length,
          { timeout: 20_000 },
        )
        .toBe(halls.length);
    }

    // The shell and every chunk are precached; the programme of both languages is in the data cache.
    const caches = await cacheContents(page);
    const precache = caches['expo-pwa-precache-v1'] ?? [];
    expect(precache.some((url) => url.startsWith('/index.html'))).toBe(true);
    expect(precache.filter((url) => /^\/assets\/.*\.js/.test(url)).length).toBeGreaterThan(10);
    const cachedEvents = (await runtimeCache(page, 'data')).filter((url) => url.startsWith(EVENTS_CALL));
    const ruEvents = cachedEvents.find((url) => url.includes('lang_code=ru'));
    const enEvents = cachedEvents.find((url) => url.includes('lang_code=en'));
    expect(ruEvents && enEvents).toBeTruthy();

    await page.context().setOffline(true);
    for (const [lang, url] of [
      ['ru', ruEvents],
      ['en', enEvents],
    ] as const) {
      // Offline with no saved query cache: the page can only be served by the worker's caches.
      await forgetIndexedDbOnLeave(page);
      await openProgramme(page, lang);
      const offline = await fetchFromPage(page, url ?? '');
      expect(offline.status).toBe(200);
      expect(offline.items).toBeGreaterThan(0);
      // Every event is there, read as a visitor scrolls the (virtualised) list.
      expect((await readProgramme(page)).names).toHaveLength(offline.items);
    }
  });

  it('keeps the signed-in visitor’s answers in a personal cache apart from public data, and empties it on request', async () => {
    const site = await apiGet<SiteResponse>(browser.baseUrl, '/api/public/site/?lang_code=ru');
    const visitor = await registerVisitor(browser.baseUrl, { exPrefix: site.site_config.prefix_contract });
    const page = await browser.newPage();
    await signInPage(page, visitor);
    await visitOnce(page, '/ru');
    await page.goto('/ru/personal/ticket');
    await page.getByRole('heading', { level: 1, name: 'Входной билет' }).waitFor();
    await page.getByRole('article', { name: 'Входной билет' }).waitFor();

    const personal = await runtimeCache(page, 'personal');
    expect(personal.some((url) => url.startsWith(TICKET_CALL))).toBe(true);
    const shared = [...(await runtimeCache(page, 'data')), ...(await runtimeCache(page, 'content'))];
    expect(shared.filter((url) => url.includes('/user/'))).toEqual([]);

    // Offline, the ticket answer still comes from the personal cache (the token in it has changed meanwhile).
    await page.context().setOffline(true);
    const offline = await page.evaluate(
      async (url) => (await fetch(url, { headers: { Authorization: 'Bearer another-token' } })).status,
      personal.find((url) => url.startsWith(TICKET_CALL)) ?? '',
    );
    expect(offline).toBe(200);

    // What logout's wipePersonalCaches() asks of the worker.
    // The worker answers nothing; the personal answers are gone once it has done the work. (A request the
    // offline page makes meanwhile may open the cache again, empty: what matters is that nothing is in it.)
    const personalEntries = async () =>
      Object.entries(await cacheContents(page))
        .filter(([name]) => name.includes('personal'))
        .flatMap(([, urls]) => urls);
    expect(await personalEntries()).not.toEqual([]);
    await postToWorker(page, { type: 'WIPE_PERSONAL_CACHES' });
    await expect.poll(personalEntries, { timeout: 10_000 }).toEqual([]);
    expect(await runtimeCache(page, 'personal')).toEqual([]);
  });

  describe('a new build deployed while a page is open', () => {
    let server: DeployableServer | undefined;
    afterAll(async () => {
      await server?.close();
    });

    it(
      'offers a reload in a toast, keeps the old build working until then, and runs the new build after it',
      { timeout: 120_000 },
      async () => {
        const [started, build2] = await Promise.all([startDeployableServer(), buildSecondVersion()]);
        server = started;
        const page = await browser.newPage();
        const failedAssets: string[] = [];
        page.on('response', (response) => {
          if (response.url().includes('/assets/') && response.status() >= 400) failedAssets.push(`${response.status()} ${response.url()}`);
        });
        page.on('requestfailed', (request) => {
          if (request.url().includes('/assets/')) failedAssets.push(`failed ${request.url()}`);
        });
        let inFlight = 0;
        page.on('request', () => (inFlight += 1));
        page.on('requestfinished', () => (inFlight -= 1));
        page.on('requestfailed', () => (inFlight -= 1));

        await visitOnce(page, `${server.url}/ru`);
        expect((await loadedScripts(page)).some((path) => path.includes('-b2-'))).toBe(false);
        await server.deploy(build2.dir);
        build2.remove();
        await page.evaluate(async () => {
          await (await navigator.serviceWorker.getRegistration())?.update();
        });

        const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Доступна новая версия приложения' });
        await toast.waitFor({ timeout: 20_000 });
        // Until the click the old build runs: its lazy chunks (gone from the server) still load from the precache.
        await page.evaluate(() => {
          history.pushState({}, '', '/ru/exhibition/program');
          dispatchEvent(new PopStateEvent('popstate'));
        });
        await page.getByRole('heading', { level: 1, name: PROGRAMME_TITLE.ru }).waitFor();
        expect((await loadedScripts(page)).some((path) => path.includes('-b2-'))).toBe(false);

        // Clicked once the programme's requests are answered: a fetch that wakes the old worker while Chromium
        // stops it for the handover holds the new worker back until the old one has idled (never, with the
        // test's DevTools attached). The app posts nothing itself meanwhile (src/pwa/keep-page.ts), but the
        // programme fetches the hall plans once idle (src/widgets/map-href.ts): they are waited for too.
        const { halls } = await mapFloor(server.url);
        expect(halls.length).toBeGreaterThan(0);
        await expect
          .poll(async () => (await storedKeys(page)).filter((key) => key.includes('"hall-plan"')).length, { timeout: 20_000 })
          .toBe(halls.length);
        await expect.poll(() => inFlight, { timeout: 20_000 }).toBe(0);
        const reloaded = page.waitForEvent('load', { timeout: 60_000 });
        await toast.getByRole('button', { name: 'Обновить' }).click();
        await reloaded;
        await page.getByRole('heading', { level: 1, name: PROGRAMME_TITLE.ru }).waitFor();
        const scripts = await loadedScripts(page);
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.filter((path) => !path.includes('-b2-'))).toEqual([]);
        expect(await page.locator('[data-sonner-toast]').filter({ hasText: 'Доступна новая версия приложения' }).count()).toBe(0);
        expect(failedAssets).toEqual([]);
      },
    );
  });
});
