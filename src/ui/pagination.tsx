/**
 * Generic pagination (spec §2, §9): hidden under 2 pages; previous / numbered / next links, with the
 * first, the last and the pages around the current one shown and the rest folded into an ellipsis.
 *
 * Usage: <Pagination page={3} totalPages={totalPages(count, paginator_count)} linkFor={(page) => linkOptions(…)} />
 * `linkFor` returns the router link options of a page (to, params, search), so every page is a real <a>
 * with an href that the router navigates and preloads; page 1 usually links to the list's bare URL.
 * Page numbers from URLs and totals are counted in lib/page-number.ts.
 */
import { Link, type LinkProps } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon } from './icons';
import styles from './pagination.module.css';

/** Options of the router's <Link> for one page: to, params, search (children are set here). */
export type PageLinkOptions = Omit<LinkProps, 'children'>;

export type PaginationProps = {
  page: number;
  totalPages: number;
  linkFor: (page: number) => PageLinkOptions;
  className?: string;
};

/**
 * The router marks a link active (aria-current="page") when the URL merely starts with its path, so on
 * /news/page/2 the link to page 1 (/news) would be "current" too; only an exact match of the path and of
 * the search counts here (history pages differ only in ?page=).
 */
const EXACT = { exact: true, includeSearch: true } as const;

export type PageSlot = number | 'gap';

/**
 * The pages to show: always the first and the last, `siblings` pages either side of the current one, and
 * a gap where pages are left out. A gap of a single page shows that page instead (a '…' hiding one number
 * saves nothing), so the row keeps the same length while the current page moves.
 */
export function pageSlots(page: number, total: number, siblings = 1): PageSlot[] {
  const current = Math.min(Math.max(page, 1), total);
  // first, last, current, its siblings and two gaps: below that, every page fits
  if (total <= siblings * 2 + 5) return Array.from({ length: total }, (_, index) => index + 1);
  const start = Math.max(Math.min(current - siblings, total - siblings * 2 - 2), 3);
  const end = Math.min(Math.max(current + siblings, siblings * 2 + 3), total - 2);
  const slots: PageSlot[] = [1, start > 3 ? 'gap' : 2];
  for (let index = start; index <= end; index += 1) slots.push(index);
  slots.push(end < total - 2 ? 'gap' : total - 1, total);
  return slots;
}

export function Pagination({ page, totalPages: total, linkFor, className }: PaginationProps) {
  const { t } = useTranslation();
  if (total < 2) return null;
  const current = Math.min(Math.max(page, 1), total);

  return (
    <nav className={[styles.pagination, className].filter(Boolean).join(' ')} aria-label={t('pagination.label')}>
      <ul className={styles.list}>
        <li>
          {current > 1 ? (
            <Link {...linkFor(current - 1)} activeOptions={EXACT} className={styles.step} rel="prev" aria-label={t('pagination.previous')}>
              <ChevronDownIcon size={20} className={styles.previousIcon} />
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <ChevronDownIcon size={20} className={styles.previousIcon} />
            </span>
          )}
        </li>
        {pageSlots(current, total).map((slot, index) =>
          slot === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={slot}>
              <Link
                {...linkFor(slot)}
                activeOptions={EXACT}
                className={styles.page}
                aria-current={slot === current ? 'page' : undefined}
                aria-label={t('pagination.page', { page: slot })}
              >
                {slot}
              </Link>
            </li>
          ),
        )}
        <li>
          {current < total ? (
            <Link {...linkFor(current + 1)} activeOptions={EXACT} className={styles.step} rel="next" aria-label={t('pagination.next')}>
              <ChevronDownIcon size={20} className={styles.nextIcon} />
            </Link>
          ) : (
            <span className={`${styles.step} ${styles.disabled}`} aria-hidden="true">
              <ChevronDownIcon size={20} className={styles.nextIcon} />
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
