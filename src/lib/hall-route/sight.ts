/**
 * Line of sight between two cells of a hall's grid: every cell the segment between their centres meets
 * must be free, and where the segment passes exactly through a grid vertex, both cells beside it too (a
 * walk keeps clear of an obstacle's corner, and shortest walks then bend only at corner cells). Put
 * otherwise: every cell whose closed square meets the segment is free.
 *
 * It runs for every port against every corner the first time a stand is walked to (about 3,000 times a
 * stand on the bench's hall), so it is checked a line of cells at a time: within one row (or column) the
 * segment meets a contiguous range of cells, and the free run starting at the range's first cell says at
 * once whether all of them are free. A long sight along an aisle costs a few rows instead of hundreds of
 * cells. `walkLineOfSight` is the same test cell by cell, which the tests compare it with.
 */

export interface Sight {
  w: number;
  /** Free cells from each cell rightwards (runX) and downwards (runY), itself included; 0 when blocked. */
  runX: Uint16Array;
  runY: Uint16Array;
}

/** The free runs of a grid. Runs are capped at 65,535 cells, more than any hall's width in cells. */
export function freeRuns(blocked: Uint8Array, w: number, h: number): Sight {
  const runX = new Uint16Array(w * h);
  const runY = new Uint16Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = w - 1; x >= 0; x--) {
      const i = y * w + x;
      if (!blocked[i]) runX[i] = Math.min(65535, x + 1 < w ? runX[i + 1]! + 1 : 1);
    }
  }
  for (let y = h - 1; y >= 0; y--) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      if (!blocked[i]) runY[i] = Math.min(65535, y + 1 < h ? runY[i + w]! + 1 : 1);
    }
  }
  return { w, runX, runY };
}

export function lineOfSight(s: Sight, x0: number, y0: number, x1: number, y1: number): boolean {
  // Shallow segments go row by row along runX, steep ones column by column along runY.
  return Math.abs(x1 - x0) >= Math.abs(y1 - y0) ? alongRuns(s.runX, 1, s.w, x0, y0, x1, y1) : alongRuns(s.runY, s.w, 1, y0, x0, y1, x1);
}

/**
 * The segment from cell (u0, v0) to (u1, v1), |u1 − u0| ≥ |v1 − v0|, line by line of constant v; `run`
 * holds the free runs along u, a cell's index being u × us + v × vs. In half-cell units (centres at odd
 * numbers) the segment's part within line v spans [ua, ub] along u, and the cells meeting it are
 * ceil(ua / 2) − 1 … floor(ub / 2): the first one only touches at ua when ua / 2 is whole. Where the
 * segment leaves a line it enters the next, so ub / 2 is kept as a quotient and a remainder and stepped
 * by whole numbers, Bresenham's way.
 */
function alongRuns(run: Uint16Array, us: number, vs: number, ua: number, va: number, ub: number, vb: number): boolean {
  // The set of cells met does not depend on the direction: go towards larger u.
  const flip = ub < ua;
  const u0 = flip ? ub : ua;
  const v0 = flip ? vb : va;
  const u1 = flip ? ua : ub;
  const v1 = flip ? va : vb;
  const du = 2 * (u1 - u0);
  const dv = 2 * Math.abs(v1 - v0);
  if (dv === 0) return run[v0 * vs + u0 * us]! > u1 - u0;
  const sv = v1 > v0 ? 1 : -1;
  // u (half units) where the segment leaves line v0, half a line from its start: (2 u0 + 1) + du / dv.
  // In cells, over 2: numerator n over denominator 2 dv, as q and r.
  const den = 2 * dv;
  let q = Math.floor(((2 * u0 + 1) * dv + du) / den);
  let r = (2 * u0 + 1) * dv + du - q * den;
  // A whole line further along v moves u by 2 du / dv half units.
  const stepQ = Math.floor((2 * du) / den);
  const stepR = 2 * du - stepQ * den;
  let first = u0;
  for (let v = v0; v !== v1; v += sv) {
    if (run[v * vs + first * us]! <= q - first) return false;
    first = r === 0 ? q - 1 : q;
    q += stepQ;
    r += stepR;
    if (r >= den) {
      r -= den;
      q++;
    }
  }
  return run[v1 * vs + first * us]! > u1 - first;
}

