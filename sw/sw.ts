/// <reference lib="webworker" />
/**
 * The service worker stays thin (ARCHITECTURE rule 6): precache the app shell, the locale chunks and
 * static assets; answer navigations with the shell so deep links open offline; never touch /api/ here
 * (runtime caching of API responses is its own module, added with the offline step).
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | { url: string; revision: string | null })[] };

// No skipWaiting: a new worker waits until old tabs close, so open pages never load chunks of another build.
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api\//, /^\/media\//] }));
