/**
 * The header's "offline" badge: on the exhibition floor the visitor should know that what they see is
 * the copy saved on the device and that their changes wait for the network. Hidden while online.
 *
 * Below the desktop menu the header already holds the logo, language, account and burger, so the badge
 * shows its icon only there (the words stay for screen readers and as the tooltip); the header marks
 * itself by `data-offline` to make room for it on the narrowest phones.
 */
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../../pwa/online-status';
import { OfflineIcon } from '../../ui/icons';
import styles from './offline-indicator.module.css';

export function OfflineIndicator() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  // The live region stays in the page so screen readers announce the change when the network drops.
  return (
    <span role="status" className={styles.wrap}>
      {online ? null : (
        <span className={styles.badge} title={t('offline.indicator_hint')} data-offline="">
          <OfflineIcon size={16} className={styles.icon} />
          <span className={styles.label}>{t('offline.indicator')}</span>
        </span>
      )}
    </span>
  );
}
