/**
 * One previous exhibition: year, place, dates and full name; its menu (participants, events held, press
 * release) as buttons; a 2×2 grid of up to four previews; and the photo and video counts linking to the
 * year's galleries. Menu items whose url is empty or '#' are not links yet (spec §2), so they are left out
 * rather than shown as dead buttons.
 *
 * Only what exists is shown: the spec's placeholders for missing previews looked on a phone like a loading
 * spinner that never ends, so a year with fewer photos shows fewer tiles; a count of 0 is left out (no
 * "0 видео"), and a year with neither photos nor videos has no media link at all.
 */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { HistoryItem } from '../../contract/history';
import { formatDateRange, parseVenueDate } from '../../lib/dates';
import { menuHref } from '../../lib/menu-links';
import { AppLink } from '../../ui/app-link';
import { CalendarIcon, MapPinIcon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/visually-hidden';
import styles from './history.module.css';
import { pictureProps } from '../../ui/picture';

const PREVIEW_SLOTS = 4;

export type HistoryCardProps = { lang: Lang; item: HistoryItem; aboveFold: boolean };

/** The item's menu entries that lead somewhere, with their hrefs. */
function menuLinks(item: HistoryItem, lang: Lang) {
  return item.menu.items.flatMap((entry) => {
    const url = entry.url.trim();
    if (url === '' || url === '#') return [];
    const href = menuHref(entry, lang);
    return href ? [{ name: entry.name, href }] : [];
  });
}

export function HistoryCard({ lang, item, aboveFold }: HistoryCardProps) {
  const { t } = useTranslation();
  const year = parseVenueDate(item.date_start)?.year();
  const titleId = `history-${item.prefix_contract}`;
  const links = menuLinks(item, lang);
  const previews = item.previews.slice(0, PREVIEW_SLOTS);
  const hasMedia = item.photos_count > 0 || item.videos_count > 0;

  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.info}>
        <p className={styles.year}>{year}</p>
        <h2 id={titleId} className={styles.name}>
          {item.full_name}
        </h2>
        <p className={styles.facts}>
          <span className={styles.fact}>
            <CalendarIcon size={18} />
            <VisuallyHidden>{t('common.labelled', { label: t('history.dates') })}</VisuallyHidden>
            {formatDateRange(item.date_start, item.date_end, lang)}
          </span>
          {item.location ? (
            <span className={styles.fact}>
              <MapPinIcon size={18} />
              <VisuallyHidden>{t('common.labelled', { label: t('history.location') })}</VisuallyHidden>
              {item.location}
            </span>
          ) : null}
        </p>
        {links.length > 0 ? (
          <ul className={styles.links} aria-label={t('history.sections', { year })}>
            {links.map((link, index) => (
              <li key={`${link.href}-${link.name}`}>
                <AppLink href={link.href} className={`btn ${index === 0 ? 'btn-primary' : 'btn-secondary'}`}>
                  {link.name}
                </AppLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {previews.length > 0 || hasMedia ? (
        <div className={styles.media}>
          {previews.length > 0 ? (
            <div className={styles.previews}>
              {previews.map((preview, index) => (
                <img
                  key={`${index}-${preview.thumbnail}`}
                  {...pictureProps(preview.thumbnail, '(max-width: 640px) 50vw, 240px')}
                  alt=""
                  width={480}
                  height={320}
                  loading={aboveFold ? 'eager' : 'lazy'}
                  decoding="async"
                />
              ))}
            </div>
          ) : null}
          {hasMedia ? (
            <AppLink href={`/${lang}/media/${item.prefix_contract}`} className={styles.counts}>
              {item.photos_count > 0 ? <span>{t('history.photos', { count: item.photos_count })}</span> : null}
              {item.photos_count > 0 && item.videos_count > 0 ? <span aria-hidden="true">·</span> : null}
              {item.videos_count > 0 ? <span>{t('history.videos', { count: item.videos_count })}</span> : null}
              <VisuallyHidden>
                {' — '}
                {t(item.videos_count > 0 ? 'history.media_of_year' : 'history.photos_of_year', { year })}
              </VisuallyHidden>
            </AppLink>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
