/**
 * The prepared halls (grid and corner graph, hall-grid.ts), one per plan object, and what lets that work
 * be done ahead of a visitor's first route: the rows of the corners' distances not searched yet, in slices
 * that end by a deadline, and a hall prepared elsewhere (a worker) handed over as plain arrays.
 *
 * Why ahead: a route searches only the rows its walk needs, so the first route in a hall pays the hall's
 * preparation and a few dozen rows, and every later first use of a stand a few more. Searched ahead
 * while the visitor looks at the plan, a first route costs what a repeated one does. Pure: the map
 * chooses when and where (a worker, or idle callbacks) this runs.
 */
import type { HallPlan } from '../../contract/halls';
import { buildHallGrid, distRow, type HallGrid } from './hall-grid';
import type { PreparedHall } from './hall-ports';

const prepared = new WeakMap<HallPlan, PreparedHall>();

/** The hall's grid and corner graph, built once per plan object (the query cache keeps the object). */
export function prepareHall(plan: HallPlan): PreparedHall {
  let hall = prepared.get(plan);
  if (!hall) {
    hall = { grid: buildHallGrid(plan), shapePlaces: new Map() };
    prepared.set(plan, hall);
  }
  return hall;
}

/** The plan's prepared hall if it has one already; never prepares. */
export function preparedHall(plan: HallPlan): PreparedHall | undefined {
  return prepared.get(plan);
}

/** True once every corner's row of distances has been searched. */
export function allRowsReady(g: HallGrid): boolean {
  return g.rowReady.indexOf(0) === -1;
}

/**
 * Searches the rows not searched yet, in corner order, while the slice has time: `timeLeft()` is read
 * before each row (milliseconds to the slice's end, as an idle deadline's timeRemaining() gives it), and
 * a row starts only if the time left is at least the longest row this slice has taken so far, so a slice
 * ends by its deadline unless one row takes longer than every row before it. True once every row is ready.
 */
export function searchRemainingRows(g: HallGrid, timeLeft: () => number = () => Infinity): boolean {
  const n = g.corners.length;
  let longest = 0;
  let before = timeLeft();
  for (let s = g.rowReady.indexOf(0); s !== -1 && s < n; s = g.rowReady.indexOf(0, s + 1)) {
    if (before <= 0 || before < longest) return false;
    distRow(g, s);
    const after = timeLeft();
    longest = Math.max(longest, before - after);
    before = after;
  }
  return true;
}

/**
 * A prepared grid as plain data for postMessage: everything but the plan it was built from and its
 * distances (2.3 MB on the largest seed hall, which would cross empty), which go later (mergeRows).
 */
export type GridParts = Omit<HallGrid, 'plan' | 'dist' | 'rowReady'>;

export function gridParts(g: HallGrid): GridParts {
  const { plan: _plan, dist: _dist, rowReady: _rowReady, ...parts } = g;
  return parts;
}

/**
 * Takes a grid built elsewhere from the same plan as this plan's preparation, unless the plan has one
 * already (a route asked for before the grid arrived). Returns the hall in use.
 */
export function adoptHall(plan: HallPlan, parts: GridParts): PreparedHall {
  const own = prepared.get(plan);
  if (own) return own;
  const n = parts.corners.length;
  const hall: PreparedHall = {
    grid: { plan, ...parts, dist: new Float32Array(n * n), rowReady: new Uint8Array(n) },
    shapePlaces: new Map(),
  };
  prepared.set(plan, hall);
  return hall;
}

/**
 * Copies the rows searched elsewhere (`dist` and `rowReady` of a grid built from the same plan) into the
 * rows this grid has not searched yet. A row is the same wherever it was searched: the same code on the
 * same graph.
 */
export function mergeRows(g: HallGrid, dist: Float32Array, rowReady: Uint8Array): void {
  const n = g.corners.length;
  if (rowReady.length !== n || dist.length !== n * n) return;
  // Nothing searched here yet: the arrays themselves will do (they were transferred, not copied).
  if (g.rowReady.indexOf(1) === -1) {
    g.dist = dist;
    g.rowReady = rowReady;
    return;
  }
  for (let s = 0; s < n; s++) {
    if (g.rowReady[s] || !rowReady[s]) continue;
    g.dist.set(dist.subarray(s * n, s * n + n), s * n);
    g.rowReady[s] = 1;
  }
}
