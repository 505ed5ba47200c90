/**
 * The visited marks of a visitor who is not signed in: kept on this device only (IndexedDB, the default
 * idb-keyval store, one entry per exhibition), never sent anywhere. Once the visitor signs in, the map
 * hands them to the account (useVisitedStands) and they leave the device, so they never outlive a
 * sign-out as someone else's marks.
 */
import { del, get, set } from 'idb-keyval';

const entryKey = (exPrefix: string) => `visited-stands:${exPrefix}`;
const EMPTY: readonly string[] = Object.freeze([]);

const loaded = new Map<string, readonly string[]>();
const loading = new Set<string>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function load(exPrefix: string) {
  if (loaded.has(exPrefix) || loading.has(exPrefix)) return;
  loading.add(exPrefix);
  void get<string[]>(entryKey(exPrefix))
    // Private windows without IndexedDB keep the marks for the tab's life.
    .catch(() => undefined)
    .then((stands) => {
      loading.delete(exPrefix);
      // A mark made while the entry was being read wins over the stored copy.
      if (!loaded.has(exPrefix)) loaded.set(exPrefix, Array.isArray(stands) ? stands : EMPTY);
      notify();
    });
}

export const deviceVisits = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** The marks of an exhibition; empty until the device's copy has been read (it starts reading then). */
  get(exPrefix: string): readonly string[] {
    load(exPrefix);
    return loaded.get(exPrefix) ?? EMPTY;
  },
  change(exPrefix: string, stands: readonly string[], visited: boolean) {
    const next = new Set(loaded.get(exPrefix) ?? EMPTY);
    for (const stand of stands) {
      if (visited) next.add(stand);
      else next.delete(stand);
    }
    const list = [...next].sort();
    loaded.set(exPrefix, list);
    notify();
    void (list.length ? set(entryKey(exPrefix), list) : del(entryKey(exPrefix))).catch(() => undefined);
  },
  clear(exPrefix: string) {
    loaded.set(exPrefix, EMPTY);
    notify();
    void del(entryKey(exPrefix)).catch(() => undefined);
  },
};
