/**
 * Tells the service worker which page is on screen, so it keeps that page's server HTML for the next start
 * (sw/kept-pages.ts). A page opened by a navigation is kept by the worker itself; these are the others: a
 * page reached through an in-app link, and the first page of a first visit, which loaded before any worker
 * controlled it.
 *
 * Nothing is kept while a new build waits to take over: its activation drops the kept pages anyway, and a
 * message wakes the old worker. Woken in the moment Chromium stops it to hand over to the new one, the old
 * worker holds the handover until it has been idle for 30 s (forever with DevTools attached), so the
 * update toast's Reload seemed to do nothing.
 */
import { isShellPage } from '../contract/page-paths';
import { KEEP_PAGE_MESSAGE } from '../../sw/cache-names';

async function post(href: string) {
  const url = new URL(href, window.location.origin);
  const controller = navigator.serviceWorker?.controller;
  if (!controller || isShellPage(url.pathname)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration?.waiting) return;
  controller.postMessage({ type: KEEP_PAGE_MESSAGE, url: `${url.pathname}${url.search}` });
}

/** Call with every page the router settles on; `current` gives the page on screen when a worker takes control. */
export function keepPagesShown(current: () => string): (href: string) => Promise<void> {
  if ('serviceWorker' in navigator) navigator.serviceWorker.addEventListener('controllerchange', () => void post(current()));
  return post;
}
