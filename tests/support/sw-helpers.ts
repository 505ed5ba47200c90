/**
 * Helpers for the service-worker tests: wait until the worker controls a page (its runtime cache fills
 * only then), read Cache Storage from the page, and talk to the worker like the app does.
 */
import type { Page } from 'playwright-core';

export async function waitForController(page: Page) {
  // clients.claim() hands the page to the worker while it is still activating; wait until it has finished.
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 20_000 });
}

/** Cache name → the URLs (path and query) it holds. */
export function cacheContents(page: Page): Promise<Record<string, string[]>> {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => {
        const url = new URL(request.url);
        return url.pathname + url.search;
      });
    }
    return result;
  });
}

/** The URLs of one runtime cache, found by its kind (`expo-pwa-<kind>-<version>`). */
export async function runtimeCache(page: Page, kind: string): Promise<string[]> {
  const all = await cacheContents(page);
  const name = Object.keys(all).find((cacheName) => new RegExp(`^expo-pwa-${kind}-v\\d+$`).test(cacheName));
  return name ? (all[name] ?? []) : [];
}

/** Posts a message to the controlling worker as the app does (post and forget: the worker sends no reply). */
export async function postToWorker(page: Page, message: Record<string, unknown>): Promise<void> {
  await page.evaluate((data) => {
    const controller = navigator.serviceWorker.controller;
    if (!controller) throw new Error('no service worker controls the page');
    controller.postMessage(data);
  }, message);
}

/** The hashed scripts the document loaded, e.g. ['/assets/index-abc.js']. */
export function loadedScripts(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith('/assets/') && path.endsWith('.js')),
  );
}

/**
 * Deletes the origin's IndexedDB databases (the persisted query cache), so what the next page shows must
 * come through the service worker. The app holds its database open, so the deletion completes when this
 * page is left; IndexedDB makes the next page's open wait for it. Call it right before a navigation.
 */
export async function forgetIndexedDbOnLeave(page: Page) {
  await page.evaluate(async () => {
    for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
  });
}
