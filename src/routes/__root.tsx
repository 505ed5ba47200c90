import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet } from '@tanstack/react-router';
import { ScrollManager } from '../features/layout/scroll-manager';
import { ImagePopupHost } from '../ui/image-popup';
import { PageOverlay } from '../ui/page-overlay';
import { RouteError } from '../ui/route-error';
import { AppToaster } from '../ui/toaster';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
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
      <AppToaster />
    </>
  );
}
