/** The first-load screen: shown while the loading flag is set (initial site fetch, then 500 ms, spec §4). */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { loadingFlag } from '../lib/flag-store';
import styles from './global-loader.module.css';

export function GlobalLoader() {
  const { t } = useTranslation();
  // Never in server HTML: a rendered page is on screen at once (and hydration starts from the same nothing).
  const loading = useSyncExternalStore(loadingFlag.subscribe, loadingFlag.get, () => false);
  if (!loading) return null;
  return (
    <div className={styles.loader} role="status" aria-live="polite" aria-label={t('common.loading')}>
      <img className={styles.logo} src="/favicon.svg" alt="" width={72} height={72} />
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
