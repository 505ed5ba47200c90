/**
 * The offline state: on the exhibition floor the visitor should know that what they see is the copy
 * saved on the device and that their changes wait for the network. Nothing shows while online.
 *
 * Two pieces. The header's badge is the live region screen readers hear when the network drops, and it
 * stays in sight in the sticky header; below the desktop menu the bar holds the logo, language, account
 * and burger, so there the badge is its icon alone (its words are for screen readers and the tooltip).
 * The notice under the header writes the words out where the bar has no room for them (below 1200 px);
 * it scrolls away with the page, so nothing sticky grows, and screen readers skip it as a repeat.
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

export function OfflineNotice() {
  const { t } = useTranslation();
  const online = useOnlineStatus();
  if (online) return null;
  return (
    <p className={styles.notice} aria-hidden="true" data-offline-notice="">
      <strong>{t('offline.indicator')}</strong> · {t('offline.notice')}
    </p>
  );
}
