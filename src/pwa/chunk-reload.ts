/**
 * After a deploy, a tab still running the old build may ask for a chunk the server no longer has (the
 * worker was bypassed, evicted or not yet installed). Rather than a broken page, reload once: the new
 * HTML names chunks that exist. The time of the last such reload is kept in sessionStorage, so a chunk
 * that is truly missing cannot cause a reload loop; the error then reaches the route's error screen.
 */
const STORAGE_KEY = 'expo-pwa:chunk-reload-at';
const GUARD_MS = 30_000;

const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(reason: unknown): boolean {
  const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
  return CHUNK_ERROR.test(message);
}

/** True when a reload was started; false when one happened moments ago in this tab (no loop). */
export function reloadOnceForChunkError(
  storage: Storage = window.sessionStorage,
  reload = () => window.location.reload(),
  now = Date.now(),
): boolean {
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  reload();
  return true;
}

export function watchChunkLoadErrors() {
  // Vite fires this when a dynamic import or its preloads fail; the error still propagates if we do not reload.
  window.addEventListener('vite:preloadError', () => {
    reloadOnceForChunkError();
  });
  // Dynamic imports that bypass Vite's preload helper surface as unhandled rejections.
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason)) reloadOnceForChunkError();
  });
}
