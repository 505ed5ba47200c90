/**
 * The only page module that talks to the service worker (ARCHITECTURE rule 7). It registers the worker in
 * production builds; update and install prompts arrive with the offline step.
 */
import { Workbox } from 'workbox-window';

let workbox: Workbox | null = null;

export function registerServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator) || workbox) return;
  workbox = new Workbox('/sw.js', { scope: '/', type: 'module' });
  void workbox.register().catch((error: unknown) => console.warn('Service worker registration failed', error));
}
