/**
 * Spec §2: navigation resets the scroll to the top, or scrolls smoothly to the hash target. The target
 * may render a little later (a page waiting for data), so the lookup retries briefly. Search-only
 * changes (filters written to the URL) keep the position.
 */
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';

const RETRY_MS = 50;
const MAX_TRIES = 40;

export function ScrollManager() {
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const hash = useRouterState({ select: (state) => state.location.hash });

  useEffect(() => {
    if (!hash) {
      window.scrollTo(0, 0);
      return;
    }
    let id = hash;
    try {
      id = decodeURIComponent(hash);
    } catch {
      // A malformed escape: look the hash up as written.
    }
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = () => {
      const target = document.getElementById(id);
      if (target) {
        target.scrollIntoView({ behavior: 'smooth', block: 'start' });
        return;
      }
      tries += 1;
      if (tries < MAX_TRIES) timer = setTimeout(attempt, RETRY_MS);
    };
    attempt();
    return () => clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
