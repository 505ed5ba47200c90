/**
 * One photo gallery (spec §2 "/{lang}/media/photo/{galleryUrl}"): title, date, place and the thumbnails;
 * a thumbnail opens the photo viewer there, and closing it puts focus on the thumbnail of the photo last
 * shown, so a keyboard user carries on from where they were looking. The open photo is the route's
 * (the URL's ?photo=), so Back closes the viewer and a shared link opens it; this page only asks.
 */
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { GalleryDetail } from '../../contract/photo-galleries';
import { AppLink } from '../../ui/app-link';
import { ArrowLeftIcon } from '../../ui/icons';
import { PageHead } from '../../ui/page-head';
import { PhotoViewer } from '../../ui/photo-viewer';
import { GalleryMeta } from './gallery-meta';
import styles from './media.module.css';
import emptyState from '../../ui/empty-state.module.css';
import { pictureProps } from '../../ui/picture';

/** Thumbnails in the first rows are visible at once on a desktop; the rest load as they scroll in. */
const EAGER_THUMBNAILS = 8;
/** Two thumbnails a row on a phone, up to four on a desktop. */
const THUMBNAIL_SIZES = '(max-width: 640px) 50vw, 300px';

/** How the page opens, flips and closes the viewer: the route keeps the open photo in the URL. */
export type ViewerNavigation = {
  open: (index: number) => void;
  show: (index: number) => void;
  close: () => void;
};

export type GalleryPageProps = {
  lang: Lang;
  gallery: GalleryDetail;
  /** The index of the photo on screen; null while the viewer is closed. */
  open: number | null;
  navigation: ViewerNavigation;
};

export function GalleryPage({ lang, gallery, open, navigation }: GalleryPageProps) {
  const { t } = useTranslation();
  const thumbnails = useRef<(HTMLButtonElement | null)[]>([]);
  const photos = useMemo(
    () =>
      gallery.photos.map((photo, index) => ({
        src: photo.image,
        alt: t('media_page.photo_alt', { name: gallery.name, index: index + 1 }),
      })),
    [gallery, t],
  );

  return (
    <section className={`container page-section ${styles.page}`} aria-labelledby="gallery-title">
      <AppLink href={`/${lang}/media/${gallery.ex_prefix}`} className={styles.back}>
        <ArrowLeftIcon size={18} />
        {t('media_page.back_to_year', { year: gallery.year })}
      </AppLink>
      <PageHead
        id="gallery-title"
        title={gallery.name}
        subtitle={<GalleryMeta lang={lang} date={gallery.date} location={gallery.location} photosCount={gallery.photos.length} />}
      />
      {gallery.photos.length === 0 ? (
        <p className={emptyState.panel}>{t('media_page.no_photos')}</p>
      ) : (
        <ul className={styles.photos} aria-label={t('media_page.gallery_photos')}>
          {gallery.photos.map((photo, index) => (
            // By position: two photos of a gallery may be the same picture.
            <li key={`${index}-${photo.image}`}>
              <button
                ref={(element) => {
                  thumbnails.current[index] = element;
                }}
                type="button"
                className={styles.thumbnail}
                onClick={() => navigation.open(index)}
                aria-label={t('media_page.open_photo', { index: index + 1, total: gallery.photos.length })}
              >
                <img
                  {...pictureProps(photo.thumbnail, THUMBNAIL_SIZES)}
                  alt=""
                  width={480}
                  height={320}
                  loading={index < EAGER_THUMBNAILS ? 'eager' : 'lazy'}
                  decoding="async"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
      <PhotoViewer
        photos={photos}
        index={open}
        onIndexChange={navigation.show}
        onClose={navigation.close}
        label={gallery.name}
        returnFocus={(index) => thumbnails.current[index]}
      />
    </section>
  );
}
