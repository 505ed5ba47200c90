/**
 * One hall prepared for walking: a grid of cells (0.5 m by default) marking where a visitor cannot stand,
 * and a visibility graph of the free space's corners with every pair's walking distance (a corner's row
 * worked out when first needed).
 *
 * Why this shape (measured by scripts/bench-map-route.ts on a 1,500-stand hall): A* over the grid alone
 * expands tens of thousands of cells per route and a 60-stop tour needs 61 searches of the whole hall. The
 * corners of the free space are few (a block of touching stands has four), a shortest walk bends only at
 * them, and their all-pairs distances fit a small matrix filled row by row as walks need it, so a route or a tour only
 * connects its ends to the corners they see.
 *
 * Safety: a cell is blocked when any obstacle's open interior meets the cell's open square, and two points
 * see each other only if every cell their segment passes through is free, so a segment between cell
 * centres can never enter a stand, a wall, a service or a room.
 */
import FlatQueue from 'flatqueue';
import type { HallPlan } from '../../contract/halls';
import { norm, polygonBox, polygonOverlapsOpenBox } from './geometry';
import { freeRuns, lineOfSight, type Sight } from './sight';

/** The owner of a cell blocked by the outline rather than by a shape. */
const OUTSIDE = -2;
const NONE = -1;

export interface HallGrid {
  plan: HallPlan;
  /** Cell size, decimetres. */
  cell: number;
  /** Plan coordinates of the grid's top-left corner, decimetres. */
  ox: number;
  oy: number;
  w: number;
  h: number;
  blocked: Uint8Array;
  /** Free runs of cells, for line of sight (sight.ts). */
  sight: Sight;
  /** The shape whose interior blocks a cell (the last drawn), NONE or OUTSIDE. */
  owner: Int32Array;
  /** Each shape's bounding box: minX, minY, maxX, maxY. */
  shapeBoxes: Float64Array;
  /** Cell index of each corner, and its cell's column and row. */
  corners: Int32Array;
  cornerX: Int32Array;
  cornerY: Int32Array;
  /** Visibility graph between corners (compressed rows), distances in decimetres. */
  adjStart: Int32Array;
  adjTo: Int32Array;
  adjW: Float32Array;
  /**
   * Walking distance between every two corners (row-major, decimetres); Infinity when apart. A row is
   * valid once `rowReady` marks it: read it through distRow.
   */
  dist: Float32Array;
  rowReady: Uint8Array;
  /** Milliseconds spent on each preparation stage. */
  timings: { grid: number; corners: number; visibility: number; distances: number };
}

const OBSTACLE_KINDS = new Set(['stand', 'wall', 'service', 'room']);

