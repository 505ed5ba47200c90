/**
 * A block below the fold that costs nothing until the visitor nears it. The wrapper keeps the caller's
 * minimum height (set per breakpoint to at least the block's rendered height) before, while and after it
 * loads, so the block can only grow into its space and nothing below it jumps. A failure inside the block
 * removes the block, not the page.
 *
 * - Rendered in the browser, the block mounts (and downloads its code: sliders, the carousel library, partner
 *   logos) when it comes within `rootMargin` of the viewport.
 * - Rendered on the server, the block is in the HTML (search engines and visitors without script see it),
 *   and the browser hydrates it only when it nears the viewport: until then a suspended boundary keeps the
 *   server's markup as it is, and the block's code is not even downloaded.
 */
import { Suspense, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import styles from './lazy-block.module.css';
import { QuietBoundary } from './quiet-boundary';
import { useServerRender } from './use-server-render';

export type LazyBlockProps = {
  children: ReactNode;
  /** Sets the reserved (minimum) height of the block, per breakpoint in the caller's CSS. */
  placeholderClassName?: string;
  /** How far ahead of the viewport to start loading. */
  rootMargin?: string;
};

type Gate = { opened: Promise<void>; open: () => void };

function createGate(): Gate {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

export function LazyBlock({ children, placeholderClassName, rootMargin = '300px 0px' }: LazyBlockProps) {
  const serverRender = useServerRender();
  // Fixed at mount: this block came in the server's HTML (or is being rendered there).
  const [fromServer] = useState(serverRender);
  const [gate] = useState(() => (fromServer && typeof window !== 'undefined' ? createGate() : null));
  const [near, setNear] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (near) return;
    const element = ref.current;
    const arrive = () => {
      gate?.open();
      setNear(true);
    };
    if (!element || typeof IntersectionObserver === 'undefined') {
      arrive();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          arrive();
        }
      },
      { rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, rootMargin, gate]);

  // Until the server's markup has hydrated, the boundary around it must receive no update: React meets an
  // update to a still-dehydrated Suspense boundary whose content suspends by throwing the server's markup
  // away and client-rendering it (every block below the fold was deleted from the page as soon as the page
  // re-rendered after hydration, and again when the visitor came near). So meanwhile the same element is
  // returned on every render, built from the first children; the gate opening (a promise, not a render)
  // lets React hydrate the markup in place, and <Hydrated> then lets later renders through.
  const [hydrated, setHydrated] = useState(!gate);
  const [firstChildren] = useState(children);
  const content = hydrated ? children : firstChildren;
  const mounted = near || fromServer;
  const block = useMemo(
    () =>
      mounted ? (
        <QuietBoundary>
          <Suspense fallback={null}>
            {gate ? (
              <>
                <AfterGate gate={gate}>{content}</AfterGate>
                <Hydrated onHydrated={setHydrated} />
              </>
            ) : (
              content
            )}
          </Suspense>
        </QuietBoundary>
      ) : null,
    [mounted, gate, content],
  );

  return (
    <div ref={ref} className={[styles.space, placeholderClassName].filter(Boolean).join(' ')}>
      {block}
    </div>
  );
}

/** Suspends until the block nears the viewport, which leaves the server's markup in place until then. */
function AfterGate({ gate, children }: { gate: Gate; children: ReactNode }) {
  use(gate.opened);
  return children;
}

/** Its effect runs once the boundary it sits in has hydrated (effects in a dehydrated boundary wait for it). */
function Hydrated({ onHydrated }: { onHydrated: (hydrated: true) => void }) {
  useEffect(() => onHydrated(true), [onHydrated]);
  return null;
}
