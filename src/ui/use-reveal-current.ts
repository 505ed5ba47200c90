/**
 * A row of tabs or chips that scrolls sideways on a phone keeps its current one in sight. The personal
 * area opened on "Билет" and the programme opened on its last day (by a link, or offline) showed the first
 * items with the current one scrolled out of sight. The row, only the row and never the page, is scrolled
 * to the current item when `current` changes and whenever the row's width changes (rotation, a resize).
 */
import { useEffect, useRef } from 'react';

/** Room left beside the revealed item, so the visitor sees there is more to scroll to. */
const REVEAL_MARGIN_PX = 16;

/** A ref for the scrolling row; `current` is whatever names the current item (a path, a date). */
export function useRevealCurrent<T extends HTMLElement>(current: unknown) {
  const rowRef = useRef<T>(null);
  useEffect(() => {
    const row = rowRef.current;
    if (!row || typeof ResizeObserver !== 'function') return;
    const reveal = () => {
      const item = row.querySelector<HTMLElement>('[aria-current]:not([aria-current="false"])');
      if (!item || row.scrollWidth <= row.clientWidth) return;
      const frame = row.getBoundingClientRect();
      const box = item.getBoundingClientRect();
      if (box.left < frame.left) row.scrollLeft -= frame.left - box.left + REVEAL_MARGIN_PX;
      else if (box.right > frame.right) row.scrollLeft += box.right - frame.right + REVEAL_MARGIN_PX;
    };
    // Not called here: the observer reports the row once when it starts observing, after the browser's own
    // layout. Reading sizes in the effect forced the layout of the whole new page into the task mounting it.
    const observer = new ResizeObserver(reveal);
    observer.observe(row);
    return () => observer.disconnect();
  }, [current]);
  return rowRef;
}
