/**
 * A small bubble under its trigger (spec §9: 100–400 px wide, closes itself after 3 s). It stays while
 * the pointer or focus is inside it, so a link in it can be reached. It is an alert: it appears in answer
 * to something the visitor just did, and screen readers announce it as it appears.
 */
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import styles from './tooltip.module.css';

export const TOOLTIP_AUTO_CLOSE_MS = 3000;
/** The gap kept between the bubble and the screen's edges. */
const EDGE_GAP_PX = 8;

export type TooltipProps = { onClose: () => void; children: ReactNode; id?: string; align?: 'start' | 'end' };

export function Tooltip({ onClose, children, id, align = 'end' }: TooltipProps) {
  const [held, setHeld] = useState(false);
  const bubbleRef = useRef<HTMLSpanElement>(null);
  const regionRef = useRef<HTMLSpanElement>(null);

  // The bubble hangs from its trigger's edge, so a trigger near the other side of a phone pushed it off
  // the screen (the programme's star at 320 px), and one at the bottom of a card put it below the screen
  // (the exhibitor card's "add to favourites"). Measured before paint and moved back inside: sideways, and
  // above the trigger when there is no room below; again on a resize or rotation while it shows. A tooltip
  // only ever appears after a click, so never on the server.
  useLayoutEffect(() => {
    const bubble = bubbleRef.current;
    const region = regionRef.current;
    if (!bubble || !region) return;
    const keepInside = () => {
      bubble.style.translate = '';
      delete region.dataset.side;
      const { left, right, height } = bubble.getBoundingClientRect();
      const viewport = document.documentElement.clientWidth;
      const shift = left < EDGE_GAP_PX ? EDGE_GAP_PX - left : right > viewport - EDGE_GAP_PX ? viewport - EDGE_GAP_PX - right : 0;
      if (shift !== 0) bubble.style.translate = `${Math.round(shift)}px 0`;
      const trigger = (region.parentElement ?? region).getBoundingClientRect();
      const { top, bottom } = visibleBand(region);
      const roomBelow = bottom - trigger.bottom;
      const roomAbove = trigger.top - top;
      const needed = height + 2 * EDGE_GAP_PX;
      if (roomBelow < needed && roomAbove > roomBelow) region.dataset.side = 'above';
    };
    keepInside();
    window.addEventListener('resize', keepInside);
    return () => window.removeEventListener('resize', keepInside);
  }, []);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onClose, TOOLTIP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [held, onClose]);

  return (
    <span ref={regionRef} className={styles.region}>
      <span
        ref={bubbleRef}
        id={id}
        role="alert"
        className={`${styles.tooltip} ${align === 'start' ? styles.start : styles.end}`}
        onPointerEnter={() => setHeld(true)}
        onPointerLeave={() => setHeld(false)}
        onFocus={() => setHeld(true)}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
        }}
      >
        {children}
      </span>
    </span>
  );
}

/** The part of the screen the visitor sees around `element`: the viewport, cut by any scrolling box it is in (a card). */
function visibleBand(element: HTMLElement): { top: number; bottom: number } {
  let top = 0;
  let bottom = window.innerHeight;
  for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
    const overflow = getComputedStyle(node).overflowY;
    if (overflow === 'visible') continue;
    const box = node.getBoundingClientRect();
    top = Math.max(top, box.top);
    bottom = Math.min(bottom, box.bottom);
  }
  return { top, bottom };
}
