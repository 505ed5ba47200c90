/**
 * Asks the browser to keep this site's storage under pressure (no eviction of IndexedDB and caches), so
 * the ticket saved on the device is still there at the gate. Chromium grants it silently to a site the
 * visitor engages with or installed; others may ignore it. Best effort: a refusal changes nothing.
 */
export function requestPersistentStorage(): void {
  const storage = globalThis.navigator?.storage;
  if (typeof storage?.persist !== 'function') return;
  void storage
    .persisted()
    .then((persisted) => (persisted ? true : storage.persist()))
    .catch(() => undefined);
}
