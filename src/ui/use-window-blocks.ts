/**
 * A long list virtualised against the page scroll in blocks of rows (decision 0016), shared by the
 * exhibitor catalogue and the programme. The virtualizer handles blocks, not rows, so scrolling changes
 * what is mounted once every half screen or so, and the frames in between are plain compositor scrolling.
 *
 * The blocks on screen are mounted at once (TanStack Virtual re-renders inside the scroll event). The
 * blocks on either side are mounted too, so a scroll finds them ready, but through deferred values: React
 * renders them in the background, yielding to frames, instead of inside a scroll frame. Mounting a block
 * inside the scroll was a 40-50 ms frame at 4× CPU (a trace of the catalogue: 15 ms of React, then style,
 * layout, text shaping and paint). Neighbours of an older list (before a search or a filter) are not shown.
 *
 * Blocks either have known heights (the catalogue's cards are all one size) or are measured once laid
 * out (`measured`: the programme's events wrap to different heights). Measuring reads the size the
 * browser's ResizeObserver reports after its own layout, never the element's height during React's commit,
 * which would force a layout inside the task that mounts the block.
 */
import { useWindowVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useCallback, useDeferredValue, useEffect, useState, type RefObject } from 'react';
import { useServerRender } from './use-server-render';

export type WindowBlock = { key: string; height: number };

/**
 * The window the server lays a list out for (a phone's), also used by the browser's first render while
 * it hydrates that HTML, so both render the same first blocks; the real window takes over right after.
 */
const SERVER_WINDOW = { width: 390, height: 844 };

/** The first render (the server's, and the hydration of its HTML) mounts no neighbours. */
const NO_BLOCKS: readonly never[] = [];

const indicesFrom = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, offset) => from + offset);

/** A measured block's height: the border box the ResizeObserver saw; before it has, the estimate stands. */
function observedHeight(element: Element, entry: ResizeObserverEntry | undefined, instance: Virtualizer<Window, Element>): number {
  const box = entry?.borderBoxSize[0];
  if (box) return Math.round(box.blockSize);
  const index = Number((element as HTMLElement).dataset.index);
  return instance.measurementsCache[index]?.size ?? 0;
}

export type WindowBlocksOptions<B extends WindowBlock> = {
  blocks: readonly B[];
  /** The list's element: its distance from the top of the page is the virtualizer's scroll margin. */
  listRef: RefObject<HTMLElement | null>;
  /** Blocks kept mounted beyond the screen on each side, rendered in the background. */
  neighbours: number;
  /** What sticky bars cover at the top of the window, so a jump lands below them. */
  stickyHeight?: number;
  /** Heights come from the browser once a block is laid out; `block.height` is then only an estimate. */
  measured?: boolean;
};

export function useWindowBlocks<B extends WindowBlock>({
  blocks,
  listRef,
  neighbours,
  stickyHeight = 0,
  measured = false,
}: WindowBlocksOptions<B>) {
  const serverRender = useServerRender();
  const [scrollMargin, setScrollMargin] = useState(0);

  // The list starts below the page head and whatever the page shows above it, whose height changes. Read
  // when the page's size changes (a ResizeObserver runs after layout, so the read forces none), never on
  // the renders scrolling causes: a forced layout per scroll frame is what a phone cannot afford.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(() => {
      const top = list.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((current) => (Math.abs(current - top) < 1 ? current : top));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [listRef]);

  // Stable between renders: the virtualizer recomputes every block's position whenever getItemKey changes
  // identity, and it re-renders whenever the mounted blocks change.
  const estimateSize = useCallback((index: number) => blocks[index]?.height ?? 0, [blocks]);
  const getItemKey = useCallback((index: number) => blocks[index]?.key ?? index, [blocks]);
  const virtualizer = useWindowVirtualizer({
    count: blocks.length,
    estimateSize,
    getItemKey,
    overscan: 0,
    scrollMargin,
    scrollPaddingStart: stickyHeight,
    ...(measured ? { measureElement: observedHeight } : {}),
    ...(serverRender ? { initialRect: SERVER_WINDOW, initialOffset: 0 } : {}),
  });
  const items = virtualizer.getVirtualItems();

  const onScreen = items.map((item) => item.index);
  const firstOnScreen = onScreen[0] ?? 0;
  const lastOnScreen = onScreen.at(-1) ?? -1;
  // Deferred together (one background render updates all three); numbers compare by value, so a render
  // that wants the same neighbours defers nothing.
  const aroundFrom = useDeferredValue(Math.max(0, firstOnScreen - neighbours), 0);
  const aroundTo = useDeferredValue(Math.min(blocks.length - 1, lastOnScreen + neighbours), -1);
  const aroundBlocks = useDeferredValue<readonly B[]>(blocks, NO_BLOCKS);
  const around = aroundBlocks === blocks ? indicesFrom(aroundFrom, aroundTo) : [];
  const focused = useFocusedBlock(listRef);
  // The block holding the keyboard focus and those on either side are mounted at once, not in the
  // background: Tab and Shift+Tab always find the next control in the page however fast they are pressed,
  // and the focused control is never unmounted under the visitor.
  const nearFocus = focused === null ? [] : indicesFrom(Math.max(0, focused - 1), Math.min(blocks.length - 1, focused + 1));
  // In index order, so the DOM (and the tab order) follows the list.
  const mounted = [...new Set([...around, ...onScreen, ...nearFocus])].sort((a, b) => a - b);

  /** Where a block starts in the list (the virtualizer's positions count from the top of the page). */
  const startOf = (index: number) => (virtualizer.measurementsCache[index]?.start ?? scrollMargin) - scrollMargin;

  return { virtualizer, mounted, startOf, totalSize: virtualizer.getTotalSize() };
}

/**
 * The index of the block (its element's `data-index`) that holds the focus, or null. A focus change is a
 * discrete event, so React renders the update before the next key press is handled.
 */
function useFocusedBlock(listRef: RefObject<HTMLElement | null>) {
  const [focused, setFocused] = useState<number | null>(null);
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const onFocusIn = (event: FocusEvent) => {
      const block = event.target instanceof Element ? event.target.closest<HTMLElement>('[data-index]') : null;
      setFocused(block && list.contains(block) ? Number(block.dataset.index) : null);
    };
    const onFocusOut = (event: FocusEvent) => {
      if (!(event.relatedTarget instanceof Node && list.contains(event.relatedTarget))) setFocused(null);
    };
    list.addEventListener('focusin', onFocusIn);
    list.addEventListener('focusout', onFocusOut);
    return () => {
      list.removeEventListener('focusin', onFocusIn);
      list.removeEventListener('focusout', onFocusOut);
    };
  }, [listRef]);
  return focused;
}
