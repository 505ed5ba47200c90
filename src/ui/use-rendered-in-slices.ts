/**
 * How many items of a long list to render now: the first slice at once (and in the server's HTML), then
 * one more slice each time the main thread is idle, until all are in. A list of hundreds of rich rows
 * (the programme) then never renders as one long task on a phone, and the rows on screen come first.
 */
import { useEffect, useState } from 'react';
import { whenIdle } from '../lib/yield';
import { useServerRender } from './use-server-render';

export function useRenderedInSlices(total: number, first: number, step: number): number {
  const serverRender = useServerRender();
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (serverRender || count >= total) return;
    return whenIdle(() => setCount((current) => Math.min(total, current + step)), 500);
  }, [serverRender, count, total, step]);
  return Math.min(total, serverRender ? first : count);
}
