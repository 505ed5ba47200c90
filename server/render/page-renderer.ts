/**
 * Server rendering of the public pages: loads the renderer Vite built (dist/ssr/entry-server.js), gives it
 * the API in-process and the built client's assets, and answers a page URL with its HTML, its status (404
 * for an unknown page, the router's redirects) and a fresh CSP nonce. Pages are cached per content version
 * and URL (page-cache.ts); a conditional request for an unchanged page gets 304 before anything renders.
 *
 * The HTML is the same for every visitor: the request the router sees carries no cookie and no
 * Authorization, so nothing personal can reach the page, and the only cookie-dependent answers (where an
 * unknown language sends the visitor) are redirects, which are never cached.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isLang, LANGS, type Lang } from '../../src/contract/common';
import type { EntryServer, ServerManifest } from '../../src/entry-server-types';
import type { Db } from '../db/connect';
import { readClientAssets, type ClientAssets } from './assets';
import { contentVersionReader, type ContentVersion } from './content-version';
import { NONCE_PLACEHOLDER } from './nonce';
import { PageCache, type CachedPage } from './page-cache';
import { withEntryScript } from './scripts-after-hero';

export type RenderInput = {
  /** The page's URL as the visitor asked for it (path and query). */
  url: URL;
  /** The site's public origin, for canonical URLs and link previews. */
  origin: string;
  preferredLang: Lang;
};

export type RenderResult =
  { kind: 'page'; page: CachedPage; version: ContentVersion; fromCache: boolean } | { kind: 'redirect'; status: number; location: string };

export type PageRenderer = {
  render: (input: RenderInput) => Promise<RenderResult>;
  /** The ETag a cached page of this URL would have now, to answer If-None-Match without rendering. */
  cachedEtag: (input: RenderInput) => Promise<string | undefined>;
  contentVersion: () => Promise<ContentVersion>;
};

const CACHE_PAGES = 500;

/**
 * TanStack's head gives every tag the nonce. On <meta> it governs nothing, and in a compressed response each
 * nonce costs a block boundary (nonce-compression.ts), so it is taken off there.
 */
const META_NONCE = new RegExp(`(<meta\\b[^>]*?) nonce="${NONCE_PLACEHOLDER}"`, 'g');

/**
 * The renderer module is loaded once per process, but each server (the tests run two in one process) has
 * its own app and database: a render's API calls go to the app that started it.
 */
const renderingApp = new AsyncLocalStorage<typeof fetch>();
const inProcessApi: typeof fetch = (input, init) => {
  const fetchApi = renderingApp.getStore();
  if (!fetchApi) throw new Error('An API call outside a server render');
  return fetchApi(input, init);
};

function manifestFor(assets: ClientAssets, lang: Lang): ServerManifest {
  const locale = assets.locales[lang];
  return {
    // Stylesheets listed here are written into the page as <style>: the root's and the matched routes' (assets.ts).
    inlineCss: { styles: assets.css },
    routes: {
      ...assets.routes,
      __root__: {
        preloads: [...assets.preloads, ...(locale ? [locale] : [])],
        css: assets.stylesheets.map((sheet) => sheet.href),
        // The entry is added after rendering (scripts-after-hero.ts), so it can wait for the page's picture.
        scripts: [],
      },
    },
  };
}

export async function loadPageRenderer(opts: {
  distDir: string;
  db: Db;
  now: () => Date;
  fetchApi: typeof fetch;
}): Promise<PageRenderer | null> {
  const entryPath = path.resolve(opts.distDir, 'ssr', 'entry-server.js');
  const assets = readClientAssets(opts.distDir);
  if (!existsSync(entryPath) || !assets) return null;
  const entry = (await import(pathToFileURL(entryPath).href)) as EntryServer;
  await entry.initRenderer({ fetchApi: inProcessApi });
  const manifests = new Map(LANGS.map((lang) => [lang, manifestFor(assets, lang)]));
  const entryScript = assets.entry;
  const inlinedStylesheets = assets.stylesheets.map((sheet) => sheet.href);
  const cache = new PageCache(CACHE_PAGES);
  const contentVersion = contentVersionReader(opts.db, opts.now);
  const keyOf = (input: RenderInput, version: ContentVersion) => `${version.key}|${input.origin}|${input.url.pathname}${input.url.search}`;

  async function render(input: RenderInput): Promise<RenderResult> {
    const version = await contentVersion();
    const key = keyOf(input, version);
    const cached = cache.get(key);
    if (cached) return { kind: 'page', page: cached, version, fromCache: true };

    const first = input.url.pathname.split('/')[1];
    const lang = isLang(first) ? first : input.preferredLang;
    const response = await renderingApp.run(opts.fetchApi, () =>
      entry.renderPage({
        request: new Request(new URL(`${input.url.pathname}${input.url.search}`, input.origin)),
        manifest: manifests.get(lang) as ServerManifest,
        nonce: NONCE_PLACEHOLDER,
        origin: input.origin,
        preferredLang: input.preferredLang,
      }),
    );
    const location = response.headers.get('Location');
    if (response.status >= 300 && response.status < 400 && location) return { kind: 'redirect', status: response.status, location };
    const html = withEntryScript((await response.text()).replace(META_NONCE, '$1'), entryScript, inlinedStylesheets);
    const page: CachedPage = { status: response.status, html, etag: `W/"${createHash('sha1').update(html).digest('base64url')}"` };
    // A failed render (500) is not kept: the next request tries again.
    if (page.status < 500) cache.set(key, page);
    return { kind: 'page', page, version, fromCache: false };
  }

  return {
    render,
    contentVersion,
    cachedEtag: async (input) => cache.get(keyOf(input, await contentVersion()))?.etag,
  };
}
