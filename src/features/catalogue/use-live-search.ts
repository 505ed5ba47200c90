/**
 * The catalogue's URL state (filters, search, the open card) as the page uses it: React state changed at
 * once, mirrored to the URL once the change has painted. The URL stays the source of truth for sharing,
 * reloads and Back (when it changes to something the page does not show, the page follows it), but a
 * router navigation and a history entry no longer sit between a tap or a keystroke and the screen.
 */
import { useCallback, useState } from 'react';

export type LiveSearch = { country: readonly string[]; topic: readonly string[]; q: string; p?: string | undefined };

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((value, index) => b[index] === value);
const sameSearch = (a: LiveSearch, b: LiveSearch) =>
  a.q === b.q && a.p === b.p && sameList(a.country, b.country) && sameList(a.topic, b.topic);

/**
 * Once the browser is idle after painting: the screen the visitor asked for shows before the URL is
 * touched, and the write does not delay input handled in between. Never later than a quarter of a second.
 */
function afterPaint(work: () => void) {
  if (typeof requestIdleCallback === 'function') requestAnimationFrame(() => requestIdleCallback(work, { timeout: 250 }));
  else setTimeout(work, 50);
}

/** `writeUrl` runs after paint with the same patch; it decides how the URL changes (push, replace, back). */
export function useLiveSearch(fromUrl: LiveSearch) {
  const [live, setLive] = useState<LiveSearch>(fromUrl);
  const [seen, setSeen] = useState<LiveSearch>(fromUrl);
  // The URL changed (Back, a link, or our own write arriving): follow it when it says something else.
  if (!sameSearch(fromUrl, seen)) {
    setSeen(fromUrl);
    if (!sameSearch(fromUrl, live)) setLive(fromUrl);
  }

  const update = useCallback((patch: Partial<LiveSearch>, writeUrl: () => void) => {
    setLive((current) => ({ ...current, ...patch }));
    afterPaint(writeUrl);
  }, []);
  return [live, update] as const;
}
