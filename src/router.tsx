/**
 * The one router factory of the app, used by the browser (src/main.tsx) and by the server's renderer
 * (src/entry-server.tsx), so both resolve a URL with the same route files, loaders and options.
 *
 * The QueryClient reaches loaders through the router context; the server's cache travels with the HTML and
 * fills the browser's cache before hydration (api/ssr-dehydrate.ts), so the first browser render reads
 * exactly the data the server rendered.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { shareQueryCache } from './api/ssr-dehydrate';
import { DEFAULT_LANG, type Lang } from './contract/common';
import { parseSearch, stringifySearch } from './lib/search-params';
import { routeTree } from './routeTree.gen';
import { PageClockProvider, type PageClock } from './ui/page-clock';
import { RouteError } from './widgets/route-error';
import type { TextPart } from './contract/text-parts';

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** A part of the texts beyond the public one that the page shows (contract/text-parts.ts, lib/i18n.ts). */
    texts?: TextPart;
  }
}

export type AppRouterOptions = {
  queryClient: QueryClient;
  /** The i18next instance of this render: the browser's one, or the server's instance for the page language. */
  i18n: I18n;
  /** The site's public origin (https://host), for canonical URLs, link previews and structured data. */
  origin: string;
  /** The Content-Security-Policy nonce of this response (server only): every script the page renders carries it. */
  nonce?: string;
  /** The language the visitor prefers (cookie, Accept-Language): where an unknown language code sends them. */
  preferredLang?: Lang;
};

export function createAppRouter({ queryClient, i18n, origin, nonce, preferredLang = DEFAULT_LANG }: AppRouterOptions) {
  // The server renders with the moment of this render; the browser learns it from the page (api/ssr-dehydrate.ts).
  const clock: PageClock = { renderedAt: import.meta.env.SSR ? Date.now() : null };
  const router = createRouter({
    routeTree,
    context: { queryClient, origin, preferredLang },
    defaultPreload: 'intent',
    // Loaders read through the Query cache, so the router itself never caches loader data.
    defaultPreloadStaleTime: 0,
    scrollRestoration: false,
    // ScrollManager scrolls to a #hash itself, smoothly and once the target's data is on the page.
    defaultHashScrollIntoView: false,
    defaultErrorComponent: RouteError,
    parseSearch,
    stringifySearch,
    ssr: nonce ? { nonce } : undefined,
    Wrap: ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <PageClockProvider clock={clock}>{children}</PageClockProvider>
        </I18nextProvider>
      </QueryClientProvider>
    ),
  });
  shareQueryCache(router, queryClient, clock);
  return router;
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
  interface HistoryState {
    /** Where the sign-in page returns to (spec §2: login receives the previous location as state "from"). */
    from?: string;
    /** The entry was pushed to show a dialog (an exhibitor's card): closing it goes back. */
    modal?: boolean;
    /** The star an anonymous visitor tapped before signing in; read only through widgets/favourite-intent.ts. */
    favourite?: unknown;
  }
}
