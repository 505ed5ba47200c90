/**
 * Keeps the logos of the visitor's favourite exhibitors on the device, so the favourites and the catalogue
 * show them offline (the work is in favourite-logos-sync.ts). Only a signed-in visitor has favourites lists,
 * so that module is fetched when the first list reaches the query cache, not on every visit.
 */
import type { Query, QueryCacheNotifyEvent, QueryClient } from '@tanstack/react-query';
import type { PERSONAL_RESOURCES } from '../api/query-keys';

export const FAVOURITES_RESOURCE = 'participants-favorites' satisfies (typeof PERSONAL_RESOURCES)[number];

const isFavouritesList = (query: Query) => query.queryKey[0] === FAVOURITES_RESOURCE;

/** Starts following the favourites lists; call once, after the stored cache is restored. */
export function keepFavouriteLogos(queryClient: QueryClient): void {
  if (typeof caches === 'undefined') return;
  const cache = queryClient.getQueryCache();
  let keeper: ReturnType<typeof loadKeeper> | undefined;
  // Events are handed over in the order they came, once the module is in. A module that could not be
  // fetched (offline before the worker had it) is asked for again with the next change of a list.
  const start = () =>
    (keeper ??= loadKeeper(queryClient).catch((error: unknown) => {
      keeper = undefined;
      throw error;
    }));
  const hand = (event?: QueryCacheNotifyEvent) =>
    void start().then(
      (keep) => keep(event),
      () => undefined,
    );
  cache.subscribe((event) => {
    if (isFavouritesList(event.query)) hand(event);
  });
  if (cache.findAll({ queryKey: [FAVOURITES_RESOURCE] }).length > 0) hand();
}

const loadKeeper = (queryClient: QueryClient) =>
  import('./favourite-logos-sync').then((module) => module.favouriteLogosKeeper(queryClient));
