/**
 * Spec §1: on every page a click on a link with class image-popup opens the linked image in a
 * full-screen overlay instead of navigating. One document-level listener covers server HTML too, where
 * React handlers cannot be attached. Escape, a backdrop click or the close button close it; page scroll
 * is locked meanwhile and focus returns to the link afterwards.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import styles from './image-popup.module.css';
import { pictureProps } from './picture';

type OpenImage = { src: string; alt: string; trigger: HTMLElement };

export function ImagePopupHost() {
  const { t } = useTranslation();
  const [image, setImage] = useState<OpenImage | null>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const target = event.target;
      const link = target instanceof Element ? target.closest<HTMLAnchorElement>('a.image-popup') : null;
      if (!link) return;
      const src = link.getAttribute('href');
      if (!src) return;
      event.preventDefault();
      const alt = link.getAttribute('title') || link.querySelector('img')?.getAttribute('alt') || '';
      setImage({ src, alt, trigger: link });
    };
    // Capture phase: runs before React's handlers, so an in-app link with the class still opens the popup.
    document.addEventListener('click', onClick, true);
    return () => document.removeEventListener('click', onClick, true);
  }, []);

  const close = useCallback(() => setImage(null), []);

  useEffect(() => {
    if (!image) return;
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        close();
      } else if (event.key === 'Tab') {
        // The close button is the only control: keep focus inside the dialog.
        event.preventDefault();
        closeRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = previousOverflow;
      if (image.trigger.isConnected) image.trigger.focus();
    };
  }, [image, close]);

  if (!image) return null;
  return (
    <div
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={image.alt || t('image_popup.label')}
      onClick={(event) => {
        if (event.target === event.currentTarget) close();
      }}
    >
      <button ref={closeRef} type="button" className={styles.close} aria-label={t('image_popup.close')} onClick={close}>
        <CloseIcon size={28} />
      </button>
      <img className={styles.image} {...pictureProps(image.src, '100vw')} alt={image.alt} />
    </div>
  );
}
