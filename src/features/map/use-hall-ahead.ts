/**
 * Gets the hall on screen ready for wayfinding while the visitor looks at it: its preparation (grid and
 * corner graph) and every corner's row of walking distances, which a route otherwise works out on the
 * main thread when the visitor asks (src/lib/hall-route/prepared.ts). A first route asked for afterwards
 * costs what a repeated one does; one asked for at once is worked out on the page as before.
 *
 * Where: a worker (hall-worker.ts), so none of it runs on the main thread; measured on a phone at 4× CPU
 * (docs/performance.md, "Wayfinding ahead"), the preparation alone is one task of about a second there,
 * which would hold up a tap in idle time too. Without a worker (one that cannot start), idle callbacks:
 * the preparation in one, then the rows in slices of at most SLICE_MS.
 *
 * Each step leaves a performance mark (`hall-ahead:grid`, `hall-ahead:rows`, with the hall and the time it
 * took in `detail`), which bench:map reads.
 */
import { useEffect } from 'react';
import type { HallPlan } from '../../contract/halls';
import { adoptHall, allRowsReady, mergeRows, prepareHall, preparedHall, searchRemainingRows } from '../../lib/hall-route/prepared';
import type { HallAnswer } from './hall-worker';

/** The longest slice of rows without a worker, ms: a tap waits at most this long for one. */
const SLICE_MS = 8;
/** Start after the page's own work, or this long after the plan is shown at the latest. */
const START_WITHIN_MS = 2000;

/** Starts once `enabled` (after hydration: the effect never runs on the server); stops on unmount. */
export function useHallAhead(plan: HallPlan, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const done = preparedHall(plan);
    if (done && allRowsReady(done.grid)) return;
    let stop = () => {};
    const slices = () => (stop = inSlices(plan));
    stop = idleSoon(() => {
      if (typeof Worker !== 'function') return slices();
      try {
        stop = inWorker(plan, slices);
      } catch {
        slices();
      }
    }, START_WITHIN_MS);
    return () => stop();
  }, [plan, enabled]);
}

const mark = (name: string, hall: string, detail: Record<string, number>) => performance.mark(name, { detail: { hall, ...detail } });

/** Returns a stop function; if the worker fails to start, `fallback` takes over (the idle slices). */
function inWorker(plan: HallPlan, fallback: () => void): () => void {
  // Vite builds the worker from this URL into a hashed /assets/ script, precached by the service worker.
  const worker = new Worker(new URL('./hall-worker.ts', import.meta.url), { type: 'module', name: 'hall-ahead' });
  worker.onmessage = ({ data: answer }: MessageEvent<HallAnswer>) => {
    if (answer.kind === 'grid') {
      adoptHall(plan, answer.parts);
      mark('hall-ahead:grid', plan.key, { ms: answer.ms });
      return;
    }
    mergeRows(prepareHall(plan).grid, answer.dist, answer.rowReady);
    mark('hall-ahead:rows', plan.key, { ms: answer.ms });
    worker.terminate();
  };
  worker.onerror = (event) => {
    event.preventDefault();
    worker.terminate();
    fallback();
  };
  // A structured copy of the plan: the worker prepares its own, the page adopts the arrays it sends back.
  worker.postMessage(plan);
  return () => worker.terminate();
}

/** The preparation in one idle callback, then the rows in slices of at most SLICE_MS; returns a stop function. */
function inSlices(plan: HallPlan): () => void {
  let stopped = false;
  let cancel = () => {};
  let longest = 0;
  let total = 0;
  const slice = (deadline: IdleDeadline) => {
    if (stopped) return;
    const started = performance.now();
    if (!preparedHall(plan)) {
      // One task: the grid and its graph are not built in pieces (the worker is what keeps this off the page).
      prepareHall(plan);
      mark('hall-ahead:grid', plan.key, { ms: performance.now() - started });
      cancel = idleSoon(slice, START_WITHIN_MS);
      return;
    }
    const end = started + SLICE_MS;
    const finished = searchRemainingRows(prepareHall(plan).grid, () => Math.min(deadline.timeRemaining(), end - performance.now()));
    const took = performance.now() - started;
    longest = Math.max(longest, took);
    total += took;
    if (finished) mark('hall-ahead:rows', plan.key, { ms: total, longestSlice: longest });
    else cancel = idleSoon(slice, START_WITHIN_MS);
  };
  cancel = idleSoon(slice, START_WITHIN_MS);
  return () => {
    stopped = true;
    cancel();
  };
}

/** requestIdleCallback with a deadline, or a short timer with a slice's worth of it (Safari has none). */
function idleSoon(work: (deadline: IdleDeadline) => void, timeout: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(work, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(() => {
    const end = performance.now() + SLICE_MS;
    work({ didTimeout: false, timeRemaining: () => Math.max(0, end - performance.now()) });
  }, 16);
  return () => clearTimeout(handle);
}
