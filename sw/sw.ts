/// <reference lib="webworker" />
/**
 * The service worker stays thin (ARCHITECTURE rule 6): name the caches, precache the app shell (HTML,
 * every chunk, the three locale chunks, icons and images), then one module per concern: navigations get
 * the shell, API answers and images are cached at runtime, updates wait for the user, and push messages
 * become notifications.
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerApiCaching } from './api-caching';
import { CACHE_NAME_DETAILS } from './cache-names';
import { registerNavigation } from './navigation';
import { registerPushHandlers } from './push';
import { registerUpdateHandling } from './update';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// Before anything opens a cache: workbox reads the names once, when a strategy or the precache is built.
setCacheNameDetails(CACHE_NAME_DETAILS);
// The first worker takes the page at once so its runtime cache fills on the first visit; later workers
// still wait (no skipWaiting here), and the page reloads when control changes (src/pwa/update-prompt.ts).
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerNavigation();
registerApiCaching();
registerUpdateHandling();
registerPushHandlers();
