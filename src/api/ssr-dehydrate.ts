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

/**
 * Resources whose data travels as one JSON string rather than as the router's serialised object graph: a
 * hall plan is thousands of small objects and arrays, which the serialiser writes as a script that numbers
 * every one of them (about 190 KB at the largest hall), and a phone then spends most of a second of parsing
 * on it before the page can paint. A string literal is scanned in a few milliseconds and JSON.parse is the
 * fastest way there is to build those objects. Plain JSON only: no dates or undefined inside.
 */
const JSON_CARRIED: readonly unknown[] = ['hall-plan'];

type Dehydrated = DehydratedState['queries'][number];
type Carried = Dehydrated & { json?: string };

const toWire = (query: Dehydrated): Carried =>
  JSON_CARRIED.includes(query.queryKey[0])
    ? { ...query, state: { ...query.state, data: undefined }, json: JSON.stringify(query.state.data) }
    : query;

const fromWire = ({ json, ...query }: Carried): Dehydrated =>
  json === undefined ? query : { ...query, state: { ...query.state, data: JSON.parse(json) as unknown } };

export function isDehydratedQuery(query: Query): boolean {
  const key = query.queryKey;
  return query.state.status === 'success' && !isPersonalKey(key) && !(CLIENT_FETCHED_RESOURCES as readonly unknown[]).includes(key[0]);
}

type WithQueries = { queries?: Carried[]; renderedAt?: number };

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
      queries: dehydrate(queryClient, { shouldDehydrateQuery: isDehydratedQuery, shouldDehydrateMutation: () => false }).queries.map(
        toWire,
      ),
      // The moment the page was rendered, so the browser hydrates with the same "now" (ui/page-clock.tsx).
      renderedAt: clock.renderedAt,
    });
    return;
  }
  const hydrateRouter = router.options.hydrate;
  router.options.hydrate = async (dehydrated: WithQueries) => {
    await hydrateRouter?.(dehydrated);
    if (dehydrated.queries) hydrate(queryClient, { queries: dehydrated.queries.map(fromWire) });
    if (typeof dehydrated.renderedAt === 'number') clock.renderedAt = dehydrated.renderedAt;
  };
}
