/**
 * Media galleries (spec §2 "Media"): one link per exhibition year of the API, then the chosen year's
 * galleries. Galleries still without photos are sent by the API and hidden here; a year left with none
 * says so (media_page.no_galleries).
 */
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import { GALLERY_PREVIEWS, type MediaYear } from '../../contract/photo-galleries';
import { AppLink } from '../../ui/app-link';
import { PageHead } from '../../ui/page-head';
import { GalleryMeta } from './gallery-meta';
import styles from './media.module.css';
import emptyState from '../../ui/empty-state.module.css';
import { pictureProps } from '../../ui/picture';

export type MediaPageProps = {
  lang: Lang;
  /** Newest first, as the API sends them. */
  years: readonly MediaYear[];
  /** The chosen year's exhibition; null only when the API has no years at all. */
  exPrefix: string | null;
};

export function MediaPage({ lang, years, exPrefix }: MediaPageProps) {
  const { t } = useTranslation();
  const selected = years.find((year) => year.ex_prefix === exPrefix);
  const galleries = selected?.galleries.filter((gallery) => gallery.photos_count > 0) ?? [];

  return (
    <section className={`container page-section ${styles.page}`} aria-labelledby="media-title">
      <PageHead id="media-title" title={t('media_page.title')} />
      {years.length > 0 ? (
        <nav className={styles.years} aria-label={t('media_page.years')}>
          {years.map((year) => (
            <AppLink
              key={year.ex_prefix}
              href={`/${lang}/media/${year.ex_prefix}`}
              className={styles.year}
              aria-current={year.ex_prefix === exPrefix ? 'page' : undefined}
            >
              {year.year}
            </AppLink>
          ))}
        </nav>
      ) : null}
      {galleries.length === 0 ? (
        <p className={emptyState.panel}>{t('media_page.no_galleries')}</p>
      ) : (
        <ul className={styles.galleries}>
          {galleries.map((gallery, position) => (
            <li key={gallery.url}>
              <AppLink href={`/${lang}/media/photo/${gallery.url}`} className={styles.card}>
                <div className={styles.previews}>
                  {gallery.previews.slice(0, GALLERY_PREVIEWS).map((preview, index) => (
                    <img
                      key={`${index}-${preview.thumbnail}`}
                      {...pictureProps(preview.thumbnail, index === 0 ? '(max-width: 640px) 100vw, 400px' : '200px')}
                      alt=""
                      width={480}
                      height={320}
                      // The first row is above the fold on a desktop; the rest load as they scroll in.
                      loading={position < 3 ? 'eager' : 'lazy'}
                      decoding="async"
                      className={index === 0 ? styles.previewMain : styles.previewSide}
                    />
                  ))}
                </div>
                <div className={styles.cardBody}>
                  <h2 className={styles.cardTitle}>{gallery.name}</h2>
                  <GalleryMeta lang={lang} date={gallery.date} location={gallery.location} photosCount={gallery.photos_count} />
                </div>
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
