/**
 * Cache names and worker messages shared by the worker and the page bridge (`src/pwa/`). Pure constants:
 * the page imports this file too, so it must not touch worker-only globals.
 *
 * The version is the format of what the caches hold, not the build: precache entries carry their own
 * revisions, so a deploy keeps the runtime caches (the programme seen yesterday still reads offline) and
 * only a change of cached shapes bumps CACHE_VERSION, after which the worker drops the older caches.
 */
export const CACHE_PREFIX = 'expo-pwa';
export const CACHE_VERSION = 'v1';

/** Passed to workbox-core's setCacheNameDetails: the precache becomes `expo-pwa-precache-v1`. */
export const CACHE_NAME_DETAILS = { prefix: CACHE_PREFIX, suffix: CACHE_VERSION, precache: 'precache', runtime: 'runtime' };

/**
 * 'logos' holds the catalogue's logos as they are seen (a budget of entries, api-caching.ts);
 * 'personal-logos' the logos of the visitor's favourite exhibitors, fetched ahead by the page
 * (src/pwa/favourite-logos.ts). Its name starts like the personal cache's, so logout wipes it too: which
 * logos are kept says who the visitor follows.
 */
export const RUNTIME_CACHES = ['data', 'content', 'images', 'logos', 'personal', 'personal-logos'] as const;
export type RuntimeCache = (typeof RUNTIME_CACHES)[number];

export const runtimeCacheName = (cache: RuntimeCache) => `${CACHE_PREFIX}-${cache}-${CACHE_VERSION}`;

/**
 * The server's HTML of the public pages the visitor opened (kept-pages.ts). Tied to the build, unlike the
 * runtime caches: a kept page names the build's chunks, so a new worker starts without them (update.ts).
 */
export const KEPT_PAGES_CACHE = `${CACHE_PREFIX}-pages-${CACHE_VERSION}`;

/** Every version of the personal cache, so a wipe also removes one left by an older worker. */
export const isPersonalCacheName = (name: string) => name.startsWith(`${CACHE_PREFIX}-personal-`);

/** The page asks the worker to forget the signed-in user's answers (logout). */
export const WIPE_PERSONAL_MESSAGE = 'WIPE_PERSONAL_CACHES';
/** The page shows a page it reached without a navigation (an in-app link): the worker keeps its HTML too. */
export const KEEP_PAGE_MESSAGE = 'KEEP_PAGE';
/** workbox-window's messageSkipWaiting() posts exactly this. */
export const SKIP_WAITING_MESSAGE = 'SKIP_WAITING';
