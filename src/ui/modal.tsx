/**
 * A modal dialog on the native <dialog> element: showModal() makes the rest of the page inert (focus stays
 * inside) and the browser returns focus to the element that had it when the dialog closes. The parent
 * owns `open` (often from the URL), so Escape, the close button and a click on the backdrop only ask it to
 * close through onClose.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from './icons';
import styles from './modal.module.css';
import { useModalDialog } from './use-modal-dialog';

export type ModalProps = {
  open: boolean;
  onClose: () => void;
  /** The dialog's accessible name: the id of its heading. */
  labelledBy: string;
  children: ReactNode;
  className?: string;
};

export function Modal({ open, onClose, labelledBy, children, className }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);

  // User Timing for the catalogue benchmark: click → dialog shown.
  useModalDialog(ref, open, () => performance.mark('modal:open'));

  useEffect(() => {
    const dialog = ref.current;
    // Unmounting an open dialog must still hand focus back, so close it on the way out.
    return () => {
      if (dialog?.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={`${styles.dialog} ${className ?? ''}`}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // Escape: the parent decides (it may go back in history to drop the dialog's URL state).
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        // The content fills the dialog, so a click on the dialog element itself is a click on the backdrop.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <div className={styles.body}>
          <button type="button" className={`icon-button ${styles.close}`} onClick={onClose} aria-label={t('common.close')}>
            <CloseIcon size={22} />
          </button>
          {children}
        </div>
      ) : null}
    </dialog>
  );
}