export function buildHallGrid(plan: HallPlan, cell = 5): HallGrid {
  const t0 = performance.now();
  const box = polygonBox(plan.outline);
  // The grid also covers entrances and doors drawn across the outline.
  for (const s of plan.shapes) {
    if (s.k !== 'entrance' && s.k !== 'door') continue;
    const b = polygonBox(s.p);
    box.minX = Math.min(box.minX, b.minX);
    box.minY = Math.min(box.minY, b.minY);
    box.maxX = Math.max(box.maxX, b.maxX);
    box.maxY = Math.max(box.maxY, b.maxY);
  }
  const ox = Math.floor(box.minX / cell) * cell;
  const oy = Math.floor(box.minY / cell) * cell;
  const w = Math.max(1, Math.ceil((box.maxX - ox) / cell));
  const h = Math.max(1, Math.ceil((box.maxY - oy) / cell));
  const blocked = new Uint8Array(w * h);
  const owner = new Int32Array(w * h).fill(NONE);

  // Outside the outline: blocked unless the cell lies wholly inside it.
  markOutside(plan.outline, cell, ox, oy, w, h, blocked, owner);
  // Entrances and doors are walkable even where they stick out of the outline.
  plan.shapes.forEach((s) => {
    if (s.k !== 'entrance' && s.k !== 'door') return;
    forCellsOverlapping(s.p, cell, ox, oy, w, h, (i) => {
      if (owner[i]! === OUTSIDE) {
        blocked[i] = 0;
        owner[i] = NONE;
      }
    });
  });
  plan.shapes.forEach((s, index) => {
    if (!OBSTACLE_KINDS.has(s.k)) return;
    forCellsOverlapping(s.p, cell, ox, oy, w, h, (i) => {
      blocked[i] = 1;
      owner[i] = index;
    });
  });
  const t1 = performance.now();

  const sight = freeRuns(blocked, w, h);
  const cornerList: number[] = [];
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (blocked[y * w + x]!) continue;
      if (isCorner(blocked, w, h, x, y)) cornerList.push(y * w + x);
    }
  }
  const corners = Int32Array.from(cornerList);

  const t2 = performance.now();

  const n = corners.length;
  const neighbours: number[][] = Array.from({ length: n }, () => []);
  const cx = new Int32Array(n);
  const cy = new Int32Array(n);
  for (let i = 0; i < n; i++) {
    cx[i] = corners[i]! % w;
    cy[i] = (corners[i]! / w) | 0;
  }
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      if (lineOfSight(sight, cx[i]!, cy[i]!, cx[j]!, cy[j]!)) {
        neighbours[i]!.push(j);
        neighbours[j]!.push(i);
      }
    }
  }
  const adjStart = new Int32Array(n + 1);
  for (let i = 0; i < n; i++) adjStart[i + 1] = adjStart[i]! + neighbours[i]!.length;
  const adjTo = new Int32Array(adjStart[n]!);
  const adjW = new Float32Array(adjStart[n]!);
  for (let i = 0; i < n; i++) {
    let k = adjStart[i]!;
    for (const j of neighbours[i]!) {
      adjTo[k] = j;
      adjW[k] = norm(cx[i]! - cx[j]!, cy[i]! - cy[j]!) * cell;
      k++;
    }
  }
  const t3 = performance.now();

  // Rows of the corners' distances are searched the first time a walk needs them (distRow): a route needs
  // the rows of its ends' entry corners, a few dozen, where searching all of them first took seconds on a
  // phone for the largest hall before its first route.
  const dist = new Float32Array(n * n);
  const rowReady = new Uint8Array(n);
  const shapeBoxes = new Float64Array(plan.shapes.length * 4);
  plan.shapes.forEach((shape, i) => {
    const b = polygonBox(shape.p);
    shapeBoxes.set([b.minX, b.minY, b.maxX, b.maxY], i * 4);
  });
  const t4 = performance.now();
  return {
    plan,
    cell,
    ox,
    oy,
    w,
    h,
    blocked,
    sight,
    owner,
    shapeBoxes,
    corners,
    cornerX: cx,
    cornerY: cy,
    adjStart,
    adjTo,
    adjW,
    dist,
    rowReady,
    timings: { grid: t1 - t0, corners: t2 - t1, visibility: t3 - t2, distances: t4 - t3 },
  };
}

/**
 * Blocks every cell not wholly inside the outline: cells an outline edge enters, then, row by row, the
 * cells whose centre lies outside (crossings of the row's centre line, even-odd).
 */
function markOutside(
  outline: readonly number[],
  cell: number,
  ox: number,
  oy: number,
  w: number,
  h: number,
  blocked: Uint8Array,
  owner: Int32Array,
) {
  const n = outline.length >> 1;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    forCellsOverlapping([outline[2 * j]!, outline[2 * j + 1]!, outline[2 * i]!, outline[2 * i + 1]!], cell, ox, oy, w, h, (c) => {
      blocked[c] = 1;
      owner[c] = OUTSIDE;
    });
  }
  const xs: number[] = [];
  for (let y = 0; y < h; y++) {
    const cy = oy + (y + 0.5) * cell;
    xs.length = 0;
    for (let i = 0, j = n - 1; i < n; j = i++) {
      const ay = outline[2 * j + 1]!;
      const by = outline[2 * i + 1]!;
      if (ay > cy !== by > cy) {
        const ax = outline[2 * j]!;
        const bx = outline[2 * i]!;
        xs.push(ax + ((cy - ay) * (bx - ax)) / (by - ay));
      }
    }
    xs.sort((a, b) => a - b);
    let k = 0;
    let inside = false;
    for (let x = 0; x < w; x++) {
      const cx = ox + (x + 0.5) * cell;
      while (k < xs.length && xs[k]! < cx) {
        inside = !inside;
        k++;
      }
      if (!inside) {
        blocked[y * w + x] = 1;
        owner[y * w + x] = OUTSIDE;
      }
    }
  }
}

