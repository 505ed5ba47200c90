import { QueryClientProvider } from '@tanstack/react-query';
import { createRouter, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { toast } from './ui/toast';
import { SessionExpiredError } from './api/errors';
import { registerFavouriteMutations } from './api/favourites';
import { startPersistence } from './api/persist';
import { createQueryClient } from './api/query-client';
import { currentLanguage, i18n, initI18n, initialLanguage } from './lib/i18n';
import { parseSearch, stringifySearch } from './lib/search-params';
import { syncOnlineStatus } from './pwa/online-status';
import { registerServiceWorker } from './pwa/register';
import { routeTree } from './routeTree.gen';
import { watchSession } from './session/session-sync';
import { localTokenStore } from './session/tokens';
import { GlobalLoader } from './ui/global-loader';
import { RouteError } from './ui/route-error';
import './styles/global.css';

const queryClient = createQueryClient();
// A toggle refused because the session ended says so once, through the session's own message.
registerFavouriteMutations(queryClient, (_change, error) => {
  if (!(error instanceof SessionExpiredError)) toast.error(i18n.t('tooltips.favorite_failed'));
});

const router = createRouter({
  routeTree,
  context: { queryClient },
  defaultPreload: 'intent',
  // Loaders read through the Query cache, so the router itself never caches loader data.
  defaultPreloadStaleTime: 0,
  scrollRestoration: false,
  // ScrollManager scrolls to a #hash itself, smoothly and once the target's data is on the page.
  defaultHashScrollIntoView: false,
  defaultErrorComponent: RouteError,
  parseSearch,
  stringifySearch,
});

declare module '@tanstack/react-router' {
  interface Register {
    router: typeof router;
  }
  interface HistoryState {
    /** Where the sign-in page returns to (spec §2: login receives the previous location as state "from"). */
    from?: string;
    /** The entry was pushed to show a dialog (an exhibitor's card): closing it goes back. */
    modal?: boolean;
  }
}

watchSession(queryClient, {
  toHome: () => void router.navigate({ to: '/$lang', params: { lang: currentLanguage() }, replace: true }),
  onSessionEnded: () => toast.info(i18n.t('tooltips.session_ended')),
  isOnPersonalPage: () => /^\/[a-z]{2}\/personal(?:\/|$)/.test(router.state.location.pathname),
});

/**
 * Ties the saved cache to this build: the entry chunk's URL carries the content hash of the whole app
 * (every chunk name it imports), so a new deploy starts from fresh data rather than misreading old shapes.
 */
const BUILD_ID = new URL(import.meta.url).pathname;

async function start() {
  syncOnlineStatus();
  // The saved cache is in memory before the router's first load, so loaders' ensureQueryData find it and
  // a cold start offline renders the catalogue, programme, favourites and ticket from the device.
  await Promise.all([
    initI18n(initialLanguage(window.location.pathname), [initReactI18next]),
    startPersistence(queryClient, { buster: BUILD_ID, isSignedIn: () => localTokenStore.access() !== null }),
  ]);
  // Favourite toggles queued before a restart go out in order now, or wait (paused) for the network.
  void queryClient.resumePausedMutations();
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
