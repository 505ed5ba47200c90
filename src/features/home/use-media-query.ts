/**
 * Whether a media query matches, read in a layout effect: false on the first render (and on the server),
 * then the real answer before the browser paints, kept up to date. A block that picks its layout with it
 * (tabs or accordion) therefore never paints the wrong one first and never shifts the page.
 */
import { useLayoutEffect, useState } from 'react';

export function useMediaQuery(query: string): boolean {
  const [matches, setMatches] = useState(false);
  useLayoutEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = () => setMatches(list.matches);
    onChange();
    list.addEventListener('change', onChange);
    return () => list.removeEventListener('change', onChange);
  }, [query]);
  return matches;
}

/** Breakpoints of spec §9 as the home blocks use them. */
export const ABOVE_MOBILE_LG = '(min-width: 769px)';
export const DESKTOP = '(min-width: 1025px)';
