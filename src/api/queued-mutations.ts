/**
 * The visitor's writes that wait for the network and survive a restart: favourite toggles, visited stands
 * and note saves (decision 0007). Each is registered as mutation defaults under its key before the saved
 * cache is restored, because Query gives a restored write its defaults when it rebuilds it.
 *
 * What Query reads at that moment is here: the key, the scope (one queue per kind, sent in order), the
 * network mode (offline, a write waits paused) and the retry rule. What a write does, its request, the
 * optimistic change and its rollback, is in the module of its kind (api/favourites.ts, visits.ts,
 * notes.ts), loaded when it runs: by then the page that made the write has loaded that module already,
 * and a write restored from the device loads it once the network is back. So a first visit carries none
 * of it (decision 0009).
 */
import type { QueryClient } from '@tanstack/react-query';

export const FAVOURITE_MUTATION_KEY = ['favourite-toggle'] as const;
export const VISIT_MUTATION_KEY = ['visit-toggle'] as const;
export const NOTE_MUTATION_KEY = ['note-save'] as const;

/** Every queued kind: signing out drops their unsent writes, and only they are saved with the cache. */
export const QUEUED_MUTATION_KEYS = [FAVOURITE_MUTATION_KEY, VISIT_MUTATION_KEY, NOTE_MUTATION_KEY] as const;

type QueuedKey = (typeof QUEUED_MUTATION_KEYS)[number];

/** What one kind of write does (the kind's module says when its failure is told to the visitor). */
export type QueuedMutationHandlers<TVariables, TContext, TData = unknown> = {
  mutationFn: (variables: TVariables) => Promise<TData>;
  onMutate: (variables: TVariables) => Promise<TContext>;
  onSuccess?: (data: TData, variables: TVariables, context: TContext) => unknown;
  onError: (error: unknown, variables: TVariables, context: TContext | undefined) => unknown;
  onSettled?: (data: TData | undefined, error: unknown, variables: TVariables, context: TContext | undefined) => unknown;
};

/**
 * Registers one kind of queued write; `load` brings its handlers (a dynamic import of its module). A load
 * that fails (a chunk that cannot be fetched) is tried again at the write's next attempt.
 */
export function registerQueuedMutation<TVariables, TContext, TData>(
  queryClient: QueryClient,
  mutationKey: QueuedKey,
  load: () => Promise<QueuedMutationHandlers<TVariables, TContext, TData>>,
) {
  let loading: Promise<QueuedMutationHandlers<TVariables, TContext, TData>> | undefined;
  const handlers = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  queryClient.setMutationDefaults(mutationKey, {
    scope: { id: mutationKey[0] },
    // Offline, a write waits (paused, saved with the cache) instead of failing: it is sent when the network
    // returns. A request lost on the way (no answer at all) is tried again the same way.
    networkMode: 'online',
    retry: (failureCount: number, error: unknown) => error instanceof TypeError && failureCount < 3,
    mutationFn: async (variables: TVariables) => (await handlers()).mutationFn(variables),
    onMutate: async (variables: TVariables) => (await handlers()).onMutate(variables),
    onSuccess: async (data: TData, variables: TVariables, context: TContext) => (await handlers()).onSuccess?.(data, variables, context),
    onError: async (error: unknown, variables: TVariables, context: TContext | undefined) =>
      (await handlers()).onError(error, variables, context),
    onSettled: async (data: TData | undefined, error: unknown, variables: TVariables, context: TContext | undefined) =>
      (await handlers()).onSettled?.(data, error, variables, context),
  });
}
