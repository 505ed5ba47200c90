/**
 * "Saved {time}" under a screen's title when what it shows is the copy kept on the device: restored from
 * IndexedDB at start, or shown while the network is down. It tells the visitor how old the programme or
 * catalogue in front of them is; once a fresh copy arrives online, the line goes away.
 */
import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { restoredFromDevice } from '../api/persist';
import { formatDeviceDateTime } from '../lib/dates';
import { DEFAULT_LANG, isLang } from '../contract/common';
import { useOnlineStatus } from '../pwa/online-status';
import styles from './saved-at.module.css';

/** When the data of the first query under queryKey (a key or its prefix) was last fetched; 0 without data. */
function useDataUpdatedAt(queryKey: QueryKey): number {
  const queryClient = useQueryClient();
  const subscribe = useCallback((listener: () => void) => queryClient.getQueryCache().subscribe(listener), [queryClient]);
  const read = () => queryClient.getQueryCache().find({ queryKey, exact: false })?.state.dataUpdatedAt ?? 0;
  // A page rendered on the server shows what the server just read: nothing saved to speak of.
  return useSyncExternalStore(subscribe, read, () => 0);
}

export function SavedAt({ queryKey }: { queryKey: QueryKey }) {
  // Re-renders on a language change through useTranslation's subscription.
  const { t, i18n } = useTranslation();
  const online = useOnlineStatus();
  const updatedAt = useDataUpdatedAt(queryKey);
  if (updatedAt === 0 || (online && !restoredFromDevice(updatedAt))) return null;
  const time = formatDeviceDateTime(updatedAt, isLang(i18n.language) ? i18n.language : DEFAULT_LANG);
  return (
    <p className={styles.saved} data-testid="saved-at">
      {t('offline.saved', { time })}
    </p>
  );
}
