/**
 * Where the query cache lies in IndexedDB. public/early-read.js, which starts reading it before the app
 * has loaded, repeats the database, store and global names (src/api/persist-keys.test.ts keeps them equal).
 */
export const PERSIST_DB = 'expo-pwa';
export const PERSIST_STORE = 'query-cache';
export const MANIFEST_KEY = 'client';
export const RECORD_PREFIX = 'query:';
export const recordKey = (queryHash: string) => `${RECORD_PREFIX}${queryHash}`;
/** The records a long list is split into (src/api/persist-records.ts); the prefix keeps them the query's. */
export const shardKey = (queryHash: string, index: number) => `${recordKey(queryHash)}#${index}`;

/** What the early read leaves for the app: every record of the store by key, or null if it failed. */
export type EarlyRead = Promise<Map<IDBValidKey, unknown> | null>;
export const EARLY_READ_GLOBAL = '__expoPersistedRead';