/** The same test by a supercover walk from cell to cell. */
export function walkLineOfSight(blocked: Uint8Array, w: number, x0: number, y0: number, x1: number, y1: number): boolean {
  // Every cell visited (the tie's two side cells too) lies in the box of the two end cells, so inside the
  // grid: the walk steps a cell index instead of checking bounds.
  let dx = Math.abs(x1 - x0);
  let dy = Math.abs(y1 - y0);
  const sx = x1 > x0 ? 1 : -1;
  const sy = y1 > y0 ? w : -w;
  let i = y0 * w + x0;
  let n = dx + dy;
  let err = dx - dy;
  dx *= 2;
  dy *= 2;
  while (n > 0) {
    if (err > 0) {
      i += sx;
      err -= dy;
      n--;
    } else if (err < 0) {
      i += sy;
      err += dx;
      n--;
    } else {
      if (blocked[i + sx] === 1 || blocked[i + sy] === 1) return false;
      i += sx + sy;
      err += dx - dy;
      n -= 2;
    }
    if (blocked[i] === 1) return false;
  }
  return true;
}

/** How far along an axis `shadesFrom` looks for a blocked cell (cells): past an aisle's width. */
const SHADE_REACH = 64;

/**
 * The blocked cells first met straight up, down, left and right of a cell, each with the blocked run
 * through it across the axis: as [t, a, b] per direction (down, up, right, left), t the distance in cells
 * (0: none within reach) and a … b the run's columns (for up and down) or rows. `inShade` uses them to
 * rule out most corners a port cannot see without tracing their lines: a port's own stand hides half the
 * hall, and the stands across its aisle most of the rest.
 */
export function shadesFrom(s: Sight, x: number, y: number, out: Int32Array): Int32Array {
  const w = s.w;
  const h = s.runX.length / w;
  const blocked = (cx: number, cy: number) => cx >= 0 && cy >= 0 && cx < w && cy < h && s.runX[cy * w + cx] === 0;
  for (let k = 0; k < 4; k++) {
    const dx = k === 2 ? 1 : k === 3 ? -1 : 0;
    const dy = k === 0 ? 1 : k === 1 ? -1 : 0;
    out[3 * k] = 0;
    let t = 1;
    while (t <= SHADE_REACH && !blocked(x + t * dx, y + t * dy)) {
      const nx = x + t * dx;
      const ny = y + t * dy;
      if (nx < 0 || ny < 0 || nx >= w || ny >= h) break;
      t++;
    }
    const bx = x + t * dx;
    const by = y + t * dy;
    if (t > SHADE_REACH || !blocked(bx, by)) continue;
    // The run across the axis: columns for up and down, rows for right and left.
    let a = dy !== 0 ? bx : by;
    let b = a;
    if (dy !== 0) {
      while (blocked(a - 1, by)) a--;
      while (blocked(b + 1, by)) b++;
    } else {
      while (blocked(bx, a - 1)) a--;
      while (blocked(bx, b + 1)) b++;
    }
    out[3 * k] = t;
    out[3 * k + 1] = a;
    out[3 * k + 2] = b;
  }
  return out;
}

/**
 * Whether the segment from cell (x, y) to cell (kx, ky), beyond one of the blocked runs `shades` holds,
 * meets that run: it crosses the run's near edge, t − ½ cells from (x, y)'s centre along the axis, at
 * (2x + 1) / 2 + X (2t − 1) / 2D across it (X across, D along), and touching a blocked square is enough
 * to block a sight. Exact, so never a corner the full test would see.
 */
export function inShade(shades: Int32Array, x: number, y: number, kx: number, ky: number): boolean {
  for (let k = 0; k < 4; k++) {
    const t = shades[3 * k]!;
    if (t === 0) continue;
    const along = k === 0 ? ky - y : k === 1 ? y - ky : k === 2 ? kx - x : x - kx;
    if (along < t) continue;
    const across = k < 2 ? kx - x : ky - y;
    const from = k < 2 ? x : y;
    const v = (2 * from + 1) * along + across * (2 * t - 1);
    if (2 * shades[3 * k + 1]! * along <= v && v <= 2 * (shades[3 * k + 2]! + 1) * along) return true;
  }
  return false;
}
