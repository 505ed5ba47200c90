/**
 * The image popup's overlay (image-popup.tsx opens it): Escape, a backdrop click or the close button close
 * it; page scroll is locked meanwhile and focus returns to the link afterwards.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import styles from './image-popup.module.css';
import { pictureProps } from './picture';

export type OpenImage = { src: string; alt: string; trigger: HTMLElement };

export function ImagePopupDialog({ image, onClose }: { image: OpenImage; onClose: () => void }) {
  const { t } = useTranslation();
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        onClose();
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
  }, [image, onClose]);

  return (
    <div
      className={styles.backdrop}
      role="dialog"
      aria-modal="true"
      aria-label={image.alt || t('image_popup.label')}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <button ref={closeRef} type="button" className={styles.close} aria-label={t('image_popup.close')} onClick={onClose}>
        <CloseIcon size={28} />
      </button>
      <img className={styles.image} {...pictureProps(image.src, '100vw')} alt={image.alt} />
    </div>
  );
}
