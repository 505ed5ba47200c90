/**
 * The header's "offline" badge: on the exhibition floor the visitor should know that what they see is
 * the copy saved on the device and that their changes wait for the network. Hidden while online.
 */
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../pwa/online-status';
import styles from './offline-indicator.module.css';

export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  // The live region stays in the page so screen readers announce the change when the network drops.
  return (
    <span role="status" className={styles.wrap}>
      {online ? null : (
        <span className={styles.badge} title={t('offline.indicator_hint')}>
          <span className={styles.dot} aria-hidden="true" />
          {t('offline.indicator')}
        </span>
      )}
    </span>
  );
}
