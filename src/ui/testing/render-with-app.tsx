/**
 * Test helpers for components that need the app's context: i18next with the real locale files, a
 * QueryClient and a memory router (for links and the current path). Used by *.test.tsx only.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { initReactI18next } from 'react-i18next';
import type { Lang } from '../../contract/common';
import en from '../../../locales/en.json';
import ru from '../../../locales/ru.json';
import zh from '../../../locales/zh.json';
import { i18n } from '../../lib/i18n';

/** The app's i18next instance with all three locale files, switched to `lang`. */
export async function setupTestI18n(lang: Lang = 'ru') {
  if (!i18n.isInitialized) {
    i18n.use(initReactI18next);
    await i18n.init({
      lng: lang,
      fallbackLng: 'en',
      resources: { ru: { translation: ru }, en: { translation: en }, zh: { translation: zh } },
      interpolation: { escapeValue: false },
    });
  }
  await i18n.changeLanguage(lang);
}

/** Renders `ui` on every path of a memory router starting at `path`. */
export async function renderWithApp(ui: () => ReactNode, { path = '/ru', lang = 'ru' as Lang } = {}) {
  await setupTestI18n(lang);
  const rootRoute = createRootRoute({
    component: () => (
      <>
        {ui()}
        <Outlet />
      </>
    ),
  });
  const anyPath = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => null });
  const router = createRouter({
    routeTree: rootRoute.addChildren([anyPath]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  await router.load();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}
