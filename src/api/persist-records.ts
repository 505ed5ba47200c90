/**
 * How the dehydrated query cache lies in IndexedDB: one record per query plus a small manifest (the
 * buster, the timestamp, the queued favourite toggles and which query records belong to it).
 *
 * One record for the whole cache meant every write, even a favourite toggle, cloned the 2 MB catalogue
 * again on the main thread. Here a query's record is written only when its data changed (TanStack Query's
 * structural sharing keeps the same data object when a refetch brings the same content) or when its
 * fetch time has moved on by REWRITE_AFTER_MS, so "saved at" stays roughly true. The manifest and every
 * changed or removed record go in one transaction: a logout's removal of the ticket is never half done.
 */
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import type { DehydratedState } from '@tanstack/react-query';
import { clear, createStore, get, getMany, promisifyRequest, type UseStore } from 'idb-keyval';
import { lastGoodState, withoutPersonalData } from './persist-filter';

import { EARLY_READ_GLOBAL, MANIFEST_KEY, PERSIST_DB, PERSIST_STORE, RECORD_PREFIX, recordKey, type EarlyRead } from './persist-keys';

export { PERSIST_DB } from './persist-keys';
const REWRITE_AFTER_MS = 10 * 60 * 1000;
/** Performance measure of the IndexedDB read alone, for the benchmark. */
export const READ_MARK = 'persist:read';

type DehydratedQuery = DehydratedState['queries'][number];
type Manifest = Omit<PersistedClient, 'clientState'> & { clientState: DehydratedState; queryHashes: string[] };

/** The early read started by public/early-read.js, taken once: later restores read IndexedDB themselves. */
function takeEarlyRead(): EarlyRead | undefined {
  const holder = globalThis as Record<string, unknown>;
  const early = holder[EARLY_READ_GLOBAL] as EarlyRead | undefined;
  delete holder[EARLY_READ_GLOBAL];
  return early;
}

/** The manifest and its query records, from the early read when there is one, else from IndexedDB. */
async function readManifestAndRecords(): Promise<{ manifest: Manifest | undefined; records: (DehydratedQuery | undefined)[] }> {
  const all = await takeEarlyRead();
  if (all) {
    const manifest = all.get(MANIFEST_KEY) as Manifest | undefined;
    return {
      manifest,
      records: manifest ? manifest.queryHashes.map((hash) => all.get(recordKey(hash)) as DehydratedQuery | undefined) : [],
    };
  }
  const manifest = await get<Manifest>(MANIFEST_KEY, idbStore());
  return { manifest, records: manifest ? await getMany<DehydratedQuery>(manifest.queryHashes.map(recordKey), idbStore()) : [] };
}

let store: UseStore | null = null;
// Opened on first use, never at module load, so importing this module is safe on a server.
const idbStore = () => (store ??= createStore(PERSIST_DB, PERSIST_STORE));

export function idbPersister(isSignedIn: () => boolean): Persister {
  /** What each stored query record holds now: its data object and fetch time. */
  const written = new Map<string, { data: unknown; dataUpdatedAt: number }>();
  const unchanged = (query: DehydratedQuery) => {
    const last = written.get(query.queryHash);
    return last !== undefined && last.data === query.state.data && query.state.dataUpdatedAt - last.dataUpdatedAt < REWRITE_AFTER_MS;
  };

  return {
    persistClient: async (client) => {
      const state = lastGoodState(client.clientState);
      const changed = state.queries.filter((query) => !unchanged(query));
      const hashes = new Set(state.queries.map((query) => query.queryHash));
      const removed = [...written.keys()].filter((hash) => !hashes.has(hash));
      const manifest: Manifest = { ...client, clientState: { ...state, queries: [] }, queryHashes: [...hashes] };
      await idbStore()('readwrite', (objectStore) => {
        for (const query of changed) objectStore.put(query, recordKey(query.queryHash));
        // Every record the manifest no longer lists goes, including ones this page never wrote or restored
        // (a ticket left out of the restore because nobody was signed in): nothing personal lingers.
        const wanted = new Set([...hashes].map(recordKey));
        const stored = objectStore.getAllKeys();
        stored.onsuccess = () => {
          for (const key of stored.result)
            if (typeof key === 'string' && key.startsWith(RECORD_PREFIX) && !wanted.has(key)) objectStore.delete(key);
        };
        objectStore.put(manifest, MANIFEST_KEY);
        return promisifyRequest(objectStore.transaction);
      });
      for (const query of changed) written.set(query.queryHash, { data: query.state.data, dataUpdatedAt: query.state.dataUpdatedAt });
      for (const hash of removed) written.delete(hash);
    },
    restoreClient: async () => {
      const startedAt = performance.now();
      const { manifest, records } = await readManifestAndRecords();
      performance.measure(READ_MARK, { start: startedAt, end: performance.now() });
      if (!manifest) return undefined;
      const queries = records.filter((record): record is DehydratedQuery => record !== undefined);
      // The restored data objects are what the records hold: an unchanged refetch will not rewrite them.
      for (const query of queries) written.set(query.queryHash, { data: query.state.data, dataUpdatedAt: query.state.dataUpdatedAt });
      const { queryHashes: _hashes, ...client } = manifest;
      const restored: PersistedClient = { ...client, clientState: { ...manifest.clientState, queries } };
      return isSignedIn() ? restored : { ...restored, clientState: withoutPersonalData(restored.clientState) };
    },
    removeClient: async () => {
      written.clear();
      await clear(idbStore());
    },
  };
}

/** The whole stored cache as one object (tests and the benchmark read it), or undefined before the first write. */
export async function readStoredClient(): Promise<PersistedClient | undefined> {
  const manifest = await get<Manifest>(MANIFEST_KEY, idbStore());
  if (!manifest) return undefined;
  const queries = (await getMany<DehydratedQuery>(manifest.queryHashes.map(recordKey), idbStore())).filter((query) => query !== undefined);
  return { timestamp: manifest.timestamp, buster: manifest.buster, clientState: { ...manifest.clientState, queries } };
}
