/** A gallery's date, place and photo count, on its card and under its page title. */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import { formatVenueDate } from '../../lib/dates';
import { CalendarIcon, MapPinIcon } from '../../ui/icons';
import { VisuallyHidden } from '../../ui/visually-hidden';
import styles from './media.module.css';

/** A full date the way each language writes it: '10 ноября 2026', '10 November 2026', '2026年11月10日'. */
const DATE_FORMATS: Record<Lang, string> = { ru: 'D MMMM YYYY', en: 'D MMMM YYYY', zh: 'YYYY年M月D日' };

export type GalleryMetaProps = { lang: Lang; date: string; location: string; photosCount: number };

export function GalleryMeta({ lang, date, location, photosCount }: GalleryMetaProps) {
  const { t } = useTranslation();
  return (
    <span className={styles.meta}>
      <span className={styles.metaItem}>
        <CalendarIcon size={16} />
        <VisuallyHidden>{t('common.labelled', { label: t('media_page.date') })}</VisuallyHidden>
        {formatVenueDate(date, lang, DATE_FORMATS[lang])}
      </span>
      {location ? (
        <span className={styles.metaItem}>
          <MapPinIcon size={16} />
          <VisuallyHidden>{t('common.labelled', { label: t('media_page.location') })}</VisuallyHidden>
          {location}
        </span>
      ) : null}
      <span className={styles.metaItem}>{t('media_page.photos', { count: photosCount })}</span>
    </span>
  );
}
