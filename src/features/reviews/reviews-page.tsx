/**
 * The reviews page (spec §2): every review, newest first, each anchored as #review-{8 characters} so a
 * link from the home slider lands on it (the layout's ScrollManager waits for the anchor to render).
 */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { Review } from '../../contract/reviews';
import { PageHead } from '../../ui/page-head';
import { ReviewCard } from './review-card';
import styles from './reviews-page.module.css';

export type ReviewsPageProps = { lang: Lang; reviews: readonly Review[] };

export function ReviewsPage({ lang, reviews }: ReviewsPageProps) {
  const { t } = useTranslation();
  return (
    <section className={`container page-section ${styles.page}`} aria-labelledby="reviews-title">
      <PageHead id="reviews-title" title={t('reviews.title')} subtitle={t('reviews.subtitle')} />
      {reviews.length === 0 ? (
        <p className={styles.empty}>{t('reviews.empty')}</p>
      ) : (
        <ul className={styles.list} aria-label={t('reviews.list_label')}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} lang={lang} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
