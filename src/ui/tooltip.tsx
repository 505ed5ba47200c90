/**
 * A small bubble under its trigger (spec §9: 100–400 px wide, closes itself after 3 s). It stays while
 * the pointer or focus is inside it, so a link in it can be reached. It is an alert: it appears in answer
 * to something the visitor just did, and screen readers announce it as it appears.
 */
import { useEffect, useState, type ReactNode } from 'react';
import styles from './tooltip.module.css';

export const TOOLTIP_AUTO_CLOSE_MS = 3000;

export type TooltipProps = { onClose: () => void; children: ReactNode; id?: string; align?: 'start' | 'end' };

export function Tooltip({ onClose, children, id, align = 'end' }: TooltipProps) {
  const [held, setHeld] = useState(false);

  useEffect(() => {
    if (held) return;
    const timer = setTimeout(onClose, TOOLTIP_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [held, onClose]);

  return (
    <span className={styles.region}>
      <span
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
