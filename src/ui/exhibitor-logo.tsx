/**
 * An exhibitor's logo that never shows the browser's broken-image icon: when the image cannot load
 * (offline and never kept on the device, or gone from the server) its place shows a monogram of the
 * exhibitor's name, in the same box, so the card does not move. An image that failed before React
 * hydrated the server's HTML fired its error unseen, so the mount checks for that too.
 */
import { useEffect, useRef, useState } from 'react';
import styles from './exhibitor-logo.module.css';
import { pictureProps } from './picture';

export type ExhibitorLogoProps = { src: string; name: string; size: number; className?: string | undefined; lazy?: boolean };

/** Up to two initials: "«Северсталь»" → "С", "Metal Trade Co" → "MT". */
export function monogram(name: string): string {
  const words = name
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}

export function ExhibitorLogo(props: ExhibitorLogoProps) {
  // A new address gets a new chance to load.
  return <Logo key={props.src} {...props} />;
}

function Logo({ src, name, size, className, lazy = false }: ExhibitorLogoProps) {
  const [failed, setFailed] = useState(false);
  const imageRef = useRef<HTMLImageElement>(null);

  useEffect(() => {
    const image = imageRef.current;
    if (image?.complete && image.naturalWidth === 0) setFailed(true);
  }, []);

  if (failed) {
    return (
      <span
        className={`${className ?? ''} ${styles.monogram}`}
        style={{ width: size, height: size, fontSize: Math.round(size / 2.6) }}
        aria-hidden="true"
        data-logo-placeholder=""
      >
        {monogram(name)}
      </span>
    );
  }
  return (
    <img
      ref={imageRef}
      className={className}
      {...pictureProps(src, `${size}px`)}
      alt=""
      width={size}
      height={size}
      loading={lazy ? 'lazy' : undefined}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
