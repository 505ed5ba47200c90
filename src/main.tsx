/**
 * The browser entry. A page the server rendered is hydrated: its HTML is already on screen, the router and
 * the Query cache continue from the state the server sent along (window.$_TSR), and the cache saved on the
 * device is restored afterwards, underneath the fresher server data. The offline shell (index.html, what the
 * service worker answers every navigation with) has no server state: the saved cache is restored first, so
 * a cold start in a hall without network paints the catalogue, programme, favourites and ticket from the
 * device, and the document is rendered from scratch.
 */
import { RouterProvider } from '@tanstack/react-router';
import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { initReactI18next } from 'react-i18next';
import { SessionExpiredError } from './api/errors';
import { FAVOURITE_MUTATION_KEY, NOTE_MUTATION_KEY, registerQueuedMutation, VISIT_MUTATION_KEY } from './api/queued-mutations';
import { watchContentVersion } from './api/content-version';
import { startPersistence } from './api/persist';
import { startGateSnapshotRead } from './api/gate-store';
import { requestFavouritesEarly } from './api/favourites-early';
import { siteQueryOptions } from './api/site';
import { createQueryClient } from './api/query-client';
import type { Lang } from './contract/common';
import { isGatePage, isPlanPage } from './contract/page-paths';
import { loadingFlag } from './lib/flag-store';
import { currentLanguage, ensureRouteTexts, i18n, initI18n, initialLanguage } from './lib/i18n';
import { installTrustedTypes } from './lib/trusted-html';
import { yieldToEventLoop } from './lib/yield';
import { listenForInstallOffer } from './pwa/install';
import { syncOnlineStatus } from './pwa/online-status';
import { keepFavouriteLogos } from './pwa/favourite-logos';
import { keepPagesShown } from './pwa/keep-page';
import { registerServiceWorker } from './pwa/register';
import { createAppRouter, type AppRouter } from './router';
import { watchSession } from './auth/session-sync';
import { localTokenStore } from './session/tokens';
import { toast } from './ui/toast';
import './styles/global.css';

const queryClient = createQueryClient();
// A write refused because the session ended says so once, through the session's own message. What each
// write does loads with the page that makes it (api/queued-mutations.ts).
const failed = (key: 'tooltips.favorite_failed' | 'map.visited_failed' | 'notes.failed') => (_change: unknown, error: unknown) => {
  if (!(error instanceof SessionExpiredError)) toast.error(i18n.t(key));
};
registerQueuedMutation(queryClient, FAVOURITE_MUTATION_KEY, async () =>
  (await import('./api/favourite-toggle')).favouriteMutationHandlers(queryClient, failed('tooltips.favorite_failed')),
);
registerQueuedMutation(queryClient, VISIT_MUTATION_KEY, async () =>
  (await import('./api/visits')).visitMutationHandlers(queryClient, failed('map.visited_failed')),
);
registerQueuedMutation(queryClient, NOTE_MUTATION_KEY, async () =>
  (await import('./api/notes')).noteMutationHandlers(queryClient, failed('notes.failed')),
);

/** Created in start(), in a task of its own (see there). */
let router: AppRouter;

/**
 * Ties the saved cache to this build: the entry chunk's URL carries the content hash of the whole app
 * (every chunk name it imports), so a new deploy starts from fresh data rather than misreading old shapes.
 */
const BUILD_ID = new URL(import.meta.url).pathname;

const persistence = () => startPersistence(queryClient, { buster: BUILD_ID, isSignedIn: () => localTokenStore.access() !== null });

/** The code of every route the current URL matches. */
const loadRouteChunks = () =>
  Promise.all(
    router
      .matchRoutes(router.latestLocation)
      .map((match) => router.loadRouteChunk(router.routesById[match.routeId as keyof typeof router.routesById])),
  ).catch(
    // A chunk that fails here fails again, visibly, when hydration asks for it.
    () => undefined,
  );

/**
 * A device's first visit (nothing saved): the site's settings are asked for as soon as the saved data is
 * known to lack them, while the language's texts still load, instead of once the router starts; on the plan
 * the open tab's list goes beside them rather than after them, as nothing saved names the exhibition its
 * list is keyed by (api/favourites-early.ts). Together about 0.6 s at 4× CPU before the plan could render.
 */
