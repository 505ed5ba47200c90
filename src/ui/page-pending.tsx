/**
 * What a page shows while its data is on the way: its title and a loading line inside the site's frame,
 * so the header, footer and title paint before a big list (the catalogue) has arrived.
 */
import { useTranslation } from 'react-i18next';
import styles from './page-pending.module.css';

export function PagePending({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <section className={`container page-section ${styles.page}`} aria-busy="true">
      <h1 className="section-title">{title}</h1>
      <p role="status" className={styles.status}>
        <span className={styles.spinner} aria-hidden="true" />
        {t('common.loading')}
      </p>
    </section>
  );
}
