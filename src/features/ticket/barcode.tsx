/**
 * The ticket's Code 128 barcode as SVG: black bars on white with the quiet zones inside the image, so no
 * surrounding style can eat into them. crispEdges keeps bar edges sharp at any size instead of greying
 * them with anti-aliasing, which is what makes a barcode on a phone screen hard for a gate scanner.
 */
import { useMemo } from 'react';
import { encodeCode128 } from './code128';
import styles from './ticket-page.module.css';

/** Bar height in modules: about a third of the symbol's width, well above the 15 % Code 128 asks for. */
export const BAR_HEIGHT_MODULES = 56;

export function Barcode({ value, label }: { value: string; label: string }) {
  const { bars, modules } = useMemo(() => encodeCode128(value), [value]);
  const path = bars.map((bar) => `M${bar.x} 0h${bar.width}v${BAR_HEIGHT_MODULES}h${-bar.width}z`).join('');
  return (
    <svg
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