function askFirstVisitEarly(lang: Lang) {
  if (queryClient.getQueryData(siteQueryOptions(lang).queryKey)) return;
  void queryClient.prefetchQuery(siteQueryOptions(lang));
  const { pathname, search } = window.location;
  if (isPlanPage(pathname) && localTokenStore.access() !== null)
    requestFavouritesEarly(new URLSearchParams(search).get('tab') === 'companies' ? 'participant' : 'event', lang);
}

/** TanStack Router's bootstrap object, present when the server rendered the page. */
const serverRendered = () => typeof (window as { $_TSR?: unknown }).$_TSR === 'object';

async function start() {
  // Before React writes to the DOM: the policy's React shim must exist when it creates a <script>.
  installTrustedTypes();
  // A gate's cold start: the bundle on the device is read while the app starts, not after its first render.
  if (isGatePage(window.location.pathname) && localTokenStore.access() !== null) startGateSnapshotRead();
  syncOnlineStatus();
  listenForInstallOffer();
  const pageLang = initialLanguage(window.location.pathname);
  const language = initI18n(pageLang, [initReactI18next]);
  // Evaluating the app's modules is one long task on a phone (about 150 ms at 4× CPU); creating the router
  // and matching the URL (about 45 ms more) go into the next one, so a tap in between is answered sooner.
  await yieldToEventLoop();
  router = createAppRouter({ queryClient, i18n, origin: window.location.origin });
  // The worker keeps each public page's HTML for the next start, also those reached by an in-app link.
  const keepPage = keepPagesShown(() => router.state.location.href);
  router.subscribe('onResolved', (event) => void keepPage(event.toLocation.href));
  watchSession(queryClient, {
    toHome: () => router.navigate({ to: '/$lang', params: { lang: currentLanguage() }, replace: true }),
    onSessionEnded: () => toast.info(i18n.t('tooltips.session_ended')),
    isOnPersonalPage: () => /^\/[a-z]{2}\/personal(?:\/|$)/.test(router.state.location.pathname),
  });
  if (serverRendered()) {
    // The page is on screen already; the first-load screen belongs to the shell only.
    loadingFlag.set(false);
    // The page's route chunks load beside the language, so hydration runs in one pass instead of
    // stopping at each route whose code is still on its way. So does a part of the texts a route names
    // (the hall map's), once i18next has started: the $lang route, which loads it on a navigation, does not
    // run its beforeLoad again for the server's page.
    const routeTexts = language.then(() => ensureRouteTexts(pageLang, router.matchRoutes(router.latestLocation)));
    await Promise.all([language, loadRouteChunks(), routeTexts]);
    // As a transition, hydration yields to the browser every few milliseconds instead of holding the main
    // thread for the whole page: a tap or a scroll during it is answered at once.
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <RouterClient router={router} />
        </StrictMode>,
        // React recovers from a mismatch by rendering the part again, and by default reports only the
        // minified error number. The component stack says which part of the page differed from the
        // server's HTML, which is what a rare, load-dependent mismatch needs to be found.
        { onRecoverableError: (error, info) => console.error(`Recovered while hydrating: ${String(error)}`, info.componentStack ?? '') },
      );
    });
    // Restored data never replaces newer data, so the server's stays; the device adds the visitor's own
    // lists and whatever the page did not carry (the catalogue a returning visitor saved).
    void persistence().then(() => {
      void queryClient.resumePausedMutations();
      watchContentVersion(queryClient, currentLanguage);
    });
  } else {
    // The saved cache is in memory before the router's first load, so loaders' ensureQueryData find it.
    // The page's route chunks and its part of the texts load meanwhile: the router would ask for them only
    // after the language, the cache and each parent route's beforeLoad, one after the other (the gate's
    // offline start waited about 400 ms at 4× CPU for that chain, bench:gate).
    void loadRouteChunks();
    void language.then(() => ensureRouteTexts(pageLang, router.matchRoutes(router.latestLocation))).catch(() => undefined);
    await Promise.all([language, persistence().then(() => askFirstVisitEarly(pageLang))]);
    // Favourite toggles queued before a restart go out in order now, or wait (paused) for the network.
    void queryClient.resumePausedMutations();
    watchContentVersion(queryClient, currentLanguage);
    createRoot(document).render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  }
  registerServiceWorker();
  keepFavouriteLogos(queryClient);
}

void start();