function forCellsOverlapping(p: readonly number[], cell: number, ox: number, oy: number, w: number, h: number, visit: (i: number) => void) {
  if (p.length < 4) return;
  const b = polygonBox(p);
  const xa = Math.max(0, Math.floor((b.minX - ox) / cell));
  const xb = Math.min(w - 1, Math.ceil((b.maxX - ox) / cell) - 1);
  const ya = Math.max(0, Math.floor((b.minY - oy) / cell));
  const yb = Math.min(h - 1, Math.ceil((b.maxY - oy) / cell) - 1);
  if (isAxisRectangle(p)) {
    // Most stands are upright rectangles: every cell of the box meets its interior (the box's bounds were
    // rounded so that a side lying on a grid line leaves the next cell free).
    if (b.maxX > b.minX && b.maxY > b.minY) for (let y = ya; y <= yb; y++) for (let x = xa; x <= xb; x++) visit(y * w + x);
    return;
  }
  for (let y = ya; y <= yb; y++) {
    for (let x = xa; x <= xb; x++) {
      const x0 = ox + x * cell;
      const y0 = oy + y * cell;
      if (polygonOverlapsOpenBox(p, x0, y0, x0 + cell, y0 + cell)) visit(y * w + x);
    }
  }
}

function isAxisRectangle(p: readonly number[]): boolean {
  if (p.length !== 8) return false;
  for (let i = 0; i < 4; i++) {
    const j = (i + 1) % 4;
    if (p[2 * i] !== p[2 * j] && p[2 * i + 1] !== p[2 * j + 1]) return false;
  }
  return true;
}

export function isBlocked(blocked: Uint8Array, w: number, h: number, x: number, y: number): boolean {
  return x < 0 || y < 0 || x >= w || y >= h || blocked[y * w + x]! === 1;
}

/** A free cell diagonal to a blocked one whose two shared neighbours are free: where a walk turns. */
function isCorner(blocked: Uint8Array, w: number, h: number, x: number, y: number): boolean {
  for (let dy = -1; dy <= 1; dy += 2) {
    for (let dx = -1; dx <= 1; dx += 2) {
      if (isBlocked(blocked, w, h, x + dx, y + dy) && !isBlocked(blocked, w, h, x + dx, y) && !isBlocked(blocked, w, h, x, y + dy))
        return true;
    }
  }
  return false;
}

export function cellCentre(g: HallGrid, i: number): [number, number] {
  return [g.ox + ((i % g.w) + 0.5) * g.cell, g.oy + (((i / g.w) | 0) + 0.5) * g.cell];
}

export function cellsSee(g: HallGrid, a: number, b: number): boolean {
  return lineOfSight(g.sight, a % g.w, (a / g.w) | 0, b % g.w, (b / g.w) | 0);
}

const queue = new FlatQueue<number>();

/**
 * The offset of corner `s`'s row in `g.dist`, searched (Dijkstra over the visibility graph) the first time
 * it is asked for. The graph is undirected, so row `s` also gives every corner's distance to `s`.
 */
export function distRow(g: HallGrid, s: number): number {
  const n = g.corners.length;
  if (g.rowReady[s]) return s * n;
  const { adjStart, adjTo, adjW } = g;
  // The search runs in doubles and is stored rounded, so a stored float never re-opens a settled corner.
  const row = new Float64Array(n).fill(Infinity);
  row[s] = 0;
  queue.clear();
  queue.push(s, 0);
  while (queue.length > 0) {
    const d = queue.peekValue() as number;
    const u = queue.pop() as number;
    if (d > row[u]!) continue;
    for (let k = adjStart[u]!; k < adjStart[u + 1]!; k++) {
      const v = adjTo[k]!;
      const nd = d + adjW[k]!;
      if (nd < row[v]!) {
        row[v] = nd;
        queue.push(v, nd);
      }
    }
  }
  g.dist.set(row, s * n);
  g.rowReady[s] = 1;
  return s * n;
}
