/**
 * Every navigation to a client route (`/`, `/{lang}/…`) is answered with the precached shell, so a deep
 * link or a cold start opens with no network; the router then renders the page from saved data. The API,
 * media, real files (sw.js, the manifest, robots.txt) and the health probes are never navigations to the
 * shell (cache-for.ts: NAVIGATION_DENYLIST).
 *
 * The shell's Content-Security-Policy is the header the server sent with index.html: the precache keeps the
 * response's headers and answers with them, so the worker needs no copy of the policy (decision 0013).
 */
import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NAVIGATION_DENYLIST } from './cache-for';

export const SHELL_URL = 'index.html';

export function registerNavigation() {
  registerRoute(new NavigationRoute(createHandlerBoundToURL(SHELL_URL), { denylist: NAVIGATION_DENYLIST }));
}
