/**
 * The hall map's wayfinding worker: prepares halls (grid and corner graph, src/lib/hall-route) and searches
 * every corner's row of walking distances, off the main thread, while the visitor looks at the plan. A walk
 * from one hall passes the doors of every hall on the device, so a first route needs every hall's grid:
 * all grids come first, each sent back as soon as it is built, then each hall's rows (the order the page
 * sent the plans in, the hall on screen first), sent back transferred, not copied. Work goes in slices so
 * a plan that arrives meanwhile is prepared before the rows go on. Built by Vite as a file of its own
 * (use-halls-ahead.ts names it), precached by the service worker like every script.
 */
import type { HallPlan } from '../../contract/halls';
import { gridParts, prepareHall, searchRemainingRows, type GridParts } from '../../lib/hall-route/prepared';
import type { HallGrid } from '../../lib/hall-route/hall-grid';
import { yieldToEventLoop } from '../../lib/yield';

export type HallRequest = { id: number; plan: HallPlan };
export type HallAnswer =
  | { id: number; kind: 'grid'; parts: GridParts; ms: number }
  | { id: number; kind: 'rows'; dist: Float32Array; rowReady: Uint8Array; ms: number };

// The client's TypeScript project has the DOM's globals, not a worker's: name the two this file uses.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<HallRequest>) => void) | null;
  postMessage: (answer: HallAnswer, transfer?: Transferable[]) => void;
};

/** How long the worker searches rows before it looks for new plans, ms. */
const SLICE_MS = 20;

const waiting: HallRequest[] = [];
const searching: { id: number; grid: HallGrid; ms: number }[] = [];
let running = false;

scope.onmessage = ({ data }) => {
  waiting.push(data);
  if (!running) void run();
};

async function run() {
  running = true;
  for (;;) {
    const next = waiting.shift();
    if (next) {
      const started = performance.now();
      const { grid } = prepareHall(next.plan);
      // Copied, not transferred: the search below still reads the graph.
      scope.postMessage({ id: next.id, kind: 'grid', parts: gridParts(grid), ms: performance.now() - started });
      searching.push({ id: next.id, grid, ms: 0 });
    } else {
      const hall = searching[0];
      if (!hall) break;
      const started = performance.now();
      const end = started + SLICE_MS;
      const finished = searchRemainingRows(hall.grid, () => end - performance.now());
      hall.ms += performance.now() - started;
      if (finished) {
        searching.shift();
        const { dist, rowReady } = hall.grid;
        scope.postMessage({ id: hall.id, kind: 'rows', dist, rowReady, ms: hall.ms }, [dist.buffer, rowReady.buffer]);
      }
    }
    await yieldToEventLoop();
  }
  running = false;
}
