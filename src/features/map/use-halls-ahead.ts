/**
 * Gets the halls ready for wayfinding while the visitor looks at one: each hall's preparation (grid and
 * corner graph) and every corner's row of walking distances, which a route otherwise works out on the main
 * thread when the visitor asks (src/lib/hall-route/prepared.ts). Every hall on the device, the one on
 * screen first: a walk passes the doors of every hall, so a first route prepares them all. A route asked
 * for afterwards pays only its walk and its places' ports; one asked for sooner is worked out on the page
 * with whatever has arrived by then, as before.
 *
 * Where: a worker (hall-worker.ts), so none of it runs on the main thread; at 4× CPU a hall's preparation
 * alone is one task of 0.2–0.4 s on this project's bench machine (docs/performance.md, "Wayfinding
 * ahead"), which would hold up a tap in idle time too. Without a worker (one that cannot start), idle
 * callbacks: each preparation in one, then the rows in slices of at most SLICE_MS.
 *
 * Each step leaves a performance mark (`hall-ahead:grid`, `hall-ahead:rows`, with the hall and the time it
 * took in `detail`), which bench:map reads.
 */
import { useEffect, useRef } from 'react';
import type { HallPlan } from '../../contract/halls';
import { adoptHall, allRowsReady, mergeRows, prepareHall, preparedHall, searchRemainingRows } from '../../lib/hall-route/prepared';
import type { HallAnswer, HallRequest } from './hall-worker';

/** The longest slice of rows without a worker, ms: a tap waits at most this long for one. */
const SLICE_MS = 8;
/** Start after the page's own work, or this long after the plans are shown at the latest. */
const START_WITHIN_MS = 2000;

type Runner = { add: (plan: HallPlan) => void; stop: () => void; pause: () => void };

const running = new Set<Runner>();

/**
 * A route or tour is about to be worked out on the page: a worker still busy steps aside, since on a
 * phone with few cores it would take CPU from the route, which prepares what it needs itself. It starts
 * again from what the page then lacks once the page is idle.
 */
export function routeComing(): void {
  for (const runner of running) runner.pause();
}

/** Starts once `enabled` (after hydration: effects never run on the server); stops on unmount. */
export function useHallsAhead(shown: HallPlan, plans: readonly HallPlan[], enabled: boolean): void {
  const runner = useRef<Runner | null>(null);
  useEffect(
    () => () => {
      if (runner.current) running.delete(runner.current);
      runner.current?.stop();
      runner.current = null;
    },
    [],
  );
  useEffect(() => {
    if (!enabled) return;
    return idleSoon(() => {
      if (!runner.current) running.add((runner.current = typeof Worker === 'function' ? inWorker() : inSlices()));
      for (const plan of [shown, ...plans.filter((each) => each.key !== shown.key)]) runner.current.add(plan);
    }, START_WITHIN_MS);
  }, [shown, plans, enabled]);
}

const mark = (name: string, hall: string, detail: Record<string, number>) => performance.mark(name, { detail: { hall, ...detail } });

const ready = (plan: HallPlan) => {
  const hall = preparedHall(plan);
  return hall !== undefined && allRowsReady(hall.grid);
};

/** A worker for the plans added; if it cannot start, idle slices take over. */
function inWorker(): Runner {
  const sent = new Map<number, HallPlan>();
  const seen = new WeakSet<HallPlan>();
  let fallback: Runner | null = null;
  let worker: Worker | null = null;
  let nextId = 0;
  let cancelResume: (() => void) | null = null;
  const stop = () => {
    worker?.terminate();
    worker = null;
    cancelResume?.();
    cancelResume = null;
  };
  const start = () => {
    // Vite builds the worker from this URL into a hashed /assets/ script, precached by the service worker.
    const started = new Worker(new URL('./hall-worker.ts', import.meta.url), { type: 'module', name: 'halls-ahead' });
    started.onmessage = ({ data: answer }: MessageEvent<HallAnswer>) => {
      const plan = sent.get(answer.id);
      if (!plan) return;
      if (answer.kind === 'grid') {
        adoptHall(plan, answer.parts);
        mark('hall-ahead:grid', plan.key, { ms: answer.ms });
        return;
      }
      mergeRows(prepareHall(plan).grid, answer.dist, answer.rowReady);
      mark('hall-ahead:rows', plan.key, { ms: answer.ms });
      sent.delete(answer.id);
      if (sent.size === 0) stop();
    };
    started.onerror = (event) => {
      event.preventDefault();
      stop();
      fallback = inSlices();
      for (const plan of sent.values()) fallback.add(plan);
      sent.clear();
    };
    return started;
  };
  const runner: Runner = {
    add: (plan) => {
      if (fallback) return fallback.add(plan);
      if (seen.has(plan) || ready(plan)) return;
      seen.add(plan);
      try {
        worker ??= start();
      } catch {
        fallback = inSlices();
        return fallback.add(plan);
      }
      const id = nextId++;
      sent.set(id, plan);
      // A structured copy of the plan: the worker prepares its own, the page adopts the arrays it sends back.
      worker.postMessage({ id, plan } satisfies HallRequest);
    },
    stop: () => {
      stop();
      fallback?.stop();
    },
    pause: () => {
      if (!worker) return;
      const unfinished = [...sent.values()];
      stop();
      sent.clear();
      for (const plan of unfinished) seen.delete(plan);
      cancelResume = idleSoon(() => {
        cancelResume = null;
        for (const plan of unfinished) runner.add(plan);
      }, START_WITHIN_MS);
    },
  };
  return runner;
}

/** Each preparation in one idle callback, then the rows in slices of at most SLICE_MS. */
function inSlices(): Runner {
  const queue: HallPlan[] = [];
  let cancel: (() => void) | null = null;
  let longest = 0;
  let total = 0;
  const slice = (deadline: IdleDeadline) => {
    cancel = null;
    // Every hall's grid first (a first route needs them all), then the rows, hall by hall.
    const unprepared = queue.find((each) => !preparedHall(each));
    const plan = unprepared ?? queue[0];
    if (!plan) return;
    const started = performance.now();
    if (unprepared) {
      // One task: a grid and its graph are not built in pieces (the worker is what keeps this off the page).
      prepareHall(plan);
      mark('hall-ahead:grid', plan.key, { ms: performance.now() - started });
    } else {
      const end = started + SLICE_MS;
      const finished = searchRemainingRows(prepareHall(plan).grid, () => Math.min(deadline.timeRemaining(), end - performance.now()));
      const took = performance.now() - started;
      longest = Math.max(longest, took);
      total += took;
      if (finished) {
        mark('hall-ahead:rows', plan.key, { ms: total, longestSlice: longest });
        queue.shift();
        longest = total = 0;
      }
    }
    if (queue.length > 0) cancel = idleSoon(slice, START_WITHIN_MS);
  };
  return {
    add: (plan) => {
      if (queue.includes(plan) || ready(plan)) return;
      queue.push(plan);
      cancel ??= idleSoon(slice, START_WITHIN_MS);
    },
    stop: () => {
      queue.length = 0;
      cancel?.();
      cancel = null;
    },
    // Slices never run beside a route: both are on the main thread.
    pause: () => {},
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
