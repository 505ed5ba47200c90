/**
 * The only page module that talks to the service worker (ARCHITECTURE rule 7). It registers the worker in
 * production builds, prompts for updates (update-prompt.ts) and reloads once when a chunk of a replaced
 * build fails to load (chunk-reload.ts). Logout's cache wipe lives in personal-caches.ts.
 *
 * workbox-window is imported once the page has loaded: the worker is not needed to show the first
 * screen, and its bytes stay off the first visit's critical path.
 */
import { serviceWorkerUrl } from '../lib/trusted-html';
import { watchChunkLoadErrors } from './chunk-reload';
import { watchForUpdates } from './update-prompt';

export { wipePersonalCaches } from './personal-caches';

let started = false;

export function registerServiceWorker() {
  if (!import.meta.env.PROD || started) return;
  started = true;
  // Also without a worker (private windows, old browsers) a deploy must not leave a broken page.
  watchChunkLoadErrors();
  if (!('serviceWorker' in navigator)) return;
  const register = async () => {
    const { Workbox } = await import('workbox-window');
    // The app's Trusted Types policy gives the worker's URL (lib/trusted-html.ts); workbox-window types it
    // with @types/trusted-types, which lib/ does not load, hence the cast to its parameter type.
    const workbox = new Workbox(serviceWorkerUrl() as ConstructorParameters<typeof Workbox>[0], { scope: '/', type: 'module' });
    watchForUpdates(workbox);
    await workbox.register();
  };
  const start = () => void register().catch((error: unknown) => console.warn('Service worker registration failed', error));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
