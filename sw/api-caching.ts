/**
 * Runtime caching of API answers and images (routing table in cache-for.ts).
 *
 * Only complete 200 answers are stored: an error envelope, a redirect or a `no-store` token answer never
 * replaces a good copy. Personal answers are matched with ignoreVary, because the access token in the
 * Authorization header changes every few minutes and the copy must still serve offline; that is safe
 * only because the personal cache holds one person's data and logout deletes it. A wipe also bumps a
 * generation counter, so an answer already on the wire when the user signed out is not written back.
 */
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate, type Strategy } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { cacheFor, type CacheRoute } from './cache-for';
import { isPersonalCacheName, runtimeCacheName } from './cache-names';

declare const self: ServiceWorkerGlobalScope;

const NETWORK_TIMEOUT_SECONDS = 3;
const IMAGE_MAX_ENTRIES = 400;
const IMAGE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
/**
 * The catalogue's logo budget (decision 0008): the 600 most recently seen logos, for 30 days. The demo's
 * SVG logos are under 1 kB (0.5 MB in all); at 16 kB, a typical raster logo, 600 come to about 10 MB.
 * Favourites' logos are kept apart (personal-logos), outside this budget and never expired.
 */
const LOGO_MAX_ENTRIES = 600;

let personalGeneration = 0;

const completeAnswersOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && !/no-store/i.test(response.headers.get('Cache-Control') ?? '') ? response : null,
};

const notAfterWipe: WorkboxPlugin = {
  requestWillFetch: async ({ request, state }) => {
    if (state) state.generation = personalGeneration;
    return request;
  },
  cacheWillUpdate: async ({ response, state }) => (state?.generation === personalGeneration ? response : null),
};

function createStrategies(): Record<string, Strategy> {
  const data = { cacheName: runtimeCacheName('data'), plugins: [completeAnswersOnly] };
  const content = { cacheName: runtimeCacheName('content'), plugins: [completeAnswersOnly] };
  const personal = {
    cacheName: runtimeCacheName('personal'),
    plugins: [completeAnswersOnly, notAfterWipe],
    matchOptions: { ignoreVary: true },
  };
  return {
    'data:network-first': new NetworkFirst({ ...data, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
    'content:stale-while-revalidate': new StaleWhileRevalidate(content),
    'personal:network-first': new NetworkFirst({ ...personal, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
    'personal:stale-while-revalidate': new StaleWhileRevalidate(personal),
    'logos:cache-first': new CacheFirst({
      cacheName: runtimeCacheName('logos'),
      plugins: [
        completeAnswersOnly,
        new ExpirationPlugin({ maxEntries: LOGO_MAX_ENTRIES, maxAgeSeconds: IMAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
    'images:cache-first': new CacheFirst({
      cacheName: runtimeCacheName('images'),
      plugins: [
        completeAnswersOnly,
        new ExpirationPlugin({ maxEntries: IMAGE_MAX_ENTRIES, maxAgeSeconds: IMAGE_MAX_AGE_SECONDS, purgeOnQuotaError: true }),
      ],
    }),
  };
}

export function registerApiCaching() {
  const strategies = createStrategies();
  registerRoute(
    ({ url, request }) => url.origin === self.location.origin && cacheFor(url, request.method, request.headers.has('Authorization')),
    async ({ request, event, params }) => {
      const route = params as CacheRoute;
      if (route.cache === 'logos') {
        // A favourite's logo was fetched ahead and kept: it answers even if this logo was never on screen.
        const kept = await (await caches.open(runtimeCacheName('personal-logos'))).match(request);
        if (kept) return kept;
      }
      const strategy = strategies[`${route.cache}:${route.strategy}`];
      return strategy ? strategy.handle({ request, event }) : fetch(request);
    },
  );
}

/** Logout: forget every personal answer, including ones still on their way from the network. */
export async function wipePersonalCaches(): Promise<void> {
  personalGeneration += 1;
  const names = await caches.keys();
  await Promise.all(names.filter(isPersonalCacheName).map((name) => caches.delete(name)));
}
