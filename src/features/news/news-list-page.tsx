/** The news list (spec §2): nine cards a page, newest first, pagination under 2 pages hidden. */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { NewsList } from '../../contract/news';
import { PageHead } from '../../ui/page-head';
import { totalPages } from '../../lib/page-number';
import { Pagination, type PageLinkOptions } from '../../ui/pagination';
import { NewsCard } from './news-card';
import styles from './news-list-page.module.css';
import emptyState from '../../ui/empty-state.module.css';

export type NewsListPageProps = { lang: Lang; page: number; list: NewsList };

/** Page 1 is the list's bare URL, so there is one address per page. */
export const newsPageLink =
  (lang: Lang) =>
  (page: number): PageLinkOptions =>
    page <= 1 ? { to: '/$lang/news', params: { lang } } : { to: '/$lang/news/page/$newsPage', params: { lang, newsPage: String(page) } };

// One row of three cards on desktop: those pictures are above the fold and must not wait for layout.
const EAGER_CARDS = 3;

export function NewsListPage({ lang, page, list }: NewsListPageProps) {
  const { t } = useTranslation();
  return (
    <section className="container page-section" aria-labelledby="news-title">
      <PageHead id="news-title" title={t('news.title')} />
      {list.results.length === 0 ? (
        <p className={`${emptyState.panel} ${styles.empty}`}>{t('news.empty')}</p>
      ) : (
        <ul className={styles.grid} aria-label={t('news.list_label')}>
          {list.results.map((item, index) => (
            <li key={item.id} className={styles.item}>
              <NewsCard lang={lang} item={item} fromPage={page} eager={index < EAGER_CARDS} priority={index === 0} />
            </li>
          ))}
        </ul>
      )}
      <Pagination page={page} totalPages={totalPages(list.count, list.paginator_count)} linkFor={newsPageLink(lang)} />
    </section>
  );
}
