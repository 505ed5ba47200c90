/**
 * The verdict over the whole screen, in the colour a gate keeper reads from two metres: green, amber or
 * red, the word, then who (or why not). It takes no focus, so the scanner keeps typing into the code field
 * underneath, and the next scan replaces it. Rendered into <body> so no ancestor's layout (the page's
 * transitions make a containing block) can shrink or shift it; it exists only after a scan, never on the server.
 */
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import styles from './gate-page.module.css';
import type { GateVerdict } from './verdict';
import { venueDateTime } from './venue-time';

const HEADINGS = { admit: 'gate.admit', again: 'gate.again', refuse: 'gate.refuse' } as const;

export function VerdictScreen({ verdict, lang, onDismiss }: { verdict: GateVerdict; lang: Lang; onDismiss: () => void }) {
  const { t } = useTranslation();
  return createPortal(
    <div className={styles.verdict} data-verdict={verdict.kind}>
      <div className={styles.verdictBody} role="status" aria-live="assertive" aria-atomic="true">
        <p className={styles.verdictTitle}>{t(HEADINGS[verdict.kind])}</p>
        {verdict.kind === 'refuse' ? (
          <p className={styles.reason}>{t(`gate.reason_${verdict.reason}`)}</p>
        ) : (
          <>
            <p className={styles.visitor}>{verdict.name || t('gate.name_unknown')}</p>
            {verdict.company ? <p className={styles.company}>{verdict.company}</p> : null}
            <p className={styles.number}>{verdict.registrationNumber}</p>
            {verdict.kind === 'again' ? (
              <p className={styles.first}>
                {t('gate.first_entry', {
                  time: venueDateTime(verdict.first.scanned_at, lang),
                  gate: verdict.first.gate,
                })}
              </p>
            ) : null}
          </>
        )}
      </div>
      <button type="button" className={styles.next} onClick={onDismiss}>
        {t('gate.next')}
      </button>
    </div>,
    document.body,
  );
}
