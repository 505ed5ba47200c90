/**
 * A block that sticks just below the sticky header (spec §4, §9: 96 px desktop, 80 tablet, 72 mobile-lg,
 * 68 mobile) and, when taller than the space left in the viewport, scrolls inside itself instead of
 * hiding its bottom. Sticky positioning needs a parent taller than the block, such as a grid column
 * stretched to the height of the content beside it.
 */
import type { HTMLAttributes, ReactNode } from 'react';
import styles from './sticky-block.module.css';

export type StickyBlockProps = HTMLAttributes<HTMLDivElement> & { children: ReactNode };

export function StickyBlock({ className, children, ...rest }: StickyBlockProps) {
  return (
    <div className={className ? `${styles.sticky} ${className}` : styles.sticky} {...rest}>
      {children}
    </div>
  );
}
