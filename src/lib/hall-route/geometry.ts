/**
 * Plane geometry on the plans' flat polygons ([x1, y1, x2, y2, …], decimetres, y downwards as in SVG).
 * "Inside" and "crossing" mean the open interior: a walk may run along a stand's edge or touch its corner,
 * never enter it.
 */

/**
 * The length of (dx, dy). Not Math.hypot: V8 builds an array of its arguments on every call, which made it
 * most of what a tour allocated (and the garbage collector's work with it).
 */
export function norm(dx: number, dy: number): number {
  return Math.sqrt(dx * dx + dy * dy);
}

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function polygonBox(p: readonly number[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i + 1 < p.length; i += 2) {
    if (p[i]! < minX) minX = p[i]!;
    if (p[i]! > maxX) maxX = p[i]!;
    if (p[i + 1]! < minY) minY = p[i + 1]!;
    if (p[i + 1]! > maxY) maxY = p[i + 1]!;
  }
  return { minX, minY, maxX, maxY };
}

/** Even-odd rule; a point on the boundary may land either way, callers only ask about points off it. */
export function pointInPolygon(p: readonly number[], x: number, y: number): boolean {
  let inside = false;
  const n = p.length >> 1;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const xi = p[2 * i]!;
    const yi = p[2 * i + 1]!;
    const xj = p[2 * j]!;
    const yj = p[2 * j + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function polygonCentroid(p: readonly number[]): [number, number] {
  // The vertices' mean: enough to pick "the middle" of an entrance or a door, which are small and convex.
  let x = 0;
  let y = 0;
  const n = p.length >> 1;
  for (let i = 0; i < n; i++) {
    x += p[2 * i]!;
    y += p[2 * i + 1]!;
  }
  return n === 0 ? [0, 0] : [x / n, y / n];
}

/** Whether segment a–b has a point strictly inside the open rectangle (x0, x1) × (y0, y1). */
export function segmentEntersOpenBox(
  ax: number,
  ay: number,
  bx: number,
  by: number,
  x0: number,
  y0: number,
  x1: number,
  y1: number,
): boolean {
  // Liang–Barsky against the closed box, then the clipped part's midpoint decides: a clipped segment lying
  // on the box's edge (a stand's side on a grid line) never reaches the open interior.
  let t0 = 0;
  let t1 = 1;
  const dx = bx - ax;
  const dy = by - ay;
  // The four clipping planes unrolled: this runs for every cell a polygon's box covers.
  for (let i = 0; i < 4; i++) {
    const p = i === 0 ? -dx : i === 1 ? dx : i === 2 ? -dy : dy;
    const q = i === 0 ? ax - x0 : i === 1 ? x1 - ax : i === 2 ? ay - y0 : y1 - ay;
    if (p === 0) {
      if (q < 0) return false;
    } else {
      const r = q / p;
      if (p < 0) {
        if (r > t1) return false;
        if (r > t0) t0 = r;
      } else {
        if (r < t0) return false;
        if (r < t1) t1 = r;
      }
    }
  }
  const tm = (t0 + t1) / 2;
  const mx = ax + dx * tm;
  const my = ay + dy * tm;
  return mx > x0 && mx < x1 && my > y0 && my < y1;
}

/** Whether a polygon's open interior meets the open rectangle (the grid's test for a blocked cell). */
export function polygonOverlapsOpenBox(p: readonly number[], x0: number, y0: number, x1: number, y1: number): boolean {
  const n = p.length >> 1;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    if (segmentEntersOpenBox(p[2 * j]!, p[2 * j + 1]!, p[2 * i]!, p[2 * i + 1]!, x0, y0, x1, y1)) return true;
  }
  // No edge inside the box: either the box is wholly inside the polygon or wholly outside.
  return pointInPolygon(p, (x0 + x1) / 2, (y0 + y1) / 2);
}

function orientation(ax: number, ay: number, bx: number, by: number, cx: number, cy: number): number {
  const v = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
  return Math.abs(v) < 1e-9 ? 0 : Math.sign(v);
}

/**
 * Whether segment a–b passes through the polygon's open interior. Used to prove a route never crosses a
 * stand or a wall: the segment is cut at every crossing with an edge, and each piece's midpoint is tested.
 */
export function segmentCrossesPolygon(p: readonly number[], ax: number, ay: number, bx: number, by: number): boolean {
  const n = p.length >> 1;
  const cuts = [0, 1];
  const dx = bx - ax;
  const dy = by - ay;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const cx = p[2 * j]!;
    const cy = p[2 * j + 1]!;
    const ex = p[2 * i]!;
    const ey = p[2 * i + 1]!;
    const o1 = orientation(ax, ay, bx, by, cx, cy);
    const o2 = orientation(ax, ay, bx, by, ex, ey);
    if (o1 === 0) cuts.push(projectT(ax, ay, dx, dy, cx, cy));
    if (o2 === 0) cuts.push(projectT(ax, ay, dx, dy, ex, ey));
    if (o1 * o2 < 0) {
      const o3 = orientation(cx, cy, ex, ey, ax, ay);
      const o4 = orientation(cx, cy, ex, ey, bx, by);
      if (o3 * o4 <= 0) {
        const den = dx * (ey - cy) - dy * (ex - cx);
        if (den !== 0) cuts.push(((cx - ax) * (ey - cy) - (cy - ay) * (ex - cx)) / den);
      }
    }
  }
  const ts = cuts.filter((t) => t >= 0 && t <= 1).sort((a, b) => a - b);
  for (let i = 1; i < ts.length; i++) {
    if (ts[i]! - ts[i - 1]! < 1e-9) continue;
    const tm = (ts[i]! + ts[i - 1]!) / 2;
    const mx = ax + dx * tm;
    const my = ay + dy * tm;
    if (pointInPolygon(p, mx, my) && distanceToPolygonEdge(p, mx, my) > 1e-6) return true;
  }
  return false;
}

function projectT(ax: number, ay: number, dx: number, dy: number, x: number, y: number): number {
  const len2 = dx * dx + dy * dy;
  return len2 === 0 ? 0 : ((x - ax) * dx + (y - ay) * dy) / len2;
}

/** The point of the polygon's boundary nearest to (x, y). */
export function nearestPointOnPolygon(p: readonly number[], x: number, y: number): [number, number] {
  let best = Infinity;
  let bx = x;
  let by = y;
  const n = p.length >> 1;
  for (let i = 0, j = n - 1; i < n; j = i++) {
    const cx = p[2 * j]!;
    const cy = p[2 * j + 1]!;
    const dx = p[2 * i]! - cx;
    const dy = p[2 * i + 1]! - cy;
    const t = Math.max(0, Math.min(1, projectT(cx, cy, dx, dy, x, y)));
    const px = cx + dx * t;
    const py = cy + dy * t;
    const d = (px - x) ** 2 + (py - y) ** 2;
    if (d < best) {
      best = d;
      bx = px;
      by = py;
    }
  }
  return [bx, by];
}

function distanceToPolygonEdge(p: readonly number[], x: number, y: number): number {
  const [nx, ny] = nearestPointOnPolygon(p, x, y);
  return norm(nx - x, ny - y);
}
