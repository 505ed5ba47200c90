/**
 * Navigations. A public page is answered from the pages the device kept (kept-pages.ts), else from the
 * network; the visitor's own pages and forms, and any page the device cannot get, get the precached shell,
 * so a deep link or a cold start still opens with no network and the router renders from saved data.
 * `/` (the installed app's start) asks the network where to go, and offline goes to the language of the
 * pages kept. The API, media, real files (sw.js, the manifest, robots.txt) and the health probes are never
 * navigations here (cache-for.ts: NAVIGATION_DENYLIST).
 *
 * The shell's Content-Security-Policy is the header the server sent with index.html: the precache keeps the
 * response's headers and answers with them, so the worker needs no copy of the policy (decision 0013).
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { NAVIGATION_DENYLIST } from './cache-for';
import { answerPage, isKeepablePage, offlineStart } from './kept-pages';

export const SHELL_URL = 'index.html';

export function registerNavigation() {
  const shell = createHandlerBoundToURL(SHELL_URL);
  const handler = async (options: RouteHandlerCallbackOptions): Promise<Response> => {
    const { request, url, event } = options;
    if (url.pathname === '/') {
      const answer = await fetch(request).catch(() => offlineStart(url).catch(() => null));
      if (answer) return answer;
    } else if (isKeepablePage(url)) {
      const page = await answerPage(event, request);
      if (page) return page;
    }
    return shell(options);
  };
  registerRoute(new NavigationRoute(handler, { denylist: NAVIGATION_DENYLIST }));
}
