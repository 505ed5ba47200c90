/** One news item of the list: picture, date, title (the link to the item) and announcement. */
import { Link } from '@tanstack/react-router';
import type { Lang } from '../../contract/common';
import type { NewsListItem } from '../../contract/news';
import { formatVenueDateWithYear, parseVenueDate } from '../../lib/dates';
import card from '../../ui/card.module.css';
import styles from './news-card.module.css';
import { keepDigitGroupsTogether } from '../../lib/digit-groups';
import { pictureProps } from '../../ui/picture';

export type NewsCardProps = {
  lang: Lang;
  item: NewsListItem;
  /** The list page the card is on, carried to the item so its back link returns there. */
  fromPage: number;
  /** Cards of the first row are above the fold on desktop and load at once. */
  eager?: boolean;
  /** The first card's picture is the page's largest paint on a phone: it is fetched ahead of everything else. */
  priority?: boolean;
};

// The seed's pictures are 3:2 (1200×800, previews half of it); the box keeps that ratio whatever arrives.
const PREVIEW_WIDTH = 600;
const PREVIEW_HEIGHT = 400;
/** One card a row on a phone, two on a tablet, three from a desktop up (news-list-page.module.css). */
const CARD_SIZES = '(max-width: 640px) 100vw, (max-width: 1024px) 50vw, 400px';

export function NewsCard({ lang, item, fromPage, eager = false, priority = false }: NewsCardProps) {
  const published = parseVenueDate(item.publish_datetime);
  return (
    <article className={card.card}>
      <img
        className={`${card.image} ${styles.image}`}
        {...pictureProps(item.preview || item.image, CARD_SIZES)}
        alt={item.image_title}
        width={PREVIEW_WIDTH}
        height={PREVIEW_HEIGHT}
        loading={eager || priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        // The page's largest paint is decoded in step with the frame that shows it, not a frame later.
        decoding={priority ? undefined : 'async'}
      />
      <div className={styles.body}>
        <time className={styles.date} dateTime={published?.format('YYYY-MM-DD')}>
          {formatVenueDateWithYear(item.publish_datetime, lang)}
        </time>
        <h2 className={styles.title}>
          <Link
            to="/$lang/news/detail/$newsId"
            params={{ lang, newsId: String(item.id) }}
            search={fromPage > 1 ? { from: fromPage } : {}}
            className={card.link}
          >
            {keepDigitGroupsTogether(item.title)}
          </Link>
        </h2>
        <p className={styles.announcement}>{keepDigitGroupsTogether(item.announcement)}</p>
      </div>
    </article>
  );
}
