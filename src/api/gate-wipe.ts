/**
 * The gate's IndexedDB store and the part of it signing out removes, apart from the rest of gate-store.ts
 * so the sign-out code every page carries holds only this much of the gate.
 */
import { createStore, delMany, type UseStore } from 'idb-keyval';

let store: UseStore | undefined;
export const gateStore = () => (store ??= createStore('expo-pwa-gate', 'gate'));

export const BUNDLE = 'bundle';
export const ENTRIES = 'entries';
export const CURSOR = 'cursor';
export const ME = 'me';
export const SYNCED_AT = 'synced-at';

/** Signing out: what names visitors or grants the page goes (gate-store.ts says what stays, and why). */
export async function wipeGateData(): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  await delMany([BUNDLE, ENTRIES, CURSOR, ME, SYNCED_AT], gateStore());
}
