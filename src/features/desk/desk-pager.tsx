/** Previous / next for the desk's lists; the page lives in the URL (desk-search.ts). */
import { useTranslation } from 'react-i18next';
import styles from './desk.module.css';

export function DeskPager({
  page,
  count,
  pageSize,
  onPage,
}: {
  page: number;
  count: number;
  pageSize: number;
  onPage: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(count / pageSize));
  if (pages < 2) return null;
  return (
    <nav className={styles.pager} aria-label={t('desk.pages')}>
      <button type="button" className="btn btn-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('desk.previous')}
      </button>
      <span>{t('desk.pageOf', { page, pages })}</span>
      <button type="button" className="btn btn-secondary" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('desk.next')}
      </button>
    </nav>
  );
}
