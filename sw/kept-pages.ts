/**
 * The server's HTML of each public page the visitor opened, kept on the device and answered at once on
 * the next start, online or not (decision 0021). A page answered from here paints its content before any
 * script runs and hydrates from the data it carries, as a first visit does, instead of waiting for the
 * shell, the app's start and the IndexedDB restore.
 *
 * - Kept: 200 HTML answers of public pages (never the visitor's own pages or forms, `isShellPage`) whose
 *   scripts and styles are all in this worker's precache, so a kept page never names a chunk the device
 *   cannot load offline. A new worker starts with none (update.ts drops them with the old build).
 * - Answered: the kept copy with a fresh nonce (page-nonce.ts), while the network brings a new copy for
 *   the next start; a page never kept goes to the network for up to 3 s, then the shell.
 * - Pages reached inside the app (no navigation request) are asked for by the page (src/pwa/keep-page.ts),
 *   fetched once in the background and kept the same way.
 * The page itself refreshes what it shows as every start does, and says it is a saved copy only when that
 * refresh fails (widgets/saved-at.tsx).
 */
import { CacheExpiration } from 'workbox-expiration';
import { getCacheKeyForURL } from 'workbox-precaching';
import { isShellPage } from '../src/contract/page-paths';
import { KEPT_PAGES_CACHE } from './cache-names';
import { drawNonce, withFreshNonce } from './page-nonce';

const NETWORK_TIMEOUT_MS = 3_000;
/** A page asked for again within this time is not fetched again (in-app navigations back and forth). */
const REFETCH_AFTER_MS = 10 * 60 * 1000;
const KEPT_AT_HEADER = 'X-Kept-At';
const expiration = new CacheExpiration(KEPT_PAGES_CACHE, { maxEntries: 80, maxAgeSeconds: 30 * 24 * 60 * 60 });

/** The key a page is kept under: its path and query, without the fragment. */
const keyOf = (url: URL) => `${url.origin}${url.pathname}${url.search}`;

/** Every built script and stylesheet the page names, all of which this worker must hold. */
function assetsPrecached(html: string, origin: string): boolean {
  const assets = html.match(/\/assets\/[^"'\s)?#]+/g) ?? [];
  return assets.every((asset) => getCacheKeyForURL(`${origin}${asset}`) !== undefined);
}

export function isKeepablePage(url: URL): boolean {
  return url.origin === self.location.origin && url.pathname !== '/' && !isShellPage(url.pathname);
}

/** Stores a network answer when it is a complete public page this build can run offline. */
async function keep(url: URL, response: Response): Promise<void> {
  if (response.status !== 200 || !(response.headers.get('Content-Type') ?? '').startsWith('text/html')) return;
  const policy = response.headers.get('Content-Security-Policy');
  if (!policy) return;
  const html = await response.text();
  if (!assetsPrecached(html, url.origin)) return;
  const headers = new Headers(response.headers);
  // The body is stored decoded: the encoding headers of the wire no longer apply.
  headers.delete('Content-Encoding');
  headers.delete('Content-Length');
  headers.set(KEPT_AT_HEADER, String(Date.now()));
  const cache = await caches.open(KEPT_PAGES_CACHE);
  await cache.put(keyOf(url), new Response(html, { status: 200, headers }));
  await expiration.updateTimestamp(keyOf(url));
  await expiration.expireEntries();
}

/** The kept copy of a page with a nonce of its own, or null. */
async function replay(url: URL): Promise<Response | null> {
  const cache = await caches.open(KEPT_PAGES_CACHE);
  const stored = await cache.match(keyOf(url));
  if (!stored) return null;
  const policy = stored.headers.get('Content-Security-Policy') ?? '';
  const fresh = withFreshNonce(await stored.text(), policy, drawNonce());
  if (!fresh) return null;
  const headers = new Headers(stored.headers);
  headers.set('Content-Security-Policy', fresh.policy);
  headers.delete(KEPT_AT_HEADER);
  return new Response(fresh.html, { status: 200, headers });
}

function fetchAndKeep(request: Request, url: URL): Promise<Response> {
  return fetch(request).then((response) => {
    // Kept from a copy, so the page gets the original stream without waiting for the cache.
    void keep(url, response.clone()).catch(() => undefined);
    return response;
  });
}

function withinTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * Where `/` (the installed app's start) leads when the network cannot say: the language of the page kept
 * last, with the shortcut's `?to=` page; null when no page was kept.
 */
export async function offlineStart(url: URL): Promise<Response | null> {
  const keys = await (await caches.open(KEPT_PAGES_CACHE)).keys();
  const lang = keys.length ? new URL(keys[keys.length - 1]!.url).pathname.split('/')[1] : undefined;
  if (!lang) return null;
  const to = url.searchParams.get('to');
  return Response.redirect(`${url.origin}/${lang}${to && /^[a-z/-]+$/.test(to) ? `/${to}` : ''}`, 302);
}

/**
 * A navigation to a public page: the kept copy at once (and a fresh one kept for next time), else the
 * network within 3 s, else null (the caller answers with the shell).
 */
export async function answerPage(event: FetchEvent | ExtendableEvent, request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  const network = fetchAndKeep(request, url);
  const kept = await replay(url).catch(() => null);
  if (kept) {
    event.waitUntil(network.then(() => undefined).catch(() => undefined));
    return kept;
  }
  return withinTimeout(network, NETWORK_TIMEOUT_MS).catch(() => null);
}

/** The page asks for a page it showed without a navigation (an in-app link): keep it unless kept lately. */
export async function keepInBackground(href: string): Promise<void> {
  const url = new URL(href, self.location.origin);
  if (!isKeepablePage(url)) return;
  const cache = await caches.open(KEPT_PAGES_CACHE);
  const stored = await cache.match(keyOf(url));
  if (stored && Date.now() - Number(stored.headers.get(KEPT_AT_HEADER) ?? 0) < REFETCH_AFTER_MS) return;
  const response = await fetch(keyOf(url), { credentials: 'same-origin', headers: { Accept: 'text/html' } });
  await keep(url, response);
}
