/**
 * The only page module that talks to the service worker (ARCHITECTURE rule 7). It registers the worker in
 * production builds, prompts for updates (update-prompt.ts) and reloads once when a chunk of a replaced
 * build fails to load (chunk-reload.ts). Logout's cache wipe lives in personal-caches.ts.
 *
 * workbox-window (its ES2017 build, 1.2 kB of brotli: vite.config.ts) ships in the app's chunk. As a chunk of
 * its own, imported after the load event, it cost a first visit one more response whose headers were a third
 * of its size. Registering still waits for the load event, so the worker's precache download never competes
 * with the page's own requests.
 */
import { Workbox } from 'workbox-window';
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
