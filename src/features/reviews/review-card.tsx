/** One review: the company's picture, who wrote it and when (month and year), and the text (HTML). */
import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { Review } from '../../contract/reviews';
import { AppLink } from '../../ui/app-link';
import { SafeHtml } from '../../ui/safe-html';
import styles from './reviews-page.module.css';
import { reviewAnchor } from './review-anchor';
import { formatReviewMonth } from './review-month';
import { pictureProps } from '../../ui/picture';

/** The pictures are square; this is the size they are laid out at, so nothing moves as they load. */
const IMAGE_SIZE = 96;

export function ReviewCard({ review, lang }: { review: Review; lang: Lang }) {
  const { t } = useTranslation();
  const headingId = `${reviewAnchor(review.id)}-title`;
  const month = formatReviewMonth(review.date, lang);
  const router = useRouter();
  const href = `/${lang}/reviews#${reviewAnchor(review.id)}`;
  return (
    <article id={reviewAnchor(review.id)} className={styles.card} aria-labelledby={headingId}>
      <header className={styles.cardHead}>
        {review.image ? (
          <img
            className={styles.image}
            {...pictureProps(review.image, `${IMAGE_SIZE}px`)}
            alt={t('reviews.logo_alt', { name: review.name })}
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <div className={styles.who}>
          <h2 id={headingId} className={styles.company}>
            {review.name}
          </h2>
          <p className={styles.person}>
            <span className={styles.fullName}>{review.full_name}</span>
            {review.position ? <span className={styles.position}>{review.position}</span> : null}
          </p>
          <p className={styles.date}>
            {/* A permalink, as on comment threads: the address to share for this one review. */}
            <AppLink
              className={styles.permalink}
              href={href}
              aria-label={t('reviews.permalink', { name: review.name, date: month })}
              onClick={(event) => {
                if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                event.preventDefault();
                // The router's own hash scroll is an instant jump; the layout's ScrollManager scrolls instead.
                void router.navigate({ href, hashScrollIntoView: false });
              }}
            >
              <time dateTime={review.date.slice(0, 7)}>{month}</time>
            </AppLink>
          </p>
        </div>
      </header>
      <SafeHtml html={review.text} className={`prose ${styles.text}`} />
    </article>
  );
}
