/**
 * Keeps this tab's session in step with the server and with the other tabs:
 * - the API ending the session (a refused refresh or retry) signs out here, with nothing to revoke;
 * - another tab signing out (localStorage loses the tokens) wipes this tab's personal data as well, so a
 *   forgotten tab on a shared device shows nothing of the last visitor;
 * - at start, a stored session asks the server for the user (spec §4: tokens are read at start).
 */
import type { QueryClient } from '@tanstack/react-query';
import { userQueryOptions } from '../api/account';
import { onSessionEnd } from '../api/client';
import { currentLanguage } from '../lib/i18n';
import { STORAGE_KEYS } from '../lib/storage';
import { localTokenStore } from '../session/tokens';
import { forgetPersonalData, logout } from './logout';

export type SessionNavigation = {
  /** Spec §4: logout goes to /{lang}/; resolves once the home page is shown. */
  toHome: () => Promise<void>;
  isOnPersonalPage: () => boolean;
  /** Tells the visitor why they were signed out. */
  onSessionEnded: () => void;
};

export function watchSession(queryClient: QueryClient, navigation: SessionNavigation) {
  // The tokens go at once, so nothing more is asked in this visitor's name; their data goes once a personal
  // page has been left. Removed under a page still showing it, a personal query fetched again without a
  // token, and its 401 reached the page's error boundary before the navigation did.
  const leaveThenForget = (forget: () => void) => {
    if (!navigation.isOnPersonalPage()) return forget();
    void navigation.toHome().finally(forget);
  };

  onSessionEnd(() => {
    localTokenStore.clear();
    void navigation.toHome().finally(() => logout(queryClient, { revoke: false }));
    navigation.onSessionEnded();
  });

  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== STORAGE_KEYS.accessToken) return;
    if (localTokenStore.access()) return;
    leaveThenForget(() => forgetPersonalData(queryClient));
  });

  if (localTokenStore.access()) {
    // Asks the server's verdict on the stored session (a refused token signs the tab out in the API client).
    queryClient.fetchQuery(userQueryOptions(currentLanguage())).catch(
      // Offline or a refused session: the API client has already handled what needs handling.
      () => undefined,
    );
  }
}
