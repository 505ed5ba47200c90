/**
 * Keeps the screen on while the ticket is shown, so it does not dim or lock in the queue at the gate.
 * The browser drops a wake lock whenever the page is hidden (another app, the screen turned off), so it
 * is asked for again each time the page becomes visible; leaving the page releases it. Browsers without
 * the Screen Wake Lock API, or refusing it (battery saver, no user activation), simply keep their usual
 * screen timeout: the ticket works either way, so a refusal is not an error worth showing.
 */
import { useEffect } from 'react';

export function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || typeof navigator === 'undefined' || !('wakeLock' in navigator)) return;
    let sentinel: WakeLockSentinel | null = null;
    let left = false;
    let pending = false;

    const acquire = async () => {
      if (pending || document.visibilityState !== 'visible' || (sentinel && !sentinel.released)) return;
      pending = true;
      try {
        const lock = await navigator.wakeLock.request('screen');
        // The visitor may have left while the request was pending.
        if (left) void lock.release().catch(() => undefined);
        else sentinel = lock;
      } catch {
        // Refused (see above): nothing to do.
      } finally {
        pending = false;
      }
    };
    const onVisibility = () => void acquire();

    void acquire();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      left = true;
      document.removeEventListener('visibilitychange', onVisibility);
      if (sentinel && !sentinel.released) void sentinel.release().catch(() => undefined);
    };
  }, [active]);
}
