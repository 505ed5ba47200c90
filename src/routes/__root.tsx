import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { ScrollManager } from '../features/layout/scroll-manager';
import { ImagePopupHost } from '../ui/image-popup';
import { PageOverlay } from '../ui/page-overlay';
import { i18n } from '../lib/i18n';
import { RouteError } from '../ui/route-error';
import { toasterWanted } from '../ui/toast';

// sonner arrives with the first toast (ui/toast.ts), not with the first visit.
const AppToaster = lazy(() => import('../ui/toaster').then((module) => ({ default: module.AppToaster })));

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  // The site's description in the page language; a page with its own replaces it (the deepest route wins).
  head: () => ({ meta: [{ name: 'description', content: i18n.t('descriptions.site') }] }),
  component: RootLayout,
  errorComponent: RouteError,
});

function RootLayout() {
  return (
    <>
      {/* React hoists the <title> it renders into <head>; routes name their page with head: pageHead(…). */}
      <HeadContent />
      <ScrollManager />
      <Outlet />
      <ImagePopupHost />
      <PageOverlay />
      <LazyToaster />
    </>
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
