/**
 * The worker's side of updates and housekeeping. A new worker never calls skipWaiting on its own: it
 * waits until the user presses Reload in the update toast (the page posts SKIP_WAITING through
 * workbox-window), so open tabs never run one build's HTML against another build's chunks. On
 * activation, caches of an older CACHE_VERSION are dropped, and so are the pages the last build kept.
 */
import { wipePersonalCaches } from './api-caching';
import {
  CACHE_PREFIX,
  CACHE_VERSION,
  KEEP_PAGE_MESSAGE,
  KEPT_PAGES_CACHE,
  SKIP_WAITING_MESSAGE,
  WIPE_PERSONAL_MESSAGE,
} from './cache-names';
import { keepInBackground } from './kept-pages';

declare const self: ServiceWorkerGlobalScope;

type PageMessage = { type?: unknown; url?: unknown };

export function registerUpdateHandling() {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const { type, url } = (event.data as PageMessage | null) ?? {};
    if (type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
    if (type === KEEP_PAGE_MESSAGE && typeof url === 'string') event.waitUntil(keepInBackground(url).catch(() => undefined));
    if (type === WIPE_PERSONAL_MESSAGE) {
      // The page posts and forgets (src/pwa/personal-caches.ts): no port to answer on.
      event.waitUntil(wipePersonalCaches());
    }
  });
  self.addEventListener('activate', (event: ExtendableEvent) => {
    event.waitUntil(deleteOtherVersions());
  });
}

async function deleteOtherVersions() {
  const names = await caches.keys();
  // Kept pages name the previous build's chunks (kept-pages.ts): they go with it.
  const stale = names.filter(
    (name) => name === KEPT_PAGES_CACHE || (name.startsWith(`${CACHE_PREFIX}-`) && !name.endsWith(`-${CACHE_VERSION}`)),
  );
  await Promise.all(stale.map((name) => caches.delete(name)));
}
