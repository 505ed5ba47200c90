/** The not-found page (spec §2): the go-back button returns in history when there is one, else goes home. */
import { useNavigate, useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ArrowLeftIcon } from '../../ui/icons';
import styles from './not-found-page.module.css';

export function NotFoundPage() {
  const { t } = useTranslation();
  const router = useRouter();
  const navigate = useNavigate();

  const goBack = () => {
    if (window.history.length > 2) router.history.back();
    else void navigate({ to: '/' });
  };

  return (
    <section className={`container ${styles.page}`}>
      <p className={styles.code} aria-hidden="true">
        {t('not_found.code')}
      </p>
      <h1 className={styles.title}>{t('not_found.title')}</h1>
      <p className={styles.text}>{t('not_found.text')}</p>
      <button type="button" className="btn btn-primary" onClick={goBack}>
        <ArrowLeftIcon size={20} />
        {t('not_found.back')}
      </button>
    </section>
  );
}
