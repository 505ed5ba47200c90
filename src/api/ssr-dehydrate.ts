/**
 * The Query cache a server-rendered page sends along in its HTML, and the browser's side of it.
 *
 * Everything the page rendered goes, so the browser's first render reads the same data, except the two big
 * lists (the catalogue and the programme, up to megabytes): their pages render the first screen on the
 * server and the browser fetches the whole list itself (or reads it from the device), hydrating the list once
 * it is in. Personal queries never run on the server, and failed ones are left for the browser to retry.
 *
 * The page is rendered to a string once every loader has finished, so the cache is complete when the router
 * dehydrates: one snapshot beside the router's own state is all it takes. (TanStack's SSR Query integration
 * also streams queries that start while a page renders; no render here starts one, and its code cost every
 * first visit about 1 kB.)
 */
import { dehydrate, hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { isPersonalKey } from './query-keys';

export const CLIENT_FETCHED_RESOURCES = ['participants', 'events'] as const;

export function isDehydratedQuery(query: Query): boolean {
  const key = query.queryKey;
  return query.state.status === 'success' && !isPersonalKey(key) && !(CLIENT_FETCHED_RESOURCES as readonly unknown[]).includes(key[0]);
}

type WithQueries = { queries?: DehydratedState['queries']; renderedAt?: number };

/**
 * The server puts the cache, and the moment it rendered, into the router's dehydrated state; the browser
 * fills its cache and its page clock from them before hydrating.
 */
/** `clock` is the router's page clock (ui/page-clock.tsx): the server's render moment goes with the page. */
export function shareQueryCache(router: AnyRouter, queryClient: QueryClient, clock: { renderedAt: number | null }) {
  if (import.meta.env.SSR) {
    const dehydrateRouter = router.options.dehydrate;
    router.options.dehydrate = async () => ({
      ...((await dehydrateRouter?.()) as object | undefined),
      queries: dehydrate(queryClient, { shouldDehydrateQuery: isDehydratedQuery, shouldDehydrateMutation: () => false }).queries,
      // The moment the page was rendered, so the browser hydrates with the same "now" (ui/page-clock.tsx).
      renderedAt: clock.renderedAt,
    });
    return;
  }
  const hydrateRouter = router.options.hydrate;
  router.options.hydrate = async (dehydrated: WithQueries) => {
    await hydrateRouter?.(dehydrated);
    if (dehydrated.queries) hydrate(queryClient, { queries: dehydrated.queries });
    if (typeof dehydrated.renderedAt === 'number') clock.renderedAt = dehydrated.renderedAt;
  };
}
