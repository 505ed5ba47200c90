/** Reviews slider: one page of reviews; it loops only when there is more than one review (spec §2). */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { reviewsQueryOptions } from '../../api/reviews';
import type { Lang } from '../../contract/common';
import { formatVenueDate } from '../../lib/dates';
import { AppLink } from '../../ui/app-link';
import { SafeHtml } from '../../ui/safe-html';
import { Slider } from '../../ui/slider';
import section from './home-section.module.css';
import styles from './home-reviews.module.css';
import { sliderLabels } from './slider-labels';
import { pictureProps } from '../../ui/picture';

// Spec §3: a review's date is shown as month and year; Chinese writes it 2026年11月.
const MONTH_YEAR: Record<Lang, string> = { ru: 'MMMM YYYY', en: 'MMMM YYYY', zh: 'YYYY年M月' };

export function HomeReviews({ lang }: { lang: Lang }) {
  const { t } = useTranslation();
  const { data } = useSuspenseQuery(reviewsQueryOptions(lang));
  const reviews = data.results;
  if (reviews.length === 0) return null;

  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="home-reviews-title">
      <div className="container">
        <div className={section.head}>
          <h2 id="home-reviews-title" className={section.title}>
            {t('home.reviews.title')}
          </h2>
          <AppLink href={`/${lang}/reviews`} className={section.more}>
            {t('home.reviews.all')}
          </AppLink>
        </div>
        <Slider
          className={styles.slider}
          items={reviews}
          getKey={(review) => review.id}
          loop={reviews.length > 1}
          labels={sliderLabels(t, t('home.reviews.carousel'))}
          renderSlide={(review) => (
            <article className={`${section.card} ${styles.card}`}>
              <header className={styles.head}>
                <img
                  {...pictureProps(review.image, '72px')}
                  alt=""
                  width={72}
                  height={72}
                  loading="lazy"
                  decoding="async"
                  className={styles.image}
                />
                <div className={styles.who}>
                  <h3 className={styles.name}>{review.full_name || review.name}</h3>
                  {review.position && <p className={styles.position}>{review.position}</p>}
                  {review.full_name && review.name && <p className={styles.company}>{review.name}</p>}
                </div>
              </header>
              <SafeHtml html={review.text} className={styles.text} />
              <time className={styles.date} dateTime={review.date}>
                {formatVenueDate(review.date, lang, MONTH_YEAR[lang])}
              </time>
            </article>
          )}
        />
      </div>
    </section>
  );
}
