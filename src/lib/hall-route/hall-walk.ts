/**
 * Walks inside one prepared hall between two places (hall-ports.ts says where each is entered): the
 * distance, through the corners' all-pairs distances or straight, and the polyline of the walk.
 */
import { norm } from './geometry';
import { cellCentre, cellsSee, distRow, type HallGrid } from './hall-grid';
import type { Place, Port } from './hall-ports';

export interface Connection {
  metres: number;
  /** Polyline, decimetres: [x1, y1, x2, y2, …]. */
  points: number[];
}

/**
 * For each corner, the shortest walk to it from the place (decimetres) and the entry it starts by; what
 * every distance from this place shares.
 */
export function distancesFrom(g: HallGrid, place: Place): { d: Float64Array; via: Int32Array } {
  const n = g.corners.length;
  const d = new Float64Array(n).fill(Infinity);
  const via = new Int32Array(n).fill(-1);
  for (let e = 0; e < place.entryCorner.length; e++) {
    const base = place.entryCost[e]!;
    const row = distRow(g, place.entryCorner[e]!);
    for (let k = 0; k < n; k++) {
      const value = base + g.dist[row + k]!;
      if (value < d[k]!) {
        d[k] = value;
        via[k] = e;
      }
    }
  }
  return { d, via };
}

interface Best {
  d: number;
  /** Entry of `to` (-1: a straight walk between ports `a` and `b`). */
  entry: number;
  a: number;
  b: number;
}

/** bestBetween's answer, one object reused: a tour asks 3,600 times, and callers read it at once. */
const found: Best = { d: Infinity, entry: -1, a: -1, b: -1 };

/**
 * `directWithin`: how far apart (decimetres) two ports may be for a straight walk between them to be tried.
 * A tour's matrix of distances limits it, for a far straight walk along an aisle is only a little shorter
 * than the one through the aisle's corners, and the ordering does not need that; the drawn legs try all.
 */
function bestBetween(g: HallGrid, from: Place, fromCorners: Float64Array, to: Place, directWithin = Infinity): Best {
  const best = found;
  best.d = Infinity;
  best.entry = -1;
  best.a = -1;
  best.b = -1;
  for (let e = 0; e < to.entryCorner.length; e++) {
    const d = fromCorners[to.entryCorner[e]!]! + to.entryCost[e]!;
    if (d < best.d) {
      best.d = d;
      best.entry = e;
    }
  }
  // A straight walk needs no corner: try it where it could beat the best found.
  const gapX = Math.max(0, from.box[0] - to.box[2], to.box[0] - from.box[2]);
  const gapY = Math.max(0, from.box[1] - to.box[3], to.box[1] - from.box[3]);
  if (norm(gapX, gapY) > Math.min(best.d, directWithin)) return best;
  for (let ai = 0; ai < from.ports.length; ai++) {
    const a = from.ports[ai]!;
    for (let bi = 0; bi < to.ports.length; bi++) {
      const b = to.ports[bi]!;
      const straight = norm(a.cx - b.cx, a.cy - b.cy);
      const d = a.extra + straight + b.extra;
      if (d < best.d && straight <= directWithin && (a.cell === b.cell || cellsSee(g, a.cell, b.cell))) {
        best.d = d;
        best.entry = -1;
        best.a = ai;
        best.b = bi;
      }
    }
  }
  return best;
}

/** Shortest walk between two places given the first's corner distances (decimetres; Infinity when apart). */
export function distanceBetween(g: HallGrid, from: Place, fromCorners: Float64Array, to: Place, directWithin = Infinity): number {
  return bestBetween(g, from, fromCorners, to, directWithin).d;
}

