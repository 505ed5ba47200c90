/**
 * The ticket's QR code on screen: black on white with the quiet zone inside the image, crisp edges, and
 * modules snapped to whole device pixels (as the barcode does), so a gate camera sees square modules.
 * On a 390 px phone the symbol is about 300 CSS px wide (6 px a module at 1×), readable at arm's length.
 */
import { useMemo } from 'react';
import { useWholePixelWidth } from './barcode';
import { QUIET_ZONE_MODULES, qrSymbol } from './qr-code';
import styles from './ticket-page.module.css';

/** Large enough for a camera at arm's length, small enough that the number below stays on a phone's first screen. */
const MAX_WIDTH_PX = 340;

export function QrCode({ value, label }: { value: string; label: string }) {
  const symbol = useMemo(() => qrSymbol(value), [value]);
  const size = symbol.modules + 2 * QUIET_ZONE_MODULES;
  const { ref, width } = useWholePixelWidth(size, MAX_WIDTH_PX);
  return (
    <svg
      ref={ref}
      style={width === null ? undefined : { width: `${width}px` }}
      className={styles.qr}
      viewBox={`0 0 ${size} ${size}`}
      role="img"
      aria-label={label}
      shapeRendering="crispEdges"
      data-qr-version={symbol.version}
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={symbol.path} fill="#000" />
    </svg>
  );
}
