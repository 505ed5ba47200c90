/** Exhibition history (spec §2 "History"): the previous exhibitions, four a page, newest first. */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { HistoryItem } from '../../contract/history';
import { PageHead } from '../../ui/page-head';
import { Pagination, type PageLinkOptions } from '../../ui/pagination';
import { HistoryCard } from './history-card';
import styles from './history.module.css';
import emptyState from '../../ui/empty-state.module.css';

export type HistoryPageProps = {
  lang: Lang;
  items: readonly HistoryItem[];
  page: number;
  totalPages: number;
  linkFor: (page: number) => PageLinkOptions;
};

export function HistoryPage({ lang, items, page, totalPages, linkFor }: HistoryPageProps) {
  const { t } = useTranslation();
  return (
    <section className={`container page-section ${styles.page}`} aria-labelledby="history-title">
      <PageHead id="history-title" title={t('history.title')} subtitle={t('history.subtitle')} />
      {items.length === 0 ? (
        <p className={emptyState.panel}>{t('history.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {items.map((item, index) => (
            <li key={item.prefix_contract}>
              <HistoryCard lang={lang} item={item} aboveFold={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages} linkFor={linkFor} className={styles.pagination} />
    </section>
  );
}
