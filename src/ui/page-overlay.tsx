/** Blocks the page while the overlay flag is on (favourite changes, file downloads), against double actions. */
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { overlayFlag } from '../lib/flag-store';
import styles from './page-overlay.module.css';

export function PageOverlay() {
  const { t } = useTranslation();
  const active = useSyncExternalStore(overlayFlag.subscribe, overlayFlag.get, overlayFlag.get);
  if (!active) return null;
  return (
    <div
      className={styles.overlay}
      aria-busy="true"
      role="status"
      aria-label={t('common.please_wait')}
      onClickCapture={(event) => {
        event.preventDefault();
        event.stopPropagation();
      }}
    >
      <span className={styles.spinner} aria-hidden="true" />
    </div>
  );
}
