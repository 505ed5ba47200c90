/**
 * How many items of a long list to render now: the first slice at once (and in the server's HTML), then
 * one more slice each time the main thread is idle, until all are in. A list of hundreds of rich rows
 * (the programme) then never renders as one long task on a phone, and the rows on screen come first.
 *
 * Each further slice renders as a transition, which React splits into short tasks and interrupts for input;
 * a plain state update renders a slice in one task (400 ms and more at 4× CPU). The count starts at the
 * first slice everywhere and grows only in effects, so the server's HTML and hydration agree without asking
 * whether the page is hydrating (which re-renders the whole list at once right after hydration).
 */
import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../lib/yield';

export function useRenderedInSlices(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    return whenIdle(() => startTransition(() => setCount((current) => Math.min(total, current + step))), 500);
  }, [count, total, step]);
  return Math.min(total, count);
}
