import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { isLang, type Lang } from '../contract/common';
import { ScrollManager } from '../features/layout/scroll-manager';
import { htmlLang } from '../lib/html-lang';
import { siteDescription } from '../lib/page-title';
import { THEME_COLOR } from '../pwa/theme';
import { GlobalLoader } from '../ui/global-loader';
import { ImagePopupHost } from '../ui/image-popup';
import { PageOverlay } from '../ui/page-overlay';
import { RouteError } from '../widgets/route-error';
import { toasterWanted } from '../ui/toast';

// sonner arrives with the first toast (ui/toast.ts), not with the first visit.
const AppToaster = lazy(() => import('../ui/toaster').then((module) => ({ default: module.AppToaster })));

export type RouterContext = {
  queryClient: QueryClient;
  /** The site's public origin, for canonical URLs and link previews (router.tsx). */
  origin: string;
  /** The visitor's stored or accepted language, where a URL names none or an unknown one (server only). */
  preferredLang: Lang;
};

export const Route = createRootRouteWithContext<RouterContext>()({
  // What every page has in its head; the site's description in the page language is replaced by a page's own
  // (the deepest route wins).
  head: ({ matches }) => ({
    meta: [
      { charSet: 'UTF-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1, viewport-fit=cover' },
      { name: 'theme-color', content: THEME_COLOR },
      { name: 'apple-mobile-web-app-title', content: 'Металл-Индустрия' },
      // The language of the page shown (the deepest match's path; the root's own path is '/').
      { name: 'description', content: siteDescription(langOf(matches.at(-1)?.pathname ?? '/')) },
    ],
    links: [
      { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
      { rel: 'apple-touch-icon', sizes: '180x180', href: '/icons/apple-touch-icon-180.png' },
      { rel: 'manifest', href: '/manifest.webmanifest' },
    ],
  }),
  component: RootDocument,
  errorComponent: RouteError,
});

const langOf = (pathname: string) => {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : undefined;
};

/**
 * The whole document: the server renders it to HTML, the browser hydrates it, and the offline shell
 * (index.html) is rendered into from scratch (src/main.tsx).
 */
function RootDocument() {
  const lang = useRouterState({ select: (state) => langOf(state.location.pathname) });
  // Marks the document once the app runs (hydrated or rendered): tests and tools wait for it.
  useEffect(() => {
    document.documentElement.dataset.ready = 'true';
  }, []);
  return (
    <html lang={htmlLang(lang)}>
      <head>
        <HeadContent />
      </head>
      <body>
        <ScrollManager />
        <Outlet />
        <ImagePopupHost />
        <PageOverlay />
        <GlobalLoader />
        <LazyToaster />
        <Scripts />
      </body>
    </html>
  );
}

function LazyToaster() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}
