import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { Toaster } from 'sonner';
import { ScrollManager } from '../features/layout/scroll-manager';
import { ImagePopupHost } from '../ui/image-popup';
import { PageOverlay } from '../ui/page-overlay';
import { RouteError } from '../ui/route-error';

export type RouterContext = { queryClient: QueryClient };

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  errorComponent: RouteError,
});

function RootLayout() {
  return (
    <>
      <ScrollManager />
      <Outlet />
      <ImagePopupHost />
      <PageOverlay />
      {/* Spec §4: top-right, 5 s, pause on hover and focus loss, swipe to dismiss, Alt+T hotkey. */}
      <Toaster position="top-right" duration={5000} closeButton hotkey={['altKey', 'KeyT']} swipeDirections={['right', 'top']} />
    </>
  );
}
