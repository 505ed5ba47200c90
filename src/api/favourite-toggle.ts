/**
 * What a favourite toggle does and how the stars show it (api/favourites.ts has the lists and says why the
 * toggle is optimistic and queued). Loaded by the pages that show stars, and by a toggle restored from the
 * device when it is sent (api/queued-mutations.ts).
 */
import { useMemo } from 'react';
import { useMutation, useMutationState, useQuery, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { EventFavoriteResultSchema, ParticipantFavoriteResultSchema } from '../contract/favorites';
import { useIsSignedIn } from '../session/use-session';
import { api } from './client';
import { SessionExpiredError } from './errors';
import {
  applyChange,
  changeOf,
  favouriteEventsQueryOptions,
  favouriteParticipantsQueryOptions,
  ofList,
  UNSENT,
  type FavouriteChange,
  type FavouriteEvent,
  type FavouriteParticipant,
} from './favourites';
import { FAVOURITE_MUTATION_KEY, type QueuedMutationHandlers } from './queued-mutations';
import { queryKey } from './query-keys';

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
 * What a toggle does (registered by api/queued-mutations.ts). onFailure tells the visitor (a toast): the
 * change has already been taken back on screen when it runs.
 */
export function favouriteMutationHandlers(
  queryClient: QueryClient,
  onFailure: (change: FavouriteChange, error: unknown) => void,
): QueuedMutationHandlers<FavouriteChange, Snapshot> {
  return {
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
  };
}

/** Starts a toggle; its behaviour comes from favouriteMutationHandlers. */
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
