/**
 * What a page shows while its data is on the way: its title and a loading line inside the site's frame,
 * so the header, footer and title paint before a big list (the catalogue) has arrived.
 */
import { useTranslation } from 'react-i18next';
import { PageHead } from './page-head';
import styles from './page-pending.module.css';

/** `titleKey` is the locale key of the page's title, so a route can name its pending state in one line. */
export function PagePending({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className={`container page-section ${styles.page}`} aria-busy="true">
      <PageHead title={t(titleKey)} />
      <p role="status" className={styles.status}>
        <span className={styles.spinner} aria-hidden="true" />
        {t('common.loading')}
      </p>
    </section>
  );
}
