/**
 * Spec §2: navigation resets the scroll to the top, or scrolls smoothly to the hash target. The target
 * may render well after the navigation (a page whose data comes from a slow network, a first visit that
 * still loads the shell), so the manager watches the DOM for it instead of polling a fixed number of
 * times, and gives up when the visitor starts scrolling on their own (yanking the page away then would be
 * rude) or after a generous timeout. Under prefers-reduced-motion the jump is instant. Search-only
 * changes (filters written to the URL) keep the position.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

/** How long a hash target may take to appear: past this the page has failed or the hash is wrong. */
const WAIT_FOR_TARGET_MS = 15_000;
/** Input by which the visitor takes over the scroll position. */
const TAKE_OVER_EVENTS = ['wheel', 'touchstart', 'keydown'] as const;

function hashTargetId(hash: string): string {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    return decodeURIComponent(raw);
  } catch {
    // A malformed escape: look the hash up as written.
    return raw;
  }
}

export function ScrollManager() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hash = useRouterState({ select: (state) => state.location.hash });

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    const id = hashTargetId(hash);
    const behavior: ScrollBehavior = window.matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';
    const scrollTo = (target: HTMLElement) => target.scrollIntoView({ behavior, block: 'start' });
    const present = document.getElementById(id);
    if (present) {
      scrollTo(present);
      return;
    }
    const observer = new MutationObserver(() => {
      const target = document.getElementById(id);
      if (!target) return;
      stop();
      scrollTo(target);
    });
    const timer = setTimeout(() => stop(), WAIT_FOR_TARGET_MS);
    function stop() {
      observer.disconnect();
      clearTimeout(timer);
      for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [pathname, hash]);

  return null;
}
