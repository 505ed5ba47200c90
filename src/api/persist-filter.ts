/**
 * What of the query cache may be written to the device. Public data (catalogue, programme, site) is kept
 * for offline use; the signed-in visitor's data (PERSONAL_RESOURCES) and their queued favourite toggles
 * only while someone is signed in, so a shared phone never hands one visitor's ticket to the next.
 * Errors are never kept: a query that never loaded is left out, and a fresh start retries it.
 */
import type { DehydrateOptions, DehydratedState, Mutation, Query } from '@tanstack/react-query';
import { QUEUED_MUTATION_KEYS } from './queued-mutations';
import { isPersonalKey } from './query-keys';

/** Favourite toggles, visited ticks and note saves queued offline are the only mutations whose behaviour survives a restart (mutation defaults). */
const RESUMABLE: readonly unknown[] = QUEUED_MUTATION_KEYS.map((key) => key[0]);
const isResumable = (mutationKey: readonly unknown[] | undefined) => RESUMABLE.includes(mutationKey?.[0]);

/**
 * A query is kept when it holds data: a refetch that failed offline leaves the last good data on screen
 * (status 'error'), and dropping it from the device then would lose the catalogue at the next cold start.
 * Such a query is stored as the success it last was (lastGoodState); one that never loaded is not kept.
 */
export function shouldPersistQuery(query: Pick<Query, 'queryKey' | 'state'>, signedIn: boolean): boolean {
  const { status, data } = query.state;
  return (status === 'success' || (status === 'error' && data !== undefined)) && (signedIn || !isPersonalKey(query.queryKey));
}

/** The stored cache with failed refetches written as the data they still show, never as errors. */
export function lastGoodState(state: DehydratedState): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'error'
        ? {
            ...query,
            state: { ...query.state, status: 'success', error: null, fetchFailureCount: 0, fetchFailureReason: null, fetchStatus: 'idle' },
          }
        : query,
    ),
  };
}

export function shouldPersistMutation(mutation: Pick<Mutation, 'options' | 'state'>, signedIn: boolean): boolean {
  return signedIn && mutation.state.isPaused && isResumable(mutation.options.mutationKey);
}

/** dehydrate() options that ask isSignedIn at the moment of every write. */
export function persistDehydrateOptions(isSignedIn: () => boolean): DehydrateOptions {
  return {
    shouldDehydrateQuery: (query) => shouldPersistQuery(query, isSignedIn()),
    shouldDehydrateMutation: (mutation) => shouldPersistMutation(mutation, isSignedIn()),
  };
}

/**
 * A stored cache with the personal part taken out, for a start with nobody signed in (the visitor signed
 * out in another tab while this one was closed, or a write after logout never landed).
 */
export function withoutPersonalData(state: DehydratedState): DehydratedState {
  return { ...state, queries: state.queries.filter((query) => !isPersonalKey(query.queryKey)), mutations: [] };
}
