/**
 * "Now" for what a page shows (days until the opening, the copyright year), the same on both sides of
 * hydration. The server renders with the moment of its render and sends that moment with the page
 * (api/ssr-dehydrate.ts); the browser hydrates with it, then moves to its own clock. Without it a page
 * rendered yesterday and opened today (a page the device kept, sw/kept-pages.ts) would differ from its HTML
 * by a day, and React would throw the HTML away.
 */
import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';

/** The moment the page on screen was rendered by the server (ms), or null for a page the browser rendered. */
export type PageClock = { renderedAt: number | null };

const PageClockContext = createContext<PageClock>({ renderedAt: null });

export function PageClockProvider({ clock, children }: { clock: PageClock; children: ReactNode }) {
  return <PageClockContext.Provider value={clock}>{children}</PageClockContext.Provider>;
}

const MINUTE = 60_000;
/** The device's time to the minute: a stable value between ticks, as useSyncExternalStore requires. */
const deviceMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;
const subscribe = (tick: () => void) => {
  const timer = setInterval(tick, MINUTE);
  return () => clearInterval(timer);
};

/** The current moment for rendering: the server's while it renders and while the browser hydrates its HTML. */
export function useNow(): Date {
  const clock = useContext(PageClockContext);
  const now = useSyncExternalStore(subscribe, deviceMinute, () => clock.renderedAt ?? deviceMinute());
  return new Date(now);
}
