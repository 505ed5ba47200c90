/**
 * Signing out (spec §4): the device's push reminders end (issue 34), both tokens go, the server is told so the refresh-token family dies (best effort,
 * so signing out works offline too), and every personal query and queued favourite change leaves the
 * cache (and the tab's application draft from sessionStorage), so the next person on this device sees
 * nothing of the last one. Public data (catalogue, programme) stays for offline use, and the copy of the
 * cache on the device is rewritten without them.
 * It sits in auth/, above session/ (the tokens), api/ (the server call, the query cache) and pwa/ (the
 * worker's personal caches), because it drives all three; none of them imports it.
 */
import type { QueryClient } from '@tanstack/react-query';
import { forgetEarlyFavourites } from '../api/favourites-early';
import { api } from '../api/client';
import { wipeGateData } from '../api/gate-wipe';
import { persistNow } from '../api/persist';
import { QUEUED_MUTATION_KEYS } from '../api/queued-mutations';
import { isPersonalKey } from '../api/query-keys';
import { currentLanguage } from '../lib/i18n';
import { forgetTabPersonalData } from '../lib/storage';
import { showAppBadge } from '../pwa/app-badge';
import { wipePersonalCaches } from '../pwa/register';
import { localTokenStore } from '../session/tokens';

export type LogoutOptions = {
  /** False when the server already ended the session (a refused refresh): there is nothing to revoke. */
  revoke?: boolean;
};

export function logout(queryClient: QueryClient, { revoke = true }: LogoutOptions = {}) {
  const refresh = localTokenStore.refresh();
  const access = localTokenStore.access();
  const lang = currentLanguage();
  // Reminders belong to the account: the device stops taking them, with the token it still has. The
  // revocation waits for that call (a revoked session's token is refused at once), but not for long. The
  // push code comes when needed: a device with a subscription has a service worker, which precached it.
  const reminders = Promise.race([
    import('../pwa/push-device').then(({ turnRemindersOff }) => turnRemindersOff(lang, access)).catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, REMINDERS_WAIT_MS)),
  ]);
  localTokenStore.clear();
  forgetPersonalData(queryClient);
  if (revoke && refresh) void reminders.then(() => api.revokeRefreshToken(refresh, currentLanguage()));
}

/** How long signing out waits for the device's reminders to be removed before it revokes the session. */
const REMINDERS_WAIT_MS = 3000;

/** The in-memory half of signing out; also run when another tab signs out. */
export function forgetPersonalData(queryClient: QueryClient) {
  const personal = { predicate: (query: { queryKey: readonly unknown[] }) => isPersonalKey(query.queryKey) };
  void queryClient.cancelQueries(personal);
  queryClient.removeQueries(personal);
  const mutations = queryClient.getMutationCache();
  for (const mutationKey of QUEUED_MUTATION_KEYS) for (const mutation of mutations.findAll({ mutationKey })) mutations.remove(mutation);
  forgetTabPersonalData();
  // A first visit's early list answer not taken yet was asked for in the name of the session ending.
  forgetEarlyFavourites();
  // The device copies go at once, not at the next throttled write: the page may close first.
  void persistNow();
  void wipePersonalCaches();
  // The count of unseen changes on the app's icon is this visitor's too.
  showAppBadge(0);
  // A gate device's roster names every visitor; its unsent scans stay (api/gate-store.ts says why).
  void wipeGateData().catch(() => undefined);
}
