import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createQueryClient } from './api/query-client';
import { i18n, initI18n, initialLanguage } from './lib/i18n';
import { registerServiceWorker } from './pwa/register';
import { routeTree } from './routeTree.gen';
import { GlobalLoader } from './ui/global-loader';
import { RouteError } from './ui/route-error';
import './styles/global.css';

const queryClient = createQueryClient();

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through the Query cache, so the router itself never caches loader data.
  defaultPreloadStaleTime: 0,
  scrollRestoration: false,
  defaultErrorComponent: RouteError,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
}

async function start() {
  await initI18n(initialLanguage(window.location.pathname), [initReactI18next]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
          {/* Outside the router so it shows while the router is still resolving the first page. */}
          <GlobalLoader />
        </QueryClientProvider>
      </I18nextProvider>
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
