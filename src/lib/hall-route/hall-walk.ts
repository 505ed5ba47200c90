/**
 * Walks inside one prepared hall: where a place is entered (its ports), the distance between two places
 * and the polyline of the walk. A stand is reached at the free cells along its edges (sampled every metre),
 * its arrival point being the nearest point of its edge, so the walk ends at the stand's front on the aisle
 * it comes along.
 */
import type { HallShape } from '../../contract/halls';
import { nearestPointOnPolygon, pointInPolygon, polygonBox, polygonCentroid, segmentCrossesPolygon } from './geometry';
import { cellCentre, cellsSee, lineOfSight, type HallGrid } from './hall-grid';

export interface Port {
  cell: number;
  /** The cell's centre, decimetres. */
  cx: number;
  cy: number;
  /** Where the walk starts or ends, decimetres (a stand's edge, an entrance's middle, a tapped point). */
  x: number;
  y: number;
  /** Distance from the arrival point to the cell's centre, decimetres. */
  extra: number;
  /** Corners this cell sees and the distances to them (decimetres). */
  seen: Int32Array;
  seenD: Float32Array;
}

/**
 * A place to walk from or to: its ports, and the corners any of them sees merged into one list with the
 * cheapest way in (what the distances loop over, far fewer than ports × corners).
 */
export interface Place {
  ports: Port[];
  entryCorner: Int32Array;
  entryCost: Float64Array;
  /** The port each entry comes from. */
  entryPort: Int32Array;
  /** The box of the ports' cell centres, decimetres: a straight walk between far places is never tried. */
  box: [number, number, number, number];
}

export interface PreparedHall {
  grid: HallGrid;
  /** Places of shapes (stand, entrance, door, service, room), computed once when first asked. */
  shapePlaces: Map<number, Place>;
}

function makePlace(g: HallGrid, ports: Port[]): Place {
  const best = new Map<number, [number, number]>();
  ports.forEach((port, pi) => {
    for (let s = 0; s < port.seen.length; s++) {
      const cost = port.extra + port.seenD[s]!;
      const known = best.get(port.seen[s]!);
      if (!known || cost < known[0]) best.set(port.seen[s]!, [cost, pi]);
    }
  });
  // An entry another one reaches no later (through the corners' distances) never starts a shortest walk.
  const n = g.corners.length;
  const all = [...best];
  const kept = all.filter(
    ([corner, [cost]]) => !all.some(([other, [otherCost]]) => other !== corner && otherCost + g.dist[other * n + corner]! < cost - 1e-6),
  );
  const entryCorner = new Int32Array(kept.length);
  const entryCost = new Float64Array(kept.length);
  const entryPort = new Int32Array(kept.length);
  let k = 0;
  for (const [corner, [cost, pi]] of kept) {
    entryCorner[k] = corner;
    entryCost[k] = cost;
    entryPort[k] = pi;
    k++;
  }
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const port of ports) {
    box[0] = Math.min(box[0], port.cx);
    box[1] = Math.min(box[1], port.cy);
    box[2] = Math.max(box[2], port.cx);
    box[3] = Math.max(box[3], port.cy);
  }
  return { ports, entryCorner, entryCost, entryPort, box };
}

function makePort(g: HallGrid, cell: number, x: number, y: number): Port {
  const [cx, cy] = cellCentre(g, cell);
  const px = cell % g.w;
  const py = (cell / g.w) | 0;
  const seen: number[] = [];
  const seenD: number[] = [];
  for (let c = 0; c < g.corners.length; c++) {
    const kx = g.cornerX[c]!;
    const ky = g.cornerY[c]!;
    if ((kx === px && ky === py) || lineOfSight(g.blocked, g.w, g.h, px, py, kx, ky)) {
      seen.push(c);
      seenD.push(Math.hypot(kx - px, ky - py) * g.cell);
    }
  }
  return { cell, cx, cy, x, y, extra: Math.hypot(cx - x, cy - y), seen: Int32Array.from(seen), seenD: Float32Array.from(seenD) };
}

/**
 * Whether the straight step from (x, y) to the centre of `cell` crosses any stand, wall, service or room
 * other than `except`. Every shape near the step is checked exactly, for shapes may overlap and a cell
 * remembers only one of them.
 */
function stepIsClear(g: HallGrid, cell: number, x: number, y: number, except: number): boolean {
  const [cx, cy] = cellCentre(g, cell);
  const minX = Math.min(x, cx);
  const maxX = Math.max(x, cx);
  const minY = Math.min(y, cy);
  const maxY = Math.max(y, cy);
  const shapes = g.plan.shapes;
  for (let i = 0; i < shapes.length; i++) {
    const k = shapes[i]!.k;
    if (i === except || k === 'entrance' || k === 'door') continue;
    const b = i * 4;
    if (g.shapeBoxes[b]! >= maxX || g.shapeBoxes[b + 2]! <= minX || g.shapeBoxes[b + 1]! >= maxY || g.shapeBoxes[b + 3]! <= minY) continue;
    if (segmentCrossesPolygon(shapes[i]!.p, x, y, cx, cy)) return false;
  }
  return true;
}

