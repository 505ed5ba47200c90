/**
 * Closes a popup (filter panel, tooltip) on Escape and on a pointer press outside it, the two ways people
 * expect to get rid of something that opened over the page. Escape hands focus back to the trigger.
 */
import { useEffect, type RefObject } from 'react';

export function useDismiss(
  open: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: (reason: 'escape' | 'outside') => void,
  trigger?: RefObject<HTMLElement | null>,
) {
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      const root = container.current;
      if (root && event.target instanceof Node && !root.contains(event.target)) onDismiss('outside');
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onDismiss('escape');
      trigger?.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open, container, onDismiss, trigger]);
}
