/**
 * The work of favourite-logos.ts, loaded once a favourites list is in the query cache (a signed-in visitor):
 * keeps the logos of the visitor's favourite exhibitors on the device, so the favourites and the
 * catalogue show them offline even if the visitor never scrolled to them online. Whenever a favourites
 * list arrives in the query cache (fetched, restored or toggled), the logos it names are fetched into
 * the personal-logos cache, which the service worker reads first for a logo (sw/api-caching.ts), and
 * logos of exhibitors no longer favourite are dropped. Logout deletes that cache with the personal one.
 *
 * Only same-origin logos are kept: the worker routes nothing else, so a cross-origin copy could not
 * answer offline anyway. A fetch that fails (offline) is tried again with the next change of the list.
 */
import type { QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import { runtimeCacheName } from '../../sw/cache-names';
import { LOGO_PATH } from '../../sw/cache-for';
import { pictureSources } from '../contract/media';
import { whenIdle } from '../lib/yield';
import type { Participant } from '../contract/participants';
import { FAVOURITES_RESOURCE } from './favourite-logos';

/** The same-origin logo URLs (path only, every stored size) of every favourites list in the cache. */
function favouriteLogos(queryClient: QueryClient): Set<string> {
  const urls = new Set<string>();
  for (const query of queryClient.getQueryCache().findAll({ queryKey: [FAVOURITES_RESOURCE] })) {
    const list = query.state.data as readonly Participant[] | undefined;
    for (const participant of list ?? []) {
      if (!participant.show_logo_for_ecatalog || !participant.logo_for_ecatalog) continue;
      // The page shows one of the WebP sizes (by the screen's pixel density), so all of them are kept.
      const { src, srcSet } = pictureSources(participant.logo_for_ecatalog);
      const candidates = [src, ...(srcSet ? srcSet.split(', ').map((entry) => entry.split(' ')[0] ?? '') : [])];
      for (const candidate of candidates) {
        const url = new URL(candidate, location.origin);
        if (url.origin === location.origin && url.pathname.startsWith(LOGO_PATH)) urls.add(url.pathname + url.search);
      }
    }
  }
  return urls;
}

/** Logos fetched at a time: each fetch costs the page's main thread too (about 1 ms at 4× CPU). */
const PARALLEL_FETCHES = 4;

/** Resolves to whether every wanted logo is now on the device. */
async function sync(wanted: ReadonlySet<string>): Promise<boolean> {
  // After the page's first paint: 500 favourites started 1,500 fetches at once, 2–4 s of the plan's
  // cold start offline on a 4× slower phone, before the plan was drawn (decision 0029).
  await new Promise<void>((resolve) => whenIdle(resolve, 3_000));
  const cache = await caches.open(runtimeCacheName('personal-logos'));
  const kept = new Set(
    (await cache.keys()).map((request) => {
      const url = new URL(request.url);
      return url.pathname + url.search;
    }),
  );
  await Promise.all([...kept].filter((url) => !wanted.has(url)).map((url) => cache.delete(url)));
  const missing = [...wanted].filter((url) => !kept.has(url));
  // Offline every fetch would fail: the next update of the favourites online tries again.
  if (missing.length > 0 && !navigator.onLine) return false;
  let complete = true;
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const url = missing[next++] ?? '';
      try {
        await cache.add(url);
      } catch {
        // Refused or the network failed: the next update of the favourites tries again.
        complete = false;
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL_FETCHES }, worker));
  return complete;
}

/**
 * Follows the favourites lists: the returned function takes each cache event of a favourites list (or none,
 * for the lists already in the cache) and brings the device's logos in line.
 */
export function favouriteLogosKeeper(queryClient: QueryClient): (event?: QueryCacheNotifyEvent) => void {
  let running: Promise<void> = Promise.resolve();
  let last = '';
  const schedule = () => {
    const wanted = favouriteLogos(queryClient);
    const key = [...wanted].sort().join('\n');
    // A list refetched with the same favourites changes nothing on the device.
    if (key === last) return;
    last = key;
    running = running
      .then(() => sync(wanted))
      .then((complete) => {
        if (!complete && last === key) last = '';
      })
      .catch((error: unknown) => console.warn('Favourite logos could not be kept', error));
  };
  return (event) => {
    if (!event) schedule();
    // Logout removes the lists and wipes the cache: the next sign-in must fill it again, even with the same favourites.
    else if (event.type === 'removed') last = '';
    else if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'setState')) schedule();
  };
}
