/**
 * The query cache on the device (IndexedDB through idb-keyval), so a cold start with no network shows the
 * catalogue, programme, favourites and ticket seen before. IndexedDB stores the dehydrated queries by
 * structured clone (no JSON pass), one record per query (persist-records.ts), which keeps the restore of
 * a 3,000-exhibitor catalogue short enough to await before the first render.
 *
 * Writes are throttled (the cache changes on every fetch state), serialised (an older snapshot never lands
 * after a newer one), and made at once on logout, so personal data leaves the device immediately.
 */
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/query-persist-client-core';
import type { QueryClient } from '@tanstack/react-query';
import { persistDehydrateOptions } from './persist-filter';
import { isPersonalKey } from './query-keys';
import { idbPersister } from './persist-records';
import { restoringFrom } from './device-restore';

export { idbPersister } from './persist-records';

/** A week: long enough to cover an exhibition visited on several days after one online visit. */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
const THROTTLE_MS = 1000;
/** Queries that succeed together (the catalogue and its filters) land in one write. */
const BATCH_MS = 50;

export type PersistOptions = {
  /** Changes with every build: a cache written by another build is dropped rather than misread. */
  buster: string;
  isSignedIn: () => boolean;
};

/** Writes the cache now (cancelling a throttled write); a no-op until persistence has started. */
let flush: () => Promise<void> = () => Promise.resolve();
export const persistNow = () => flush();

/** Performance measure of the restore (read and hydrate), for the benchmark. */
export const RESTORE_MARK = 'persist:restored';

/**
 * Restores the stored cache into queryClient, then keeps writing it back. Resolves once the restore is
 * done (or failed: a broken record is discarded, and the app starts from the network).
 */
/** Starts saving; resolves once restored, with a function that stops the saving (tests start several). */
export async function startPersistence(queryClient: QueryClient, { buster, isSignedIn }: PersistOptions): Promise<() => void> {
  const persister = idbPersister(isSignedIn);
  const startedAt = performance.now();
  const restore = persistQueryClientRestore({ queryClient, persister, buster, maxAge: PERSIST_MAX_AGE });
  restoringFrom(restore);
  try {
    await restore;
  } catch (error) {
    console.warn('The saved data could not be restored', error);
  }
  // The visitor's own lists may have changed since they were saved: on another device, or by a toggle made
  // just before a reload, inside the write throttle. Marked stale (not fetched here), they are shown at once
  // and revalidated by the first screen that uses them once online, whatever their age.
  void queryClient.invalidateQueries({ predicate: (query) => isPersonalKey(query.queryKey), refetchType: 'none' });
  performance.measure(RESTORE_MARK, { start: startedAt, end: performance.now() });

  const options = { queryClient, persister, buster, dehydrateOptions: persistDehydrateOptions(isSignedIn) };
  let timer: ReturnType<typeof setTimeout> | null = null;
  let lastWrite = 0;
  let writing: Promise<void> = Promise.resolve();
  const write = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    lastWrite = Date.now();
    writing = writing
      .then(() => persistQueryClientSave(options))
      .catch((error: unknown) => console.warn('The data could not be saved on the device', error));
    return writing;
  };
  // The first change after a quiet spell is written almost at once (a visitor may close the app right
  // after the catalogue appears); changes that follow wait for the throttle window.
  const schedule = () => {
    timer ??= setTimeout(write, Math.max(BATCH_MS, lastWrite + THROTTLE_MS - Date.now()));
  };
  flush = write;
  // Only changes of what is stored matter: fetch-state and observer events would rewrite the same data.
  const stopQueries = queryClient.getQueryCache().subscribe((event) => {
    if (event.type === 'removed' || (event.type === 'updated' && event.action.type === 'success')) schedule();
  });
  const stopMutations = queryClient.getMutationCache().subscribe((event) => {
    if (event.type === 'added' || event.type === 'removed' || event.type === 'updated') schedule();
  });
  // A page the server rendered restores after hydration: what it already holds (the server's data, lists
  // fetched meanwhile) is written now, not only at its next change.
  if (
    queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === 'success')
  )
    schedule();
  // A page closed within the throttle window (an app swiped away) still tries to save its last change.
  const onHidden = () => {
    if (document.visibilityState === 'hidden' && timer !== null) void write();
  };
  document.addEventListener('visibilitychange', onHidden);
  return () => {
    stopQueries();
    stopMutations();
    document.removeEventListener('visibilitychange', onHidden);
    if (timer !== null) clearTimeout(timer);
    timer = null;
    if (flush === write) flush = () => Promise.resolve();
  };
}
