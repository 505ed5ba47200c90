/**
 * Which cache and strategy a same-origin request goes to. Pure, so the routing table is unit-tested
 * without a worker.
 *
 * - The data the hall needs offline (programme, catalogue and its filters, topics, site configuration,
 *   the current exhibition, the ticket, favourites, the profile) is NetworkFirst: fresh when the network
 *   answers, the saved copy after a short timeout when it does not.
 * - Other public API answers are stale-while-revalidate, so a content page seen once reads offline.
 * - A request carrying Authorization is answered for one person (the server sends Vary: Authorization):
 *   it goes to the personal cache, whatever its path, so logout can drop it in one step.
 * - Images are CacheFirst with an expiration limit (see api-caching.ts); exhibitors' logos have a cache
 *   and a budget of their own, so the catalogue's hundreds of logos never push out other images.
 * - The content version is never cached: the app asks for it to learn whether its saved data is old;
 *   nor are the staff calls, whose data the gate keeps itself.
 * - Nothing but GET is cached; anything else under /api/ (refresh, logout) is left to the network.
 */
import { API_PUBLIC_PATH } from '../src/contract/common';
import { LIVENESS_PATH, READINESS_PATH } from '../src/contract/health';
import type { RuntimeCache } from './cache-names';

export type CacheStrategy = 'network-first' | 'stale-while-revalidate' | 'cache-first';
export type CacheRoute = { cache: RuntimeCache; strategy: CacheStrategy };

/** Where exhibitors' logos live (the demo's; a logo elsewhere on the site is cached as an image). */
export const LOGO_PATH = '/media/logo/';

/** Paths under /api/public whose data must be as fresh as the network allows. */
const NETWORK_FIRST_PATHS = [
  '/events',
  '/participants',
  '/participants/filters',
  '/topics',
  '/site',
  '/current_exhibition',
  '/htmlblock',
  '/user',
  '/user/exhibition_apply',
  '/user/participants_favorites',
  '/user/events_favorites',
  // A note written on another device, and the contacts file with it, must not be answered from an old copy.
  '/user/participants_notes',
  '/user/participants_contacts',
];

/**
 * Navigations never answered with the app shell: the API, media, real files (sw.js, the manifest,
 * robots.txt) and the health probes, which must reach the server itself (a probe answered from the
 * worker would say "up" for a server that is down). cacheFor already leaves all of them to the network.
 */
export const NAVIGATION_DENYLIST: RegExp[] = [
  /^\/api\//,
  /^\/media\//,
  /\/[^/]+\.[a-z0-9]+$/i,
  // Plain paths (src/contract/health.ts): no character in them needs escaping.
  new RegExp(`^(?:${LIVENESS_PATH}|${READINESS_PATH})/?$`),
];

/** `/api/public/events/` → `/events`; null outside the public API. */
function publicApiPath(pathname: string): string | null {
  if (!pathname.startsWith(`${API_PUBLIC_PATH}/`)) return null;
  return pathname.slice(API_PUBLIC_PATH.length).replace(/\/+$/, '') || '/';
}

export function cacheFor(url: URL, method: string, hasAuth: boolean): CacheRoute | null {
  if (method.toUpperCase() !== 'GET') return null;
  if (url.pathname.startsWith(LOGO_PATH)) return { cache: 'logos', strategy: 'cache-first' };
  if (url.pathname.startsWith('/media/')) return { cache: 'images', strategy: 'cache-first' };
  const path = publicApiPath(url.pathname);
  if (path === null) return null;
  // Asked for only to learn whether the saved data is out of date: a saved answer would defeat it.
  if (path === '/content-version') return null;
  // Staff calls: the gate keeps its own copy on the device (src/api/gate-store.ts), and a cached answer
  // to "what entered after cursor N" or "who am I" would be a wrong one.
  if (path === '/staff' || path.startsWith('/staff/')) return null;
  const strategy: CacheStrategy = NETWORK_FIRST_PATHS.includes(path) ? 'network-first' : 'stale-while-revalidate';
  if (hasAuth) return { cache: 'personal', strategy };
  // The user's own calls without a token are refusals (401): nothing worth keeping, and never shared.
  if (path === '/user' || path.startsWith('/user/')) return null;
  return { cache: strategy === 'network-first' ? 'data' : 'content', strategy };
}