/** The free cells along a blocking shape's edges, about a metre apart, each with its point on the edge. */
function obstaclePorts(g: HallGrid, index: number, shape: HallShape): Port[] {
  const ports: Port[] = [];
  const kept: number[] = [];
  const spacing = Math.max(1, Math.round(10 / g.cell));
  const box = polygonBox(shape.p);
  const xa = Math.max(0, Math.floor((box.minX - g.ox) / g.cell));
  const xb = Math.min(g.w - 1, Math.floor((box.maxX - g.ox) / g.cell));
  const ya = Math.max(0, Math.floor((box.minY - g.oy) / g.cell));
  const yb = Math.min(g.h - 1, Math.floor((box.maxY - g.oy) / g.cell));
  for (const i of boxCells(g, xa, xb, ya, yb)) {
    if (g.owner[i]! !== index) continue;
    const x0 = i % g.w;
    const y0 = (i / g.w) | 0;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const nx = x0 + dx;
        const ny = y0 + dy;
        if (nx < 0 || ny < 0 || nx >= g.w || ny >= g.h) continue;
        const c = ny * g.w + nx;
        if (g.blocked[c]!) continue;
        if (kept.some((k) => Math.max(Math.abs((k % g.w) - nx), Math.abs(((k / g.w) | 0) - ny)) < spacing)) continue;
        const [cx, cy] = cellCentre(g, c);
        const [ex, ey] = nearestPointOnPolygon(shape.p, cx, cy);
        if (!stepIsClear(g, c, ex, ey, index)) continue;
        kept.push(c);
        ports.push(makePort(g, c, ex, ey));
      }
    }
  }
  return ports;
}

function* boxCells(g: HallGrid, xa: number, xb: number, ya: number, yb: number): Generator<number> {
  for (let y = ya; y <= yb; y++) for (let x = xa; x <= xb; x++) yield y * g.w + x;
}

/** An entrance or a door: the free cell nearest its middle (inside it where it has a free cell). */
function openingPorts(g: HallGrid, shape: HallShape): Port[] {
  const [mx, my] = polygonCentroid(shape.p);
  const cell = nearestFreeCell(g, mx, my, -1, (c) => {
    const [cx, cy] = cellCentre(g, c);
    return pointInPolygon(shape.p, cx, cy);
  });
  if (cell < 0) return [];
  const [cx, cy] = cellCentre(g, cell);
  return [makePort(g, cell, cx, cy)];
}

/** Nearest free cell to a point whose step from the point is clear, preferring cells that pass `prefer`. */
function nearestFreeCell(g: HallGrid, x: number, y: number, except: number, prefer?: (cell: number) => boolean): number {
  const maxRadius = Math.ceil(30 / g.cell);
  const cx = Math.floor((x - g.ox) / g.cell);
  const cy = Math.floor((y - g.oy) / g.cell);
  let best = -1;
  let bestD = Infinity;
  for (const pass of prefer ? [true, false] : [false]) {
    for (let r = 0; r <= maxRadius && best < 0; r++) {
      for (let yy = cy - r; yy <= cy + r; yy++) {
        for (let xx = cx - r; xx <= cx + r; xx++) {
          if (Math.max(Math.abs(xx - cx), Math.abs(yy - cy)) !== r) continue;
          if (xx < 0 || yy < 0 || xx >= g.w || yy >= g.h) continue;
          const c = yy * g.w + xx;
          if (g.blocked[c]! || (pass && prefer && !prefer(c))) continue;
          const [px, py] = cellCentre(g, c);
          const d = Math.hypot(px - x, py - y);
          if (d < bestD && stepIsClear(g, c, x, y, except)) {
            best = c;
            bestD = d;
          }
        }
      }
    }
    if (best >= 0) break;
  }
  return best;
}

export function shapePlace(hall: PreparedHall, index: number): Place {
  let place = hall.shapePlaces.get(index);
  if (!place) {
    const shape = hall.grid.plan.shapes[index]!;
    place = makePlace(
      hall.grid,
      shape.k === 'entrance' || shape.k === 'door' ? openingPorts(hall.grid, shape) : obstaclePorts(hall.grid, index, shape),
    );
    hall.shapePlaces.set(index, place);
  }
  return place;
}

/** A point on the plan: inside a stand, a service or a room it means that shape, otherwise the nearest free cell. */
export function pointPlace(hall: PreparedHall, x: number, y: number): Place {
  const g = hall.grid;
  const inside = g.plan.shapes.findIndex((s) => (s.k === 'stand' || s.k === 'service' || s.k === 'room') && pointInPolygon(s.p, x, y));
  if (inside >= 0) return shapePlace(hall, inside);
  const free = nearestFreeCell(g, x, y, -1);
  return makePlace(g, free < 0 ? [] : [makePort(g, free, x, y)]);
}

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
    const row = place.entryCorner[e]! * n;
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

/**
 * `directWithin`: how far apart (decimetres) two ports may be for a straight walk between them to be tried.
 * A tour's matrix of distances limits it, for a far straight walk along an aisle is only a little shorter
 * than the one through the aisle's corners, and the ordering does not need that; the drawn legs try all.
 */
function bestBetween(g: HallGrid, from: Place, fromCorners: Float64Array, to: Place, directWithin = Infinity): Best {
  const best: Best = { d: Infinity, entry: -1, a: -1, b: -1 };
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
  if (Math.hypot(gapX, gapY) > Math.min(best.d, directWithin)) return best;
  for (let ai = 0; ai < from.ports.length; ai++) {
    const a = from.ports[ai]!;
    for (let bi = 0; bi < to.ports.length; bi++) {
      const b = to.ports[bi]!;
      const straight = Math.hypot(a.cx - b.cx, a.cy - b.cy);
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
  while (u !== cb && guard-- > 0) {
    const target = g.dist[u * n + cb]!;
    let next = -1;
    let bestGap = Infinity;
    for (let k = g.adjStart[u]!; k < g.adjStart[u + 1]!; k++) {
      const v = g.adjTo[k]!;
      const gap = g.adjW[k]! + g.dist[v * n + cb]! - target;
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
  return Math.hypot(ax - bx, ay - by) + Math.hypot(bx - cx, by - cy);
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
  for (let i = 2; i < points.length; i += 2) sum += Math.hypot(points[i]! - points[i - 2]!, points[i + 1]! - points[i - 1]!);
  return sum;
}
