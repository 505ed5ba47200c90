import { useEffect, type RefObject } from 'react';

/**
 * Keeps a native <dialog> shown as a modal while `open` is true (the browser traps focus, Escape fires
 * cancel, focus returns to the opener on close), and keeps the page behind it from scrolling. A
 * `:root:has(dialog:modal)` CSS rule would do the latter too, but makes every DOM change re-check the
 * whole document's style. onShown runs each time the dialog has just been shown.
 */
export function useModalDialog(ref: RefObject<HTMLDialogElement | null>, open: boolean, onShown?: () => void) {
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      onShown?.();
    }
    if (!open && dialog.open) dialog.close();
    if (!open) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
    // onShown is a notification, not an input: a new function each render must not re-run the effect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, ref]);
}
