/**
 * How the dehydrated query cache lies in IndexedDB: one record per query plus a small manifest (the
 * buster, the timestamp, the queued favourite toggles and which query records belong to it).
 *
 * One record for the whole cache meant every write, even a favourite toggle, cloned the 2 MB catalogue
 * again on the main thread. Here a query's record is written only when its data changed (TanStack Query's
 * structural sharing keeps the same data object when a refetch brings the same content) or when its
 * fetch time has moved on by REWRITE_AFTER_MS, so "saved at" stays roughly true. The manifest and every
 * changed or removed record go in one transaction: a logout's removal of the ticket is never half done.
 *
 * A long list (the catalogue: 10,000 exhibitors at the largest shows) is stored in shards of SHARD_ITEMS
 * items, each put from the success of the one before, in the same transaction. IndexedDB clones a value
 * on the main thread when it is put, so one record of the whole list was one task of 250 ms on a
 * phone-speed CPU; shards are tasks of a few milliseconds each, and reading them back is split the same way.
 */
import type { PersistedClient, Persister } from '@tanstack/query-persist-client-core';
import type { DehydratedState } from '@tanstack/react-query';
import { clear, createStore, getMany, keys as idbKeys, promisifyRequest, type UseStore } from 'idb-keyval';
import { lastGoodState, withoutPersonalData } from './persist-filter';

import {
  EARLY_READ_GLOBAL,
  MANIFEST_KEY,
  PERSIST_DB,
  PERSIST_STORE,
  RECORD_PREFIX,
  recordKey,
  shardKey,
  type EarlyRead,
} from './persist-keys';

const REWRITE_AFTER_MS = 10 * 60 * 1000;
/** Performance measure of the IndexedDB read alone, for the benchmark. */
export const READ_MARK = 'persist:read';

type DehydratedQuery = DehydratedState['queries'][number];
type Manifest = Omit<PersistedClient, 'clientState'> & { clientState: DehydratedState; queryHashes: string[] };
/** A query record whose list data lies in `shards` records of its own. */
type StoredQuery = DehydratedQuery & { shards?: number };

/**
 * Items per shard: about 10 ms of cloning at 4× CPU for the catalogue's exhibitors. Each record is one
 * more read request: 250 made the 10,000-exhibitor restore 90 ms longer than 500 (363 against 275 ms). At
 * 400 the demo's catalogue (over 400 exhibitors) is sharded too, so the offline browser tests go through shards.
 */
export const SHARD_ITEMS = 400;
const shardCount = (data: unknown) => (Array.isArray(data) && data.length > SHARD_ITEMS ? Math.ceil(data.length / SHARD_ITEMS) : 0);

/** The record to store for a query and the shards its data is split into (none for small data). */
function toRecords(query: DehydratedQuery): { record: StoredQuery; shards: unknown[][] } {
  const count = shardCount(query.state.data);
  if (count === 0) return { record: query, shards: [] };
  const data = query.state.data as unknown[];
  const shards = Array.from({ length: count }, (_, index) => data.slice(index * SHARD_ITEMS, (index + 1) * SHARD_ITEMS));
  return { record: { ...query, state: { ...query.state, data: undefined }, shards: count }, shards };
}

/** Every key a set of queries occupies: their records and their shards. */
function keysOf(queries: readonly DehydratedQuery[]): Set<string> {
  const keys = new Set<string>();
  for (const query of queries) {
    keys.add(recordKey(query.queryHash));
    for (let index = 0; index < shardCount(query.state.data); index += 1) keys.add(shardKey(query.queryHash, index));
  }
  return keys;
}

/** A stored query with its shards joined back into its data; undefined when a shard is missing. */
function joinShards(record: StoredQuery | undefined, shard: (key: string) => unknown): DehydratedQuery | undefined {
  if (!record?.shards) return record;
  const data: unknown[] = [];
  for (let index = 0; index < record.shards; index += 1) {
    const items = shard(shardKey(record.queryHash, index));
    if (!Array.isArray(items)) return undefined;
    for (const item of items) data.push(item);
  }
  const { shards: _shards, ...query } = record;
  return { ...query, state: { ...query.state, data } };
}

/** The early read started by public/early-read.js, taken once: later restores read IndexedDB themselves. */
function takeEarlyRead(): EarlyRead | undefined {
  const holder = globalThis as Record<string, unknown>;
  const early = holder[EARLY_READ_GLOBAL] as EarlyRead | undefined;
  delete holder[EARLY_READ_GLOBAL];
  return early;
}

/** The manifest and its query records, from the early read when there is one, else from IndexedDB. */
/** Every record of the store by key. One request per record, so each is read back in a task of its own. */
async function readAllRecords(): Promise<Map<IDBValidKey, unknown>> {
  const keys = await idbKeys<string>(idbStore());
  const values = await getMany(keys, idbStore());
  return new Map(keys.map((key, index) => [key, values[index]]));
}

/** The manifest and its queries (shards joined back), from the early read when there is one. */
async function readManifestAndRecords(
  fromEarlyRead = true,
): Promise<{ manifest: Manifest | undefined; records: (DehydratedQuery | undefined)[] }> {
  const all = (fromEarlyRead ? await takeEarlyRead() : null) ?? (await readAllRecords());
  const manifest = all.get(MANIFEST_KEY) as Manifest | undefined;
  return {
    manifest,
    records: manifest
      ? manifest.queryHashes.map((hash) => joinShards(all.get(recordKey(hash)) as StoredQuery | undefined, (key) => all.get(key)))
      : [],
  };
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
        const shards: { key: string; items: unknown[] }[] = [];
        for (const query of changed) {
          const records = toRecords(query);
          objectStore.put(records.record, recordKey(query.queryHash));
          records.shards.forEach((items, index) => shards.push({ key: shardKey(query.queryHash, index), items }));
        }
        // One shard per task: each put clones its items before it returns.
        const putShard = (index: number) => {
          const shard = shards[index];
          if (shard) objectStore.put(shard.items, shard.key).onsuccess = () => putShard(index + 1);
        };
        putShard(0);
        // Every record the manifest no longer lists goes, including ones this page never wrote or restored
        // (a ticket left out of the restore because nobody was signed in): nothing personal lingers.
        const wanted = keysOf(state.queries);
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
  // Not the early read: that belongs to the app's restore.
  const { manifest, records } = await readManifestAndRecords(false);
  if (!manifest) return undefined;
  const queries = records.filter((query) => query !== undefined);
  return { timestamp: manifest.timestamp, buster: manifest.buster, clientState: { ...manifest.clientState, queries } };
}
