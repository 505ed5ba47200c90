/** One news item (spec §2): title, date, picture with its caption, the sanitised body, back to the list page. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { NewsDetail } from '../../contract/news';
import { formatVenueDateWithYear, parseVenueDate } from '../../lib/dates';
import { ArrowLeftIcon } from '../../ui/icons';
import { SafeHtml } from '../../ui/safe-html';
import { newsPageLink } from './news-list-page';
import styles from './news-detail-page.module.css';
import { keepDigitGroupsTogether } from '../../lib/digit-groups';
import { pictureProps } from '../../ui/picture';

export type NewsDetailPageProps = {
  lang: Lang;
  item: NewsDetail;
  /** The list page the visitor came from (1 when unknown). */
  fromPage: number;
};

// The seed's pictures are 1200×800; the attributes reserve the box before the picture arrives.
const IMAGE_WIDTH = 1200;
const IMAGE_HEIGHT = 800;

export function NewsDetailPage({ lang, item, fromPage }: NewsDetailPageProps) {
  const { t } = useTranslation();
  const published = parseVenueDate(item.publish_datetime);
  return (
    <article className={`container page-section ${styles.page}`} aria-labelledby="news-detail-title">
      {/* Exact: the list URL is a prefix of this page's URL, which the router would call "current". */}
      <Link {...newsPageLink(lang)(fromPage)} activeOptions={{ exact: true }} className={styles.back}>
        <ArrowLeftIcon size={18} />
        {t('news.back')}
      </Link>
      <header className={styles.head}>
        <h1 id="news-detail-title" className={styles.title}>
          {keepDigitGroupsTogether(item.title)}
        </h1>
        <p className={styles.date}>
          <span className={styles.dateLabel}>{t('common.labelled', { label: t('news.published') })}</span>
          <time dateTime={published?.format('YYYY-MM-DD')}>{formatVenueDateWithYear(item.publish_datetime, lang)}</time>
        </p>
      </header>
      {item.image && (
        <figure className={styles.figure}>
          {/* Above the fold and the page's largest paint: loaded at once and first, and decoded in step
              with the frame that shows it (no decoding="async", which paints it a frame later). */}
          <img
            className={styles.image}
            {...pictureProps(item.image, `(max-width: ${IMAGE_WIDTH}px) 100vw, ${IMAGE_WIDTH}px`)}
            alt={item.image_title}
            width={IMAGE_WIDTH}
            height={IMAGE_HEIGHT}
            fetchPriority="high"
          />
          {item.image_title && <figcaption className={styles.caption}>{item.image_title}</figcaption>}
        </figure>
      )}
      <SafeHtml html={item.text} className={styles.text} />
    </article>
  );
}
