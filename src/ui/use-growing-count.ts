/**
 * How many rows of a long list to render: the first screenful at once, then the rest in slices, each a
 * background render (a transition) started once the slice before it was painted. The visitor's plan
 * holds a hundred events a day and hundreds of exhibitors; rendering them all before the first paint was
 * 3 s of React, style and layout at 4× CPU, where a screenful takes a tenth of that (decision 0029).
 *
 * The first render (on the server and while hydrating) always shows `first` rows, so both agree. Every
 * row is in the document once the slices are done: find-in-page, a note under a card and the browser
 * tests see the whole list, unlike a virtualised one.
 */
import { startTransition, useEffect, useState } from 'react';

export type GrowingCountOptions = {
  /** Rows rendered at once: about a phone screen's worth. */
  first: number;
  /** Rows added by each later slice. */
  step: number;
  /** A new value (another day, another list) starts again from `first`, so the new list paints at once. */
  resetKey?: unknown;
};

export function useGrowingCount(total: number, { first, step, resetKey }: GrowingCountOptions): number {
  const [state, setState] = useState({ key: resetKey, shown: first });
  // A reset during render, as React's docs advise for state derived from a prop: no frame shows the old count.
  const current = state.key === resetKey ? state : { key: resetKey, shown: first };
  if (current !== state) setState(current);
  const shown = Math.min(total, current.shown);

  useEffect(() => {
    if (shown >= total) return;
    // After the next paint: a frame callback runs before it, a message posted from there runs after it.
    let cancelled = false;
    const frame = requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        if (cancelled) return;
        startTransition(() =>
          setState((previous) => (previous.key === resetKey ? { key: resetKey, shown: previous.shown + step } : previous)),
        );
      };
      channel.port2.postMessage(null);
    });
    return () => {
      cancelled = true;
      cancelAnimationFrame(frame);
    };
  }, [shown, total, step, resetKey]);

  return shown;
}
