/**
 * Step 4: the confirmation (spec §4 shows it at once, without waiting for the server), plus what the
 * spec leaves out: how the background post is doing. A final failure is said plainly, with a retry that
 * sends the same, still stored, application, and a way back to the form.
 */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import { AppLink } from '../../ui/app-link';
import styles from './application-page.module.css';
import type { SubmitStatus } from './use-application-submit';

export type DoneStepProps = {
  lang: Lang;
  status: SubmitStatus;
  onRetry: () => void;
  onEdit: () => void;
};

export function DoneStep({ lang, status, onRetry, onEdit }: DoneStepProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.done}>
      <p className={styles.lead}>{t('application.done.text')}</p>
      {/* Always in the page, so screen readers announce each change of its text. */}
      <p role="status" className={`${styles.status} ${status === 'sent' ? styles.sent : ''}`}>
        {status === 'sent' ? t('application.done.sent') : null}
        {status === 'sending' || status === 'idle' ? t('application.done.sending') : null}
        {status === 'offline' ? t('application.done.offline') : null}
      </p>
      {status === 'failed' ? (
        <div role="alert" className={styles.failure}>
          <p>{t('application.done.failed')}</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" onClick={onRetry}>
              {t('application.done.retry')}
            </button>
            <button type="button" className="btn btn-secondary" onClick={onEdit}>
              {t('application.done.edit')}
            </button>
          </div>
        </div>
      ) : null}
      {status === 'sent' ? (
        <AppLink href={`/${lang}`} className="btn btn-secondary">
          {t('application.done.home')}
        </AppLink>
      ) : null}
    </div>
  );
}
