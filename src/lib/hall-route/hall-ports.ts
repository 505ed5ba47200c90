/**
 * Where a walk enters a place in a prepared hall (its ports). A stand is reached at the free cells along its
 * edges (sampled every metre), its arrival point being the nearest point of its edge, so the walk ends at
 * the stand's front on the aisle it comes along. Worked out the first time a walk starts or ends at a
 * place, so a tour's first run pays it for every stop: the loops below reuse buffers rather than allocate.
 */
import type { HallShape } from '../../contract/halls';
import { nearestPointOnPolygon, norm, pointInPolygon, polygonBox, polygonCentroid, segmentCrossesPolygon } from './geometry';
import { cellCentre, distRow, type HallGrid } from './hall-grid';
import { inShade, lineOfSight, shadesFrom } from './sight';

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

/** Per-grid buffers of one entry per corner, and the shapes near each block of cells (see stepIsClear). */
interface Scratch {
  cost: Float64Array;
  port: Int32Array;
  list: Int32Array;
  seen: Int32Array;
  seenD: Float32Array;
  shades: Int32Array;
  /** Shape indices whose box meets each block of BLOCK × BLOCK cells (compressed rows). */
  blockStart: Int32Array;
  blockShapes: Int32Array;
  bw: number;
}

const BLOCK = 16;
const scratches = new WeakMap<HallGrid, Scratch>();

function scratchOf(g: HallGrid): Scratch {
  let s = scratches.get(g);
  if (s) return s;
  const n = g.corners.length;
  const bw = Math.ceil(g.w / BLOCK);
  const bh = Math.ceil(g.h / BLOCK);
  // Blocks each shape's box meets, as (block, shape) pairs sorted into rows: built once, a few thousand.
  const lists: number[][] = Array.from({ length: bw * bh }, () => []);
  const shapes = g.plan.shapes;
  for (let i = 0; i < shapes.length; i++) {
    const k = shapes[i]!.k;
    if (k === 'entrance' || k === 'door') continue;
    const b = i * 4;
    const xa = Math.max(0, Math.floor((g.shapeBoxes[b]! - g.ox) / g.cell / BLOCK));
    const xb = Math.min(bw - 1, Math.floor((g.shapeBoxes[b + 2]! - g.ox) / g.cell / BLOCK));
    const ya = Math.max(0, Math.floor((g.shapeBoxes[b + 1]! - g.oy) / g.cell / BLOCK));
    const yb = Math.min(bh - 1, Math.floor((g.shapeBoxes[b + 3]! - g.oy) / g.cell / BLOCK));
    for (let y = ya; y <= yb; y++) for (let x = xa; x <= xb; x++) lists[y * bw + x]!.push(i);
  }
  const blockStart = new Int32Array(lists.length + 1);
  lists.forEach((list, i) => (blockStart[i + 1] = blockStart[i]! + list.length));
  const blockShapes = new Int32Array(blockStart[lists.length]!);
  lists.forEach((list, i) => blockShapes.set(list, blockStart[i]!));
  s = {
    cost: new Float64Array(n).fill(Infinity),
    port: new Int32Array(n),
    list: new Int32Array(n),
    seen: new Int32Array(n),
    seenD: new Float32Array(n),
    shades: new Int32Array(12),
    blockStart,
    blockShapes,
    bw,
  };
  scratches.set(g, s);
  return s;
}

function makePlace(g: HallGrid, ports: Port[]): Place {
  const s = scratchOf(g);
  const { cost, port, list } = s;
  // The cheapest way into each corner any port sees, the first port on a tie, in the order first seen.
  let count = 0;
  for (let pi = 0; pi < ports.length; pi++) {
    const p = ports[pi]!;
    for (let k = 0; k < p.seen.length; k++) {
      const c = p.seen[k]!;
      const value = p.extra + p.seenD[k]!;
      if (cost[c] === Infinity) list[count++] = c;
      if (value < cost[c]!) {
        cost[c] = value;
        port[c] = pi;
      }
    }
  }
  // An entry another one reaches no later (through the corners' distances) never starts a shortest walk;
  // keeping one costs a little time, never a longer walk.
  const kept: number[] = [];
  for (let a = 0; a < count; a++) {
    const c = list[a]!;
    const bound = cost[c]! - 1e-6;
    let dominated = false;
    for (let b = 0; b < count && !dominated; b++) {
      const o = list[b]!;
      // Distances are never negative: only a cheaper entry can reach c sooner.
      // Only rows already searched are read: searching one just to drop an entry cost a walk's end more
      // than the entry itself (a destination's entries need no rows at all).
      if (o !== c && cost[o]! < bound && g.rowReady[o] && cost[o]! + g.dist[distRow(g, o) + c]! < bound) dominated = true;
    }
    if (!dominated) kept.push(c);
  }
  const entryCorner = Int32Array.from(kept);
  const entryCost = new Float64Array(kept.length);
  const entryPort = new Int32Array(kept.length);
  for (let k = 0; k < kept.length; k++) {
    entryCost[k] = cost[kept[k]!]!;
    entryPort[k] = port[kept[k]!]!;
  }
  for (let a = 0; a < count; a++) cost[list[a]!] = Infinity;
  const box: [number, number, number, number] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const p of ports) {
    box[0] = Math.min(box[0], p.cx);
    box[1] = Math.min(box[1], p.cy);
    box[2] = Math.max(box[2], p.cx);
    box[3] = Math.max(box[3], p.cy);
  }
  return { ports, entryCorner, entryCost, entryPort, box };
}