/** The shortest walk between two places with its polyline, or null when no walk joins them. */
export function connect(g: HallGrid, from: Place, to: Place, known?: { d: Float64Array; via: Int32Array }): Connection | null {
  const { d: fromCorners, via } = known ?? distancesFrom(g, from);
  const best = bestBetween(g, from, fromCorners, to);
  if (best.d === Infinity) return null;
  let a: Port;
  let b: Port;
  const cells: number[] = [];
  if (best.entry < 0) {
    a = from.ports[best.a]!;
    b = to.ports[best.b]!;
    cells.push(a.cell);
  } else {
    const cb = to.entryCorner[best.entry]!;
    const fromEntry = via[cb]!;
    a = from.ports[from.entryPort[fromEntry]!]!;
    b = to.ports[to.entryPort[best.entry]!]!;
    cells.push(a.cell);
    for (const c of cornerPath(g, from.entryCorner[fromEntry]!, cb)) cells.push(g.corners[c]!);
  }
  cells.push(b.cell);
  const pulled = nudge(g, pullString(g, cells));
  const points: number[] = [a.x, a.y];
  for (const c of pulled) points.push(...cellCentre(g, c));
  points.push(b.x, b.y);
  const clean = dropRepeats(points);
  return { metres: polylineLength(clean) / 10, points: clean };
}

/** Corners from ca to cb along the all-pairs distances: each step takes an edge that keeps the sum exact. */
function cornerPath(g: HallGrid, ca: number, cb: number): number[] {
  const n = g.corners.length;
  const path = [ca];
  let u = ca;
  let guard = n;
  // Distances to cb, read from cb's own row (the graph is undirected).
  const toB = distRow(g, cb);
  while (u !== cb && guard-- > 0) {
    const target = g.dist[toB + u]!;
    let next = -1;
    let bestGap = Infinity;
    for (let k = g.adjStart[u]!; k < g.adjStart[u + 1]!; k++) {
      const v = g.adjTo[k]!;
      const gap = g.adjW[k]! + g.dist[toB + v]! - target;
      if (gap < bestGap) {
        bestGap = gap;
        next = v;
      }
    }
    if (next < 0) break;
    path.push(next);
    u = next;
  }
  return path;
}

/** Drops every cell the walk can skip in a straight line (string pulling). */
function pullString(g: HallGrid, cells: number[]): number[] {
  const out = [cells[0]!];
  let i = 0;
  while (i < cells.length - 1) {
    let j = cells.length - 1;
    while (j > i + 1 && !cellsSee(g, cells[i]!, cells[j]!)) j--;
    out.push(cells[j]!);
    i = j;
  }
  return out;
}

/**
 * Moves each bend to a neighbouring cell where that shortens the walk: a shortest walk through cell centres
 * may bend beside an obstacle's corner cell rather than on it (half a cell's difference, which adds up on
 * short walks round thin walls).
 */
function nudge(g: HallGrid, cells: number[]): number[] {
  const out = [...cells];
  for (let round = 0; round < 3; round++) {
    let moved = false;
    for (let i = 1; i < out.length - 1; i++) {
      const prev = out[i - 1]!;
      const next = out[i + 1]!;
      const x = out[i]! % g.w;
      const y = (out[i]! / g.w) | 0;
      let best = out[i]!;
      let bestLength = bendLength(g, prev, best, next);
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if ((dx === 0 && dy === 0) || nx < 0 || ny < 0 || nx >= g.w || ny >= g.h) continue;
          const c = ny * g.w + nx;
          if (g.blocked[c]) continue;
          const length = bendLength(g, prev, c, next);
          if (length < bestLength - 1e-9 && cellsSee(g, prev, c) && cellsSee(g, c, next)) {
            best = c;
            bestLength = length;
          }
        }
      }
      if (best !== out[i]) {
        out[i] = best;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return out;
}

function bendLength(g: HallGrid, a: number, b: number, c: number): number {
  // In cells: only compared with other bends of the same walk.
  const ax = a % g.w;
  const ay = (a / g.w) | 0;
  const bx = b % g.w;
  const by = (b / g.w) | 0;
  const cx = c % g.w;
  const cy = (c / g.w) | 0;
  return norm(ax - bx, ay - by) + norm(bx - cx, by - cy);
}

function dropRepeats(points: number[]): number[] {
  const out: number[] = [points[0]!, points[1]!];
  for (let i = 2; i < points.length; i += 2) {
    if (Math.abs(points[i]! - out[out.length - 2]!) < 1e-9 && Math.abs(points[i + 1]! - out[out.length - 1]!) < 1e-9) continue;
    out.push(points[i]!, points[i + 1]!);
  }
  return out;
}

export function polylineLength(points: readonly number[]): number {
  let sum = 0;
  for (let i = 2; i < points.length; i += 2) sum += norm(points[i]! - points[i - 2]!, points[i + 1]! - points[i - 1]!);
  return sum;
}
