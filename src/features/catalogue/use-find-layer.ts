/**
 * Keeps the browser's find-in-page (Ctrl+F, "Find in page" on phones) working over the virtualised list.
 * Rows outside the viewport are not in the DOM, so for each of them the layer holds a twin with the text
 * a card shows (short title and stands) under `hidden="until-found"`: the browser searches it without
 * rendering it (content-visibility: hidden), and on a match fires `beforematch`, reveals the twin and
 * scrolls it into view. The twin sits exactly where its row will be, so the virtualizer then renders the
 * real card there; the twin of a rendered row is fully hidden, so nothing is found twice, and the found
 * card is briefly highlighted in place of the browser's mark.
 *
 * The layer itself is `hidden="until-found"` too, so while nobody searches, the browser skips style and
 * layout of the thousands of twins altogether (measured: with the twins laid out, every list update cost
 * 300 ms more at 4× CPU throttling). A match reveals the layer and the twin; both are hidden again two
 * frames later, once the browser has scrolled and the real card is on screen.
 *
 * The layer is written as one HTML string in idle time after the list changes: a few thousand plain
 * elements cost a few milliseconds to parse, far less than React creating them, and React never renders
 * into the layer, so the two never fight over its children. Browsers without `until-found` treat it as
 * `hidden`: nothing is found there, nothing breaks.
 */
import type { VirtualItem, Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { Participant } from '../../contract/participants';
import { whenIdle } from '../../lib/yield';
import type { CatalogueRow } from './catalogue-model';

const escapeHtml = (text: string) => text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char);

const FOUND_HIGHLIGHT_MS = 2500;
const UNTIL_FOUND = 'until-found';
/** Rows of twins written per idle period: a few milliseconds of HTML parsing on a phone. */
const ROWS_PER_PIECE = 250;

type FindLayerInput = {
  rows: readonly CatalogueRow[];
  participants: readonly Participant[];
  virtualizer: Virtualizer<Window, Element>;
  rendered: readonly VirtualItem[];
};

/** Fills layerRef with the twins; returns the exhibitor (position) last found through find-in-page. */
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
          if (participant) parts.push(`<div hidden="until-found" data-row="${next}" data-position="${position}" style="top:${top}px">${escapeHtml(participant.short_title)} ${escapeHtml(participant.stand)}</div>`);
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
    const onBeforeMatch = (event: Event) => {
      const twin = event.target as HTMLElement;
      const position = Number(twin.dataset.position);
      if (twin === layer || !Number.isInteger(position)) return;
      setFound(position);
      // The browser reveals and scrolls now; afterwards the real card stands there, so fold both back.
      requestAnimationFrame(() =>
        requestAnimationFrame(() => {
          twin.setAttribute('hidden', hiddenRows.current.has(Number(twin.dataset.row)) ? '' : UNTIL_FOUND);
          layer.setAttribute('hidden', UNTIL_FOUND);
        }),
      );
    };
    layer.addEventListener('beforematch', onBeforeMatch);
    return () => layer.removeEventListener('beforematch', onBeforeMatch);
  }, [layerRef]);

  useEffect(() => {
    if (found === null) return;
    const timer = setTimeout(() => setFound(null), FOUND_HIGHLIGHT_MS);
    return () => clearTimeout(timer);
  }, [found]);

  return found;
}

/** Hides the twins of the rendered rows and brings back those of rows that left; returns the new set. */
function stepAside(byRow: readonly (HTMLElement[] | undefined)[], previous: ReadonlySet<number>, rendered: ReadonlySet<number>) {
  for (const row of previous) if (!rendered.has(row)) byRow[row]?.forEach((twin) => twin.setAttribute('hidden', UNTIL_FOUND));
  for (const row of rendered) if (!previous.has(row)) byRow[row]?.forEach((twin) => twin.setAttribute('hidden', ''));
  return rendered;
}