function makePort(g: HallGrid, cell: number, x: number, y: number): Port {
  const [cx, cy] = cellCentre(g, cell);
  const px = cell % g.w;
  const py = (cell / g.w) | 0;
  const { seen, seenD, shades } = scratchOf(g);
  shadesFrom(g.sight, px, py, shades);
  let count = 0;
  for (let c = 0; c < g.corners.length; c++) {
    const kx = g.cornerX[c]!;
    const ky = g.cornerY[c]!;
    if ((kx === px && ky === py) || (!inShade(shades, px, py, kx, ky) && lineOfSight(g.sight, px, py, kx, ky))) {
      seen[count] = c;
      seenD[count++] = norm(kx - px, ky - py) * g.cell;
    }
  }
  return { cell, cx, cy, x, y, extra: norm(cx - x, cy - y), seen: seen.slice(0, count), seenD: seenD.slice(0, count) };
}

/**
 * Whether the straight step from (x, y) to the centre of `cell` crosses any stand, wall, service or room
 * other than `except`. Every shape near the step is checked exactly, for shapes may overlap and a cell
 * remembers only one of them; the blocks of cells the step's box meets say which shapes are near.
 */
function stepIsClear(g: HallGrid, cell: number, x: number, y: number, except: number): boolean {
  const [cx, cy] = cellCentre(g, cell);
  const minX = Math.min(x, cx);
  const maxX = Math.max(x, cx);
  const minY = Math.min(y, cy);
  const maxY = Math.max(y, cy);
  const { blockStart, blockShapes, bw } = scratchOf(g);
  const bh = (blockStart.length - 1) / bw;
  const size = g.cell * BLOCK;
  const xa = Math.max(0, Math.floor((minX - g.ox) / size));
  const xb = Math.min(bw - 1, Math.floor((maxX - g.ox) / size));
  const ya = Math.max(0, Math.floor((minY - g.oy) / size));
  const yb = Math.min(bh - 1, Math.floor((maxY - g.oy) / size));
  const shapes = g.plan.shapes;
  for (let by = ya; by <= yb; by++) {
    for (let bx = xa; bx <= xb; bx++) {
      const block = by * bw + bx;
      for (let k = blockStart[block]!; k < blockStart[block + 1]!; k++) {
        const i = blockShapes[k]!;
        if (i === except) continue;
        const b = i * 4;
        if (g.shapeBoxes[b]! >= maxX || g.shapeBoxes[b + 2]! <= minX || g.shapeBoxes[b + 1]! >= maxY || g.shapeBoxes[b + 3]! <= minY)
          continue;
        if (segmentCrossesPolygon(shapes[i]!.p, x, y, cx, cy)) return false;
      }
    }
  }
  return true;
}

/** The free cells along a blocking shape's edges, about a metre apart, each with its point on the edge. */
function obstaclePorts(g: HallGrid, index: number, shape: HallShape): Port[] {
  const ports: Port[] = [];
  const spacing = Math.max(1, Math.round(10 / g.cell));
  const box = polygonBox(shape.p);
  const xa = Math.max(0, Math.floor((box.minX - g.ox) / g.cell));
  const xb = Math.min(g.w - 1, Math.floor((box.maxX - g.ox) / g.cell));
  const ya = Math.max(0, Math.floor((box.minY - g.oy) / g.cell));
  const yb = Math.min(g.h - 1, Math.floor((box.maxY - g.oy) / g.cell));
  for (let y0 = ya; y0 <= yb; y0++) {
    for (let x0 = xa; x0 <= xb; x0++) {
      if (g.owner[y0 * g.w + x0]! !== index) continue;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = x0 + dx;
          const ny = y0 + dy;
          if (nx < 0 || ny < 0 || nx >= g.w || ny >= g.h) continue;
          const c = ny * g.w + nx;
          if (g.blocked[c]! || tooClose(g, ports, nx, ny, spacing)) continue;
          const [cx, cy] = cellCentre(g, c);
          const [ex, ey] = nearestPointOnPolygon(shape.p, cx, cy);
          if (!stepIsClear(g, c, ex, ey, index)) continue;
          ports.push(makePort(g, c, ex, ey));
        }
      }
    }
  }
  return ports;
}

function tooClose(g: HallGrid, ports: readonly Port[], x: number, y: number, spacing: number): boolean {
  for (const port of ports) {
    if (Math.max(Math.abs((port.cell % g.w) - x), Math.abs(((port.cell / g.w) | 0) - y)) < spacing) return true;
  }
  return false;
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
          const d = norm(px - x, py - y);
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
