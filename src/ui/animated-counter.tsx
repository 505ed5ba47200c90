/**
 * A number that counts up from 0 to its value once, the first time it scrolls into view (spec §9: about
 * one second). The first render, like a server render or a page without JavaScript, shows the final
 * number; only a layout effect that knows it can animate (IntersectionObserver present, no reduced-motion
 * preference) resets it to 0, before the browser paints, so a counter already on screen never flashes its
 * final number first. The animation never repeats for the same value.
 */
import { useLayoutEffect, useRef, useState } from 'react';

export const COUNTER_DURATION_MS = 1000;

export type AnimatedCounterProps = {
  value: number;
  /** How the number is written, e.g. with the language's digit grouping. */
  format?: (value: number) => string;
  durationMs?: number;
  className?: string;
};

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

export function AnimatedCounter({ value, format = String, durationMs = COUNTER_DURATION_MS, className }: AnimatedCounterProps) {
  // null: show the value itself; otherwise the number on screen while (or before) counting up to `target`.
  const [counting, setCounting] = useState<{ target: number; shown: number } | null>(null);
  const ref = useRef<HTMLSpanElement>(null);

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined' || typeof requestAnimationFrame === 'undefined') return;
    if (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches) return;

    const show = (shown: number) => setCounting({ target: value, shown });
    show(0);
    let frame = 0;
    const run = () => {
      const start = performance.now();
      const step = (now: number) => {
        const progress = Math.min(1, Math.max(0, (now - start) / durationMs));
        show(Math.round(value * easeOutCubic(progress)));
        if (progress < 1) frame = requestAnimationFrame(step);
      };
      frame = requestAnimationFrame(step);
    };
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      run();
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [value, durationMs]);

  const shown = counting && counting.target === value ? counting.shown : value;
  return (
    <span ref={ref} className={className}>
      {format(shown)}
    </span>
  );
}
