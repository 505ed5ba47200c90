/**
 * A small bubble under its trigger (spec §9: 100–400 px wide, closes itself after 3 s). It stays while
 * the pointer or focus is inside it, so a link in it can be reached. The live region is always in the
 * page, so screen readers announce the text when it appears.
 */
import { useEffect, useState, type ReactNode } from 'react';
import styles from './tooltip.module.css';

export const TOOLTIP_AUTO_CLOSE_MS = 3000;

export type TooltipProps = { open: boolean; onClose: () => void; children: ReactNode; id?: string; align?: 'start' | 'end' };

export function Tooltip({ open, onClose, children, id, align = 'end' }: TooltipProps) {
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (!open || held) return;
    const timer = setTimeout(onClose, TOOLTIP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [open, held, onClose]);

  return (
    <span role="status" className={styles.region}>
      {open ? (
        <span
          id={id}
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
      ) : null}
    </span>
  );
}
