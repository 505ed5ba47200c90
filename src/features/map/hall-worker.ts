/**
 * The hall map's wayfinding worker: prepares a hall (its grid and corner graph, src/lib/hall-route) and
 * searches every corner's row of walking distances, off the main thread, while the visitor looks at the
 * plan. The grid goes back as soon as it is built (a route asked for then skips the preparation), the rows
 * when all are searched (transferred, not copied). Built by Vite as a file of its own (use-hall-ahead.ts
 * names it), precached by the service worker like every script.
 */
import type { HallPlan } from '../../contract/halls';
import { gridParts, prepareHall, searchRemainingRows, type GridParts } from '../../lib/hall-route/prepared';

export type HallAnswer =
  { kind: 'grid'; parts: GridParts; ms: number } | { kind: 'rows'; dist: Float32Array; rowReady: Uint8Array; ms: number };

// The client's TypeScript project has the DOM's globals, not a worker's: name the two this file uses.
const scope = self as unknown as {
  onmessage: ((event: MessageEvent<HallPlan>) => void) | null;
  postMessage: (answer: HallAnswer, transfer?: Transferable[]) => void;
};

scope.onmessage = ({ data: plan }) => {
  const started = performance.now();
  const { grid } = prepareHall(plan);
  // Copied, not transferred: the worker's own search below still reads the graph.
  scope.postMessage({ kind: 'grid', parts: gridParts(grid), ms: performance.now() - started });
  const searching = performance.now();
  searchRemainingRows(grid);
  scope.postMessage({ kind: 'rows', dist: grid.dist, rowReady: grid.rowReady, ms: performance.now() - searching }, [
    grid.dist.buffer,
    grid.rowReady.buffer,
  ]);
};
