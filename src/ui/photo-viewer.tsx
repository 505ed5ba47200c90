/**
 * A full-screen photo viewer on the native <dialog> (spec §2 "Media"): previous/next with wraparound,
 * ArrowLeft/ArrowRight, Escape, a horizontal swipe of at least 10 px, a "3 / 12" counter, and the two
 * neighbours preloaded so flipping shows them at once.
 *
 * showModal() makes the page behind inert; Tab is also kept cycling inside the dialog, so focus never
 * leaves for the browser's own controls. Every way of closing (Escape, the close button, the parent
 * setting `index` to null) goes through dialog.close(), whose close event hands focus to the element
 * `returnFocus` names: the thumbnail of the photo on screen, not necessarily the one first clicked.
 */
import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronDownIcon, CloseIcon } from './icons';
import styles from './photo-viewer.module.css';
import { useModalDialog } from './use-modal-dialog';
import { pictureProps } from './picture';

/** Spec §9: a horizontal move shorter than this is a tap, not a swipe. */
export const SWIPE_THRESHOLD_PX = 10;

export type ViewerPhoto = { src: string; alt: string };

export type PhotoViewerProps = {
  photos: readonly ViewerPhoto[];
  /** The photo on screen; null while the viewer is closed. */
  index: number | null;
  onIndexChange: (index: number) => void;
  onClose: () => void;
  /** The dialog's accessible name, such as the gallery's title. */
  label: string;
  /** Where focus goes on close, given the index of the photo last shown. */
  returnFocus?: (index: number) => HTMLElement | null | undefined;
  /** The photos' intrinsic size, so the image box does not jump while a photo loads. */
  width?: number;
  height?: number;
};

const wrap = (index: number, count: number) => ((index % count) + count) % count;

const FOCUSABLE = 'button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

export function PhotoViewer({ photos, index, onIndexChange, onClose, label, returnFocus, width = 1500, height = 1000 }: PhotoViewerProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const swipeStart = useRef<{ x: number; y: number; id: number } | null>(null);
  const count = photos.length;
  const open = index !== null && count > 0;
  const current = open ? wrap(index, count) : 0;
  const photo = open ? photos[current] : undefined;

  useModalDialog(ref, open);

  useEffect(() => {
    if (!open || count < 2) return;
    // The browser caches what an Image() fetched, so the next or previous photo appears without a wait.
    for (const neighbour of new Set([wrap(current - 1, count), wrap(current + 1, count)])) {
      const preload = new Image();
      // The same srcset and sizes as the shown <img>, so the WebP it will pick is the one fetched now.
      const { src, srcSet, sizes } = pictureProps(photos[neighbour]?.src ?? '', '100vw');
      if (srcSet && sizes) Object.assign(preload, { srcset: srcSet, sizes });
      preload.src = src;
    }
  }, [open, current, count, photos]);

  const show = (step: number) => {
    if (open) onIndexChange(wrap(current + step, count));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowLeft') {
      event.preventDefault();
      show(event.key === 'ArrowRight' ? 1 : -1);
    } else if (event.key === 'Tab') {
      const focusable = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = focusable[0];
      const last = focusable.at(-1);
      if (!first || !last) return;
      const active = document.activeElement;
      if (event.shiftKey && (active === first || !event.currentTarget.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !event.currentTarget.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    }
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    swipeStart.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
  };

  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start || start.id !== event.pointerId) return;
    const dx = event.clientX - start.x;
    const dy = event.clientY - start.y;
    // A short or mostly vertical move is a tap or a scroll attempt, not a swipe.
    if (Math.abs(dx) < SWIPE_THRESHOLD_PX || Math.abs(dx) < Math.abs(dy)) return;
    show(dx < 0 ? 1 : -1);
  };

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      aria-label={label}
      onKeyDown={onKeyDown}
      onClose={() => {
        returnFocus?.(current)?.focus();
        onClose();
      }}
    >
      {photo ? (
        <div className={styles.body}>
          <button
            type="button"
            className={`icon-button ${styles.close}`}
            onClick={() => ref.current?.close()}
            aria-label={t('photo_viewer.close')}
          >
            <CloseIcon size={26} />
          </button>
          <div
            className={styles.stage}
            onPointerDown={onPointerDown}
            onPointerUp={onPointerUp}
            onPointerCancel={() => {
              swipeStart.current = null;
            }}
          >
            <img
              key={photo.src}
              className={styles.image}
              {...pictureProps(photo.src, '100vw')}
              alt={photo.alt}
              width={width}
              height={height}
              draggable={false}
            />
          </div>
          {count > 1 ? (
            <>
              <button
                type="button"
                className={`icon-button ${styles.nav} ${styles.previous}`}
                onClick={() => show(-1)}
                aria-label={t('photo_viewer.previous')}
              >
                <ChevronDownIcon size={28} className={styles.chevronPrevious} />
              </button>
              <button
                type="button"
                className={`icon-button ${styles.nav} ${styles.next}`}
                onClick={() => show(1)}
                aria-label={t('photo_viewer.next')}
              >
                <ChevronDownIcon size={28} className={styles.chevronNext} />
              </button>
            </>
          ) : null}
          <p className={styles.counter} aria-live="polite">
            <span aria-hidden="true">
              {current + 1} / {count}
            </span>
            <span className="visually-hidden">{t('photo_viewer.counter', { index: current + 1, total: count })}</span>
          </p>
        </div>
      ) : null}
    </dialog>
  );
}
