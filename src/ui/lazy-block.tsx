/**
 * Mounts its children only when the block nears the viewport, so code that lives below the fold (sliders,
 * their carousel library, partner logos) stays out of the first download. The wrapper keeps the caller's
 * minimum height (set per breakpoint to at least the block's rendered height) before, while and after the
 * chunk loads, so the block can only grow into its space and nothing below it jumps. A failure inside
 * the block removes the block, not the page. On the server the wrapper stays empty.
 */
import { Component, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './lazy-block.module.css';

export type LazyBlockProps = {
  children: ReactNode;
  /** Sets the reserved (minimum) height of the block, per breakpoint in the caller's CSS. */
  placeholderClassName?: string;
  /** How far ahead of the viewport to start loading. */
  rootMargin?: string;
};

export function LazyBlock({ children, placeholderClassName, rootMargin = '300px 0px' }: LazyBlockProps) {
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          setNear(true);
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  return (
    <div ref={ref} className={[styles.space, placeholderClassName].filter(Boolean).join(' ')}>
      {near && (
        <BlockBoundary>
          <Suspense fallback={null}>{children}</Suspense>
        </BlockBoundary>
      )}
    </div>
  );
}

/** A block whose data or chunk failed is left out; the rest of the page stays usable. */
class BlockBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
