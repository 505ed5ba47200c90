/**
 * The signed-in visitor's favourite exhibitors and events: the two personal lists and the one toggle
 * mutation. The toggle is optimistic: the personal list in the cache changes at once (cards, the open
 * modal and the favourites page all read it), the request follows, and a refusal puts the list back.
 *
 * The mutation's behaviour is registered as mutation defaults under one key and its variables are plain
 * data, so a toggle made offline can later be persisted and resumed after a restart. All toggles share
 * one scope: they reach the server one after another, in the order they were made.
 */
import { useMemo } from 'react';
import { useMutation, useMutationState, useQuery, type Mutation, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import type { ProgrammeEvent } from '../contract/events';
import {
  EventFavoriteResultSchema,
  FavoriteEventsResponseSchema,
  FavoriteParticipantsResponseSchema,
  ParticipantFavoriteResultSchema,
} from '../contract/favorites';
import type { Participant } from '../contract/participants';
import { useIsSignedIn } from '../session/use-session';
import { api } from './client';
import { SessionExpiredError } from './errors';
import { queryKey } from './query-keys';

export const favouriteParticipantsQueryOptions = (lang: Lang, exPrefix: string) => ({
  queryKey: queryKey('participants-favorites', lang, exPrefix),
  queryFn: async ({ client }: { client: QueryClient }) => {
    const list = await api.request('/user/participants_favorites/', {
      lang,
      schema: FavoriteParticipantsResponseSchema,
      query: { ex_prefix: exPrefix },
    });
    return withUnsentChanges(client, list, 'participant', lang, exPrefix);
  },
});

export const favouriteEventsQueryOptions = (lang: Lang, exPrefix: string) => ({
  queryKey: queryKey('events-favorites', lang, exPrefix),
  queryFn: async ({ client }: { client: QueryClient }) => {
    const list = await api.request('/user/events_favorites/', {
      lang,
      schema: FavoriteEventsResponseSchema,
      query: { ex_prefix: exPrefix },
    });
    return withUnsentChanges(client, list, 'event', lang, exPrefix);
  },
});

type FavouriteParticipant = Participant & { added_to_favorite: true };
type FavouriteEvent = ProgrammeEvent & { added_to_favorite: true };

/** One toggle, as plain data: what changes, where it is listed, and the item to list. */
export type FavouriteChange =
  | { kind: 'participant'; lang: Lang; exPrefix: string; added: boolean; item: Participant }
  | { kind: 'event'; lang: Lang; exPrefix: string; added: boolean; item: ProgrammeEvent };

export const FAVOURITE_MUTATION_KEY = ['favourite-toggle'] as const;
const FAVOURITE_SCOPE = { id: 'favourite-toggle' };

/**
 * A favourites list as the server sent it, with the toggles it has not confirmed yet applied in order:
 * those queued offline (paused, perhaps restored after a restart) or on their way. Every fetch of a list
 * goes through it, so a refetch (or the service worker's saved answer when a hall's wifi has no
 * internet) never takes back on screen a change the visitor made and is still waiting to send. Applying
 * a change the server already has changes nothing.
 */
export function withUnsentChanges<T extends { id: string | number }>(
  client: QueryClient,
  list: T[],
  kind: FavouriteChange['kind'],
  lang: Lang,
  exPrefix: string,
): T[] {
  const changes = client.getMutationCache().findAll(UNSENT).map(changeOf);
  return changes.filter(ofList(kind, lang, exPrefix)).reduce(applyChange, list);
}

const UNSENT = { mutationKey: FAVOURITE_MUTATION_KEY, status: 'pending' } as const;
const changeOf = (mutation: Mutation<unknown, Error, unknown, unknown>) => mutation.state.variables as FavouriteChange | undefined;
const ofList =
  (kind: FavouriteChange['kind'], lang: Lang, exPrefix: string) =>
  (change: FavouriteChange | undefined): change is FavouriteChange =>
    change?.kind === kind && change.lang === lang && change.exPrefix === exPrefix;

/**
 * The list with the change's item added or removed; the item keeps its place when it is already there.
 * T is the list of the change's kind (the callers match kind to list).
 */
function applyChange<T extends { id: string | number }>(list: readonly T[], change: FavouriteChange): T[] {
  const without = list.filter((entry) => entry.id !== change.item.id);
  if (!change.added) return without;
  if (without.length < list.length) return [...list];
  // A list entry is the starred item plus the flag, for exhibitors and events alike.
  const listed = { ...change.item, added_to_favorite: true } as unknown as T;
  return [...list, listed];
}

const listKey = (change: FavouriteChange) =>
  change.kind === 'participant'
    ? queryKey('participants-favorites', change.lang, change.exPrefix)
    : queryKey('events-favorites', change.lang, change.exPrefix);

async function sendChange(change: FavouriteChange) {
  if (change.kind === 'participant') {
    return api.request('/user/participants/favorite/', {
      lang: change.lang,
      method: 'POST',
      schema: ParticipantFavoriteResultSchema,
      body: { participant_id: change.item.id, added_to_favorite: change.added },
    });
  }
  return api.request('/user/events/favorite/', {
    lang: change.lang,
    method: 'POST',
    schema: EventFavoriteResultSchema,
    body: { event_id: change.item.id, added_to_favorite: change.added },
  });
}

type Snapshot = { key: readonly unknown[]; previous: unknown };

/**
 * Registers the toggle's behaviour once for the app. onFailure tells the visitor (a toast): the change
 * has already been taken back on screen when it runs.
 */
export function registerFavouriteMutations(queryClient: QueryClient, onFailure: (change: FavouriteChange, error: unknown) => void) {
  queryClient.setMutationDefaults(FAVOURITE_MUTATION_KEY, {
    scope: FAVOURITE_SCOPE,
    // Offline, a toggle waits (paused, saved with the cache) instead of failing: it is sent when the
    // network returns. A request lost on the way (no answer at all) is tried again the same way.
    networkMode: 'online',
    retry: (failureCount: number, error: unknown) => error instanceof TypeError && failureCount < 3,
    mutationFn: (change: FavouriteChange) => sendChange(change),
    onMutate: async (change: FavouriteChange): Promise<Snapshot> => {
      const key = listKey(change);
      // A list request already under way would overwrite the optimistic list with an older answer. The
      // first load of a list is left to finish: its answer goes through withUnsentChanges, and cancelling
      // it would leave every other star of the page unknown until this change is settled.
      if (queryClient.getQueryData(key) !== undefined) await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData<(FavouriteParticipant | FavouriteEvent)[]>(key, (list) => (list ? applyChange(list, change) : list));
      return { key, previous };
    },
    onError: (error: unknown, change: FavouriteChange, snapshot: Snapshot | undefined) => {
      // A session that ended has already wiped the personal lists: putting the old list back would hand
      // the last visitor's favourites to whoever signs in next on this device.
      if (snapshot && !(error instanceof SessionExpiredError)) queryClient.setQueryData(snapshot.key, snapshot.previous);
      onFailure(change, error);
    },
    onSettled: (_data: unknown, error: unknown, change: FavouriteChange) => {
      // Every language's copy of the list is now out of date; the one on screen refetches. A first load
      // still under way may have been answered before this change was written, and an invalidation would
      // join it rather than fetch again (Query cancels only a refetch of a list that has data): it is
      // cancelled first, and after a success the toggle stays unsent until the new list is in, so the
      // star does not go off meanwhile. Otherwise not awaited: after a refusal the toggle must be settled
      // by the time the answer arrives, or the list would apply the refused change again.
      const lists = { queryKey: [listKey(change)[0]] };
      const firstLoad = queryClient
        .getQueryCache()
        .findAll(lists)
        .some((query) => query.state.data === undefined && query.state.fetchStatus === 'fetching');
      const refetch = (firstLoad ? queryClient.cancelQueries(lists) : Promise.resolve()).then(() => queryClient.invalidateQueries(lists));
      return firstLoad && !error ? refetch : undefined;
    },
  });
}

/** Starts a toggle; its behaviour comes from registerFavouriteMutations. */
export function useToggleFavourite() {
  return useMutation<unknown, Error, FavouriteChange, Snapshot>({ mutationKey: FAVOURITE_MUTATION_KEY }).mutate;
}

const NO_IDS: ReadonlySet<never> = new Set();

/**
 * The ids of a list as the star shows them: the list with the visitor's unsent toggles applied, so a star
 * turns at once even before the list itself has arrived (a toggle then has no list to change in the cache).
 */
function useShownIds<T extends string | number>(
  kind: FavouriteChange['kind'],
  lang: Lang,
  exPrefix: string,
  list: readonly { id: T }[] | undefined,
) {
  const changes = useMutationState({ filters: UNSENT, select: changeOf });
  return useMemo(() => {
    const own = changes.filter(ofList(kind, lang, exPrefix));
    if (!list && own.length === 0) return NO_IDS;
    const ids = new Set<T>(list?.map((entry) => entry.id));
    for (const change of own) {
      if (change.added) ids.add(change.item.id as T);
      else ids.delete(change.item.id as T);
    }
    return ids;
  }, [changes, kind, lang, exPrefix, list]);
}

/** Ids of the visitor's favourite exhibitors of an exhibition; empty when nobody is signed in. */
export function useFavouriteParticipantIds(lang: Lang, exPrefix: string): ReadonlySet<string> {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...favouriteParticipantsQueryOptions(lang, exPrefix), enabled: signedIn });
  const ids = useShownIds('participant', lang, exPrefix, data);
  return signedIn ? ids : NO_IDS;
}

/** Ids of the visitor's favourite events of an exhibition; empty when nobody is signed in. */
export function useFavouriteEventIds(lang: Lang, exPrefix: string): ReadonlySet<number> {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...favouriteEventsQueryOptions(lang, exPrefix), enabled: signedIn });
  const ids = useShownIds('event', lang, exPrefix, data);
  return signedIn ? ids : NO_IDS;
}
