/**
 * A menu that opens on hover and on keyboard focus (spec §2), closes when the pointer or focus leaves
 * and on Escape (returning focus to its trigger). A click on the trigger toggles it, except right after
 * hover or focus opened it, so a mouse click or a tap does not close what it just opened.
 */
import { useCallback, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';

const REOPEN_GUARD_MS = 400;

export function useDropdown<TTrigger extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpenState] = useState(false);
  const openedAt = useRef(0);
  const triggerRef = useRef<TTrigger>(null);
  const refocusing = useRef(false);

  const setOpen = useCallback((next: boolean) => {
    setOpenState((current) => {
      if (next && !current) openedAt.current = Date.now();
      return next;
    });
  }, []);

  const close = useCallback(() => setOpen(false), [setOpen]);

  const toggle = useCallback(() => {
    setOpenState((current) => {
      if (current && Date.now() - openedAt.current < REOPEN_GUARD_MS) return current;
      if (!current) openedAt.current = Date.now();
      return !current;
    });
  }, []);

  const containerProps = {
    onMouseEnter: () => setOpen(true),
    onMouseLeave: () => setOpen(false),
    onFocus: () => {
      if (refocusing.current) refocusing.current = false;
      else setOpen(true);
    },
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
    },
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      if (event.key === 'Escape' && open) {
        event.stopPropagation();
        setOpen(false);
        // Focus goes back to the trigger without reopening the menu through onFocus.
        if (triggerRef.current && document.activeElement !== triggerRef.current) {
          refocusing.current = true;
          triggerRef.current.focus();
        }
      }
    },
  };

  return { open, setOpen, close, toggle, triggerRef, containerProps };
}
