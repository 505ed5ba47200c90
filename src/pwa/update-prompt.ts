/**
 * Update flow: a new build's worker installs in the background and waits. A toast offers Reload; only
 * that click lets the worker take over (messageSkipWaiting), and every tab reloads when control passes to
 * it, so no tab keeps running the old build's code against the new build's caches. The first worker
 * taking an uncontrolled page (clientsClaim on the first visit) is not an update and reloads nothing.
 *
 * Control changes are watched on navigator.serviceWorker itself, from before registering: workbox-window
 * listens only once its register() has resolved, so under load the first worker's claim could pass
 * unseen, the page then took the update's claim for a first one and never reloaded after the click.
 */
import { toast } from '../ui/toast';
import type { Workbox } from 'workbox-window';
import { i18n } from '../lib/i18n';

const TOAST_ID = 'app-update';
/** Toasts made before the toaster mounts are lost; the same id shown again later only updates it. */
const RESHOW_AFTER_MS = 2000;
const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;

export function watchForUpdates(workbox: Workbox) {
  let controlled = Boolean(navigator.serviceWorker.controller);
  let reloadAsked = false;
  let reloading = false;

  const showPrompt = () =>
    toast(i18n.t('update.available'), {
      id: TOAST_ID,
      duration: Infinity,
      action: {
        label: i18n.t('update.reload'),
        onClick: () => {
          reloadAsked = true;
          workbox.messageSkipWaiting();
        },
      },
    });

  workbox.addEventListener('waiting', () => {
    showPrompt();
    window.setTimeout(showPrompt, RESHOW_AFTER_MS);
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if ((controlled || reloadAsked) && !reloading) {
      reloading = true;
      window.location.reload();
    }
    controlled = true;
  });

  // Installed apps stay open for days: look for a new build when the app comes back and once an hour.
  const check = () => void workbox.update().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check();
  });
  window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
}
