/**
 * The worker's side of updates and housekeeping. A new worker never calls skipWaiting on its own: it
 * waits until the user presses Reload in the update toast (the page posts SKIP_WAITING through
 * workbox-window), so open tabs never run one build's HTML against another build's chunks. On
 * activation, caches of an older CACHE_VERSION are dropped.
 */
import { wipePersonalCaches } from './api-caching';
import { CACHE_PREFIX, CACHE_VERSION, SKIP_WAITING_MESSAGE, WIPE_PERSONAL_MESSAGE } from './cache-names';

declare const self: ServiceWorkerGlobalScope;

type PageMessage = { type?: unknown };

export function registerUpdateHandling() {
  self.addEventListener('message', (event: ExtendableMessageEvent) => {
    const type = (event.data as PageMessage | null)?.type;
    if (type === SKIP_WAITING_MESSAGE) void self.skipWaiting();
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
  const stale = names.filter((name) => name.startsWith(`${CACHE_PREFIX}-`) && !name.endsWith(`-${CACHE_VERSION}`));
  await Promise.all(stale.map((name) => caches.delete(name)));
}
