/**
 * The one module the server imports to render a page (server/render/): it resolves a URL with the app's
 * router (src/router.tsx), runs the loaders against the API in-process, and answers the HTML document with
 * the state the browser hydrates from, the status the router chose (404 for an unknown page, a redirect)
 * and the head of the page. Built by Vite into dist/ssr/ (`vite build --ssr`), so CSS modules, route
 * code splitting and JSON imports resolve exactly as in the browser build.
 */
import { createRequestHandler, renderRouterToString, RouterServer } from '@tanstack/react-router/ssr/server';
import { initReactI18next } from 'react-i18next';
import { setApiTransport } from './api/client';
import { createServerQueryClient } from './api/query-client';
import { isLang } from './contract/common';
import type { EntryServer, RenderOptions } from './entry-server-types';
import { i18nFor, initServerI18n } from './lib/i18n';
import { createAppRouter } from './router';

export type { RenderOptions, ServerManifest } from './entry-server-types';

/** Once per process: the API the loaders read (in-process) and the texts of every language. */
export async function initRenderer({ fetchApi }: { fetchApi: typeof fetch }) {
  setApiTransport(fetchApi);
  await initServerI18n([initReactI18next]);
}

/** Renders the page of `request.url`: a full HTML response, or a redirect response. */
export async function renderPage({ request, manifest, nonce, origin, preferredLang }: RenderOptions): Promise<Response> {
  const first = new URL(request.url).pathname.split('/')[1];
  const lang = isLang(first) ? first : preferredLang;
  const handler = createRequestHandler({
    request,
    createRouter: () => createAppRouter({ queryClient: createServerQueryClient(), i18n: i18nFor(lang), origin, nonce, preferredLang }),
    getRouterManifest: () => manifest,
  });
  return handler(({ responseHeaders, router }) =>
    renderRouterToString({ responseHeaders, router, children: <RouterServer router={router} /> }),
  );
}

// The server's view of this module (it type-checks without the DOM, so it cannot read this file itself).
void ({ initRenderer, renderPage } satisfies EntryServer);
