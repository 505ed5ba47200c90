/**
 * Favourite toggles waiting for the network (paused mutations, restored after a restart too), so the
 * favourites page can say which of its changes are not on the server yet.
 */
import { useMutationState, type Mutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { FavouriteChange } from '../api/favourites';
import { FAVOURITE_MUTATION_KEY } from '../api/queued-mutations';

const queued = { mutationKey: FAVOURITE_MUTATION_KEY, predicate: (mutation: Mutation) => mutation.state.isPaused };
const selectChange = (mutation: Mutation) => mutation.state.variables as FavouriteChange;

/** The queued toggles, oldest first (the order they will be sent in). */
export function useQueuedFavourites(): FavouriteChange[] {
  return useMutationState({ filters: queued, select: selectChange });
}

/** Ids of the items of one kind with a queued toggle. */
export function useQueuedFavouriteIds(kind: FavouriteChange['kind']): ReadonlySet<string | number> {
  const changes = useQueuedFavourites();
  return useMemo(() => new Set(changes.filter((change) => change.kind === kind).map((change) => change.item.id)), [changes, kind]);
}
