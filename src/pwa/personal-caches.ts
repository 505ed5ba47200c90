/**
 * Logout's part in the service worker: every answer cached for the signed-in user goes. The worker is
 * told first (it also refuses to store answers already on the wire), then the page deletes the caches
 * itself, so the wipe also works when no worker controls this tab or the worker is not running.
 */
import { isPersonalCacheName, WIPE_PERSONAL_MESSAGE } from '../../sw/cache-names';

export async function wipePersonalCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  navigator.serviceWorker?.controller?.postMessage({ type: WIPE_PERSONAL_MESSAGE });
  const names = await caches.keys();
  await Promise.all(names.filter(isPersonalCacheName).map((name) => caches.delete(name)));
}
