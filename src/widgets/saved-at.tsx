/**
 * "Saved {time}" under a screen's title when what it shows could not be refreshed: the network is down,
 * or the last attempt to refresh it failed. It tells the visitor how old the programme or catalogue in
 * front of them is. A copy restored from the device is not in itself stale: online, it is either fresh
 * enough to keep (its stale time) or being refetched, so the line waits for that refetch to fail rather
 * than greet every reload with an old time.
 */
import { useQueryClient, type Query, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDeviceDateTime } from '../lib/dates';
import { DEFAULT_LANG, isLang } from '../contract/common';
import { useOnlineStatus } from '../pwa/online-status';
import styles from './saved-at.module.css';

/** One number of the first query under queryKey (a key or its prefix), kept in step with the cache. */
function useQueryNumber(queryKey: QueryKey, read: (query: Query | undefined) => number): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback((listener: () => void) => queryClient.getQueryCache().subscribe(listener), [queryClient]);
  const snapshot = () => read(queryClient.getQueryCache().find({ queryKey, exact: false }));
  // A page rendered on the server shows what the server just read: nothing saved to speak of.
  return useSyncExternalStore(subscribe, snapshot, () => 0);
}

/** When the data was last fetched; 0 without data. */
const updatedAtOf = (query: Query | undefined) => query?.state.dataUpdatedAt ?? 0;
/** 1 while the last refresh has failed (it may still be retrying), 0 otherwise. */
const failedOf = (query: Query | undefined) => (query && (query.state.fetchFailureCount > 0 || query.state.status === 'error') ? 1 : 0);

export function SavedAt({ queryKey }: { queryKey: QueryKey }) {
  // Re-renders on a language change through useTranslation's subscription.
  const { t, i18n } = useTranslation();
  const online = useOnlineStatus();
  const updatedAt = useQueryNumber(queryKey, updatedAtOf);
  const refreshFailed = useQueryNumber(queryKey, failedOf) === 1;
  if (updatedAt === 0 || (online && !refreshFailed)) return null;
  const time = formatDeviceDateTime(updatedAt, isLang(i18n.language) ? i18n.language : DEFAULT_LANG);
  return (
    <p className={styles.saved} data-testid="saved-at">
      {t('offline.saved', { time })}
    </p>
  );
}
