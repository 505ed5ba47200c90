/**
 * The stands a visitor ticked as visited on the hall map (issue 33). Signed in, the marks live with the
 * account: the list is a personal query, and a tick is an optimistic mutation like the favourites'
 * toggle — registered under one key with plain-data variables (api/queued-mutations.ts), so a tick made
 * offline waits (paused, saved with the cache) and is sent when the network returns, in order with the others. Not signed in,
 * the marks stay on the device (device-visits.ts) and join the account at the next signed-in visit.
 */
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useMutation, useMutationState, useQuery, type Mutation, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { VisitedStandsResultSchema, VisitedStandsSchema } from '../contract/visits';
import { useIsSignedIn } from '../session/use-session';
import { api } from './client';
import { deviceVisits } from './device-visits';
import { SessionExpiredError } from './errors';
import { VISIT_MUTATION_KEY, type QueuedMutationHandlers } from './queued-mutations';
import { queryKey } from './query-keys';

/** One tick or untick (or the device's marks handed over), as plain data. */
export type VisitChange = { lang: Lang; exPrefix: string; stands: readonly string[]; visited: boolean };

const UNSENT = { mutationKey: VISIT_MUTATION_KEY, status: 'pending' } as const;
const changeOf = (mutation: Mutation<unknown, Error, unknown, unknown>) => mutation.state.variables as VisitChange | undefined;

export const visitedStandsQueryOptions = (lang: Lang, exPrefix: string) => ({
  queryKey: queryKey('visited-stands', lang, exPrefix),
  queryFn: async ({ client }: { client: QueryClient }) => {
    const { stands } = await api.request('/user/visited_stands/', { lang, schema: VisitedStandsSchema, query: { ex_prefix: exPrefix } });
    // A refetch never takes back on screen a tick still waiting to be sent.
    return unsentChanges(client, exPrefix).reduce(applyVisit, stands);
  },
});

const unsentChanges = (client: QueryClient, exPrefix: string) =>
  client
    .getMutationCache()
    .findAll(UNSENT)
    .map(changeOf)
    .filter((change): change is VisitChange => change?.exPrefix === exPrefix);

/** The list with a change applied, in stand order. */
export function applyVisit(list: readonly string[], change: VisitChange): string[] {
  const next = new Set(list);
  for (const stand of change.stands) {
    if (change.visited) next.add(stand);
    else next.delete(stand);
  }
  return [...next].sort();
}

/** Every language's cached list of the exhibition: the marks are the same in each. */
const listsOf = (exPrefix: string) => ({
  predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === 'visited-stands' && query.queryKey[2] === exPrefix,
});

type Snapshot = { lists: [readonly unknown[], unknown][] };

/** What a tick does (registered by api/queued-mutations.ts); onFailure tells the visitor, after the tick was taken back. */
export function visitMutationHandlers(
  queryClient: QueryClient,
  onFailure: (change: VisitChange, error: unknown) => void,
): QueuedMutationHandlers<VisitChange, Snapshot> {
  return {
    mutationFn: (change: VisitChange) =>
      api.request('/user/visited_stands/', {
        lang: change.lang,
        method: 'POST',
        schema: VisitedStandsResultSchema,
        body: { ex_prefix: change.exPrefix, stands: [...change.stands], visited: change.visited },
      }),
    onMutate: async (change: VisitChange): Promise<Snapshot> => {
      const lists = listsOf(change.exPrefix);
      await queryClient.cancelQueries(lists);
      const previous = queryClient.getQueriesData<string[]>(lists);
      queryClient.setQueriesData<string[]>(lists, (list) => (list ? applyVisit(list, change) : list));
      return { lists: previous };
    },
    onError: (error: unknown, change: VisitChange, snapshot: Snapshot | undefined) => {
      // After a session ended the personal lists are gone; putting them back would hand them to the next visitor.
      if (snapshot && !(error instanceof SessionExpiredError))
        for (const [key, list] of snapshot.lists) queryClient.setQueryData(key, list);
      onFailure(change, error);
    },
    onSettled: (_data: unknown, _error: unknown, change: VisitChange) => queryClient.invalidateQueries(listsOf(change.exPrefix)),
  };
}

const NO_STANDS: ReadonlySet<string> = new Set();

export type VisitedStands = {
  /** The stands shown as visited: the account's with the unsent ticks applied, or the device's. */
  visited: ReadonlySet<string>;
  /** Stands whose tick has not reached the server yet. */
  pending: ReadonlySet<string>;
  setVisited: (stands: readonly string[], visited: boolean) => void;
};

/**
 * The visited marks of an exhibition and the way to change them, for the signed-in visitor and the
 * anonymous one alike. `onPlans` (the stands the device's plans hold) limits which device marks are
 * handed to the account after signing in: a mark on a stand the plans dropped would be refused.
 */
export function useVisitedStands(lang: Lang, exPrefix: string, onPlans: ReadonlySet<string>): VisitedStands {
  const signedIn = useIsSignedIn();
  const onDevice = useSyncExternalStore(
    deviceVisits.subscribe,
    () => deviceVisits.get(exPrefix),
    () => NO_LIST,
  );
  const { data } = useQuery({ ...visitedStandsQueryOptions(lang, exPrefix), enabled: signedIn });
  const mutate = useMutation<unknown, Error, VisitChange, Snapshot>({ mutationKey: VISIT_MUTATION_KEY }).mutate;
  const unsent = useMutationState({ filters: UNSENT, select: changeOf });

  // Marks made before signing in join the account once, then leave the device.
  useEffect(() => {
    if (!signedIn || onDevice.length === 0 || onPlans.size === 0) return;
    const handed = onDevice.filter((stand) => onPlans.has(stand));
    deviceVisits.clear(exPrefix);
    if (handed.length) mutate({ lang, exPrefix, stands: handed, visited: true });
  }, [signedIn, onDevice, onPlans, exPrefix, lang, mutate]);

  const own = useMemo(() => unsent.filter((change): change is VisitChange => change?.exPrefix === exPrefix), [unsent, exPrefix]);
  const visited = useMemo(() => {
    if (!signedIn) return new Set(onDevice);
    // The list may not have arrived yet: the unsent ticks show at once all the same.
    return new Set(own.reduce(applyVisit, data ?? NO_LIST));
  }, [signedIn, onDevice, data, own]);
  const pending = useMemo(() => (signedIn ? new Set(own.flatMap((change) => change.stands)) : NO_STANDS), [signedIn, own]);

  const setVisited = useCallback(
    (stands: readonly string[], next: boolean) => {
      if (signedIn) mutate({ lang, exPrefix, stands, visited: next });
      else deviceVisits.change(exPrefix, stands, next);
    },
    [signedIn, mutate, lang, exPrefix],
  );
  return { visited, pending, setVisited };
}

const NO_LIST: readonly string[] = Object.freeze([]);
