/**
 * Keeps the browser's find-in-page (Ctrl+F, "Find in page" on phones) working over the virtualised list.
 * Rows outside the viewport are not in the DOM, so for each of them a layer holds a twin with the text a
 * card shows (short title and stands), placed exactly where its row will be. The layer is
 * `hidden="until-found"`: the browser searches it without rendering it (content-visibility: hidden), and on
 * a match fires `beforematch` on the layer, reveals it and scrolls the match into the middle of the screen;
 * the virtualizer then renders the real card there, and the row at the middle of the screen is briefly
 * highlighted in place of the browser's mark (none when the match could not be centred). Twins of rendered rows are plain `hidden`, so nothing is
 * found twice. The layer is hidden again once the scroll has ended.
 *
 * Only the layer is `until-found`, never the twins. Each `until-found` element is a display lock the
 * browser keeps track of, and with one per exhibitor every scroll frame (scrollTo, and the twins stepping
 * aside) did work in proportion to the whole catalogue: at 10,000 exhibitors and 4× CPU, 15 of 16 frames
 * of a scroll took over 25 ms with the twins and 8 of 186 without them (profile: setAttribute and
 * scrollTo on top). That, growing with the catalogue, was what made scrolling worse.
 *
 * The layer is written as HTML strings in idle time after the list changes: plain elements cost little to
 * parse, far less than React creating them, and React never renders into the layer, so the two never
 * fight over its children. Browsers without `until-found` treat it as `hidden`: nothing is found there,
 * nothing breaks.
 */
import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Participant } from '../../contract/participants';
import { whenIdle } from '../../lib/yield';
import type { CatalogueRow } from './catalogue-model';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

const FOUND_HIGHLIGHT_MS = 2500;
const UNTIL_FOUND = 'until-found';
/** Longest wait for the browser's scroll to a match to end. */
const SCROLL_SETTLE_MS = 1500;
/** Rows of twins written per idle period: a few milliseconds of HTML parsing on a phone. */
const ROWS_PER_PIECE = 250;

type FindLayerInput = {
  rows: readonly CatalogueRow[];
  participants: readonly Participant[];
  virtualizer: Virtualizer<Window, Element>;
  rendered: readonly VirtualItem[];
};

/** Fills layerRef with the twins; returns the row last found through find-in-page. */
export function useFindLayer(layerRef: RefObject<HTMLDivElement | null>, { rows, participants, virtualizer, rendered }: FindLayerInput) {
  const twins = useRef<HTMLElement[][]>([]);
  const hiddenRows = useRef<ReadonlySet<number>>(new Set());
  const [found, setFound] = useState<number | null>(null);
  const renderedKey = rendered.map((item) => item.index).join(',');

  // Rebuild the twins when the rows change, in idle time and in pieces, so the list update itself stays
  // fast and no piece is a long task on a phone.
  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const offset = virtualizer.options.scrollMargin;
    const byRow: HTMLElement[][] = [];
    let next = 0;
    let cancelPiece = () => {};
    const schedule = (work: () => void) => {
      cancelPiece = whenIdle(work, 1000);
    };
    const cancel = () => cancelPiece();
    const buildPiece = () => {
      if (next === 0) {
        layer.textContent = '';
        layer.setAttribute('hidden', UNTIL_FOUND);
      }
      const parts: string[] = [];
      const end = Math.min(rows.length, next + ROWS_PER_PIECE);
      for (; next < end; next += 1) {
        const row = rows[next];
        if (row?.kind !== 'cards') continue;
        const top = (virtualizer.measurementsCache[next]?.start ?? 0) - offset;
        for (const position of row.positions) {
          const participant = participants[position];
          if (participant) parts.push(`<div data-row="${next}" style="top:${top}px">${escapeHtml(participant.short_title)} ${escapeHtml(participant.stand)}</div>`);
        }
      }
      const before = layer.children.length;
      layer.insertAdjacentHTML('beforeend', parts.join(''));
      for (let index = before; index < layer.children.length; index += 1) {
        const twin = layer.children[index] as HTMLElement;
        (byRow[Number(twin.dataset.row)] ??= []).push(twin);
      }
      if (next < rows.length) {
        schedule(buildPiece);
        return;
      }
      twins.current = byRow;
      hiddenRows.current = stepAside(byRow, new Set(), new Set(virtualizer.getVirtualItems().map((item) => item.index)));
    };
    schedule(buildPiece);
    return cancel;
  }, [layerRef, rows, participants, virtualizer]);

  // Rows in the DOM are found through their cards; their twins step aside.
  useEffect(() => {
    hiddenRows.current = stepAside(twins.current, hiddenRows.current, new Set(renderedKey ? renderedKey.split(',').map(Number) : []));
  }, [renderedKey]);

  useEffect(() => {
    const layer = layerRef.current;
    if (!layer) return;
    const onBeforeMatch = () => {
      // The browser reveals the layer and scrolls the match to the middle of the screen, then the real
      // card stands there: mark its row and fold the layer back. Which twin matched is not told (the
      // event is the layer's), so the row is the one at the middle; where the page could not scroll that
      // far (the match near its top or bottom) no row is marked rather than a wrong one.
      const before = hiddenRows.current;
      let settled = false;
      const settle = () => {
        if (settled) return;
        settled = true;
        window.removeEventListener('scrollend', settle);
        const atEdge = window.scrollY <= 0 || window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1;
        // The middle of what the page scrolls into view: below the sticky header (scroll-padding-top).
        const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0;
        const middle = (padding + window.innerHeight) / 2 - layer.getBoundingClientRect().top + virtualizer.options.scrollMargin;
        const row = atEdge ? undefined : virtualizer.measurementsCache.find((item) => item.start <= middle && middle < item.end);
        if (row && !before.has(row.index)) setFound(row.index);
        layer.setAttribute('hidden', UNTIL_FOUND);
      };
      // Once the scroll has ended (the page scrolls smoothly); a match already on screen scrolls nothing.
      window.addEventListener('scrollend', settle);
      setTimeout(settle, SCROLL_SETTLE_MS);
    };
    layer.addEventListener('beforematch', onBeforeMatch);
    return () => layer.removeEventListener('beforematch', onBeforeMatch);
  }, [layerRef, virtualizer]);

  useEffect(() => {
    if (found === null) return;
    const timer = setTimeout(() => setFound(null), FOUND_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [found]);

  return found;
}

/** Hides the twins of the rendered rows and brings back those of rows that left; returns the new set. */
function stepAside(byRow: readonly (HTMLElement[] | undefined)[], previous: ReadonlySet<number>, rendered: ReadonlySet<number>) {
  for (const row of previous) if (!rendered.has(row)) byRow[row]?.forEach((twin) => twin.removeAttribute('hidden'));
  for (const row of rendered) if (!previous.has(row)) byRow[row]?.forEach((twin) => twin.setAttribute('hidden', ''));
  return rendered;
}
