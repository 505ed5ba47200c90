/**
 * The ticket's Code 128 barcode as SVG: black bars on white with the quiet zones inside the image, so no
 * surrounding style can eat into them. crispEdges keeps bar edges sharp at any size instead of greying
 * them with anti-aliasing, which is what makes a barcode on a phone screen hard for a gate scanner.
 */
import { useLayoutEffect, useMemo, useRef, useState } from 'react';
import { encodeCode128 } from './code128';
import styles from './ticket-page.module.css';

/** Bar height in modules: about a third of the symbol's width, well above the 15 % Code 128 asks for. */
export const BAR_HEIGHT_MODULES = 56;

/** The widest whole number of device pixels per module that fits `available` CSS pixels. */
export function moduleWidth(available: number, modules: number, pixelRatio: number): number | null {
  const devicePixels = Math.floor((available * pixelRatio) / modules);
  return devicePixels >= 1 ? devicePixels / pixelRatio : null;
}

/**
 * Bars must cover whole device pixels: a module 2.37 pixels wide is drawn 2 or 3 pixels wide bar by bar,
 * which a scanner reads as wrong widths. The first render is fluid (no measuring while rendering); once
 * on screen the barcode snaps to the widest whole-pixel module that fits, and again on resize.
 */
export function useWholePixelWidth(modules: number, maxWidth: number) {
  const ref = useRef<SVGSVGElement>(null);
  const [width, setWidth] = useState<number | null>(null);
  useLayoutEffect(() => {
    const svg = ref.current;
    const container = svg?.parentElement;
    if (!svg || !container) return;
    const snap = () => {
      const style = getComputedStyle(container);
      const available = container.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const module = moduleWidth(Math.min(available, maxWidth), modules, window.devicePixelRatio || 1);
      setWidth(module === null ? null : module * modules);
    };
    snap();
    const observer = new ResizeObserver(snap);
    observer.observe(container);
    return () => observer.disconnect();
  }, [modules, maxWidth]);
  return { ref, width };
}

/** Wide enough for a gate scanner at arm's length, narrow enough to stay one glance on a desktop. */
const MAX_WIDTH_PX = 520;

export function Barcode({ value, label }: { value: string; label: string }) {
  const { bars, modules } = useMemo(() => encodeCode128(value), [value]);
  const { ref, width } = useWholePixelWidth(modules, MAX_WIDTH_PX);
  const path = bars.map((bar) => `M${bar.x} 0h${bar.width}v${BAR_HEIGHT_MODULES}h${-bar.width}z`).join('');
  return (
    <svg
      ref={ref}
      style={width === null ? undefined : { width: `${width}px` }}
      className={styles.barcode}
      viewBox={`0 0 ${modules} ${BAR_HEIGHT_MODULES}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-barcode={value}
    >
      <rect width={modules} height={BAR_HEIGHT_MODULES} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
