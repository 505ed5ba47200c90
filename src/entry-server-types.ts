/**
 * The shape of the render entry (src/entry-server.tsx) as the server sees it. The server's TypeScript
 * project has no DOM, so it cannot follow the entry into the app's components; it imports these types,
 * and the entry is checked against them (`satisfies EntryServer` there).
 */
import type { ServerManifest } from '@tanstack/router-core';
import type { Lang } from './contract/common';

export type { ServerManifest };

export type RenderOptions = {
  request: Request;
  /** The assets every page loads (the entry script, its preloads, the stylesheet to inline). */
  manifest: ServerManifest;
  /** This response's Content-Security-Policy nonce. */
  nonce: string;
  /** The site's public origin. */
  origin: string;
  /** Where a URL without a known language sends the visitor. */
  preferredLang: Lang;
};

export type EntryServer = {
  /** Once per process: the API the loaders read (in-process) and the texts of every language. */
  initRenderer(options: { fetchApi: typeof fetch }): Promise<void>;
  /** Renders the page of `request.url`: a full HTML response, or a redirect response. */
  renderPage(options: RenderOptions): Promise<Response>;
};
