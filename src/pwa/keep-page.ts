/**
 * Tells the service worker which page is on screen, so it keeps that page's server HTML for the next start
 * (sw/kept-pages.ts). A page opened by a navigation is kept by the worker itself; these are the others: a
 * page reached through an in-app link, and the first page of a first visit, which loaded before any worker
 * controlled it.
 */
import { isShellPage } from '../contract/page-paths';
import { KEEP_PAGE_MESSAGE } from '../../sw/cache-names';

function post(href: string) {
  const url = new URL(href, window.location.origin);
  if (isShellPage(url.pathname)) return;
  navigator.serviceWorker?.controller?.postMessage({ type: KEEP_PAGE_MESSAGE, url: `${url.pathname}${url.search}` });
}

/** Call with every page the router settles on; `current` gives the page on screen when a worker takes control. */
export function keepPagesShown(current: () => string): (href: string) => void {
  if ('serviceWorker' in navigator) navigator.serviceWorker.addEventListener('controllerchange', () => post(current()));
  return post;
}
