/**
 * The install offer (issue 8). Where the browser offers installation: a button in the header tools and,
 * on phones, where the header has no room left, a floating card with the same action. On iOS Safari,
 * which has no prompt: a card explaining Share → "На экран «Домой»". Closing a card is remembered; all
 * of it vanishes once the app runs installed. What to show comes from src/pwa/install.ts, which alone
 * talks to the browser; this file only draws it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInstallOffer } from '../../pwa/install';
import { CloseIcon, DownloadIcon } from '../../ui/icons';
import toolStyles from './header-tools.module.css';
import styles from './install-offer.module.css';

const CARD_TITLE_ID = 'install-card-title';

export function InstallOffer() {
  const { t } = useTranslation();
  const { offer, install, dismissHint } = useInstallOffer();
  if (offer === 'none') return null;

  const card = (content: ReactNode, className = '') => (
    <section className={`${styles.card} ${className}`} aria-labelledby={CARD_TITLE_ID}>
      <img className={styles.cardIcon} src="/icons/icon-192.png" alt="" width={40} height={40} />
      <div className={styles.cardText}>
        <p id={CARD_TITLE_ID} className={styles.cardTitle}>
          {t('install.ios_title')}
        </p>
        {content}
      </div>
      <button type="button" className={styles.cardClose} aria-label={t('install.ios_dismiss')} onClick={dismissHint}>
        <CloseIcon size={20} />
      </button>
    </section>
  );

  if (offer === 'ios-hint') {
    return card(
      <p className={styles.cardSteps}>
        {t('install.ios_step_share')} <ShareIcon /> {t('install.ios_step_add')}
      </p>,
    );
  }

  return (
    <>
      <button
        type="button"
        className={`${toolStyles.toolButton} ${styles.installButton}`}
        title={t('install.button')}
        onClick={() => void install()}
      >
        <DownloadIcon />
        <span className="visually-hidden">{t('install.button')}</span>
      </button>
      {offer === 'prompt' &&
        card(
          <>
            <p className={styles.cardSteps}>{t('install.prompt_text')}</p>
            <button type="button" className={styles.cardAction} onClick={() => void install()}>
              {t('install.button')}
            </button>
          </>,
          styles.phoneOnly,
        )}
    </>
  );
}

/** Safari's Share glyph (a box with an arrow up), so the visitor recognises the button to press. */
function ShareIcon() {
  return (
    <svg
      className={styles.shareIcon}
      width={18}
      height={18}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M12 3v12M8 7l4-4 4 4M6 11H5v10h14V11h-1" />
    </svg>
  );
}
