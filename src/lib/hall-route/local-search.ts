/**
 * 2-opt and Or-opt on an open path from a fixed first stop, with neighbour lists and "don't look" marks:
 * a stop is looked at again only when one of its edges changed, and each look tries the moves that would
 * join it to one of its nearest stops. The path's first stop (the start) never moves.
 */

/** How many nearest stops each look tries to join a stop to. */
export const NEIGHBOURS = 10;

/** Each stop's NEIGHBOURS nearest others, nearest first (rows of a flat array). */
export function nearestLists(n: number, m: Float64Array): Int32Array {
  const k = Math.min(NEIGHBOURS, n - 1);
  const near = new Int32Array(n * k);
  const keys = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    // Insertion into a short sorted list: n × k steps, no sort of every row.
    let size = 0;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const v = m[i * n + j]!;
      if (size === k && v >= keys[k - 1]!) continue;
      let at = size < k ? size++ : k - 1;
      while (at > 0 && keys[at - 1]! > v) {
        keys[at] = keys[at - 1]!;
        near[i * k + at] = near[i * k + at - 1]!;
        at--;
      }
      keys[at] = v;
      near[i * k + at] = j;
    }
  }
  return near;
}

const EPS = 1e-9;

/**
 * Shortens `order` (stop 0 first) in place until no move of either kind does; returns it. With `sweeps`,
 * then also until no move between any two stops does (see sweep).
 */
export function improve(order: Int32Array, m: Float64Array, near: Int32Array, sweeps = false): Int32Array {
  const n = order.length;
  const k = near.length / n;
  const pos = new Int32Array(n);
  const spare = new Int32Array(n);
  const spots = new Int32Array(4 * k + 1);
  const queue = new Int32Array(n);
  const queued = new Uint8Array(n);
  let head = 0;
  let size = 0;
  const d = (a: number, b: number) => m[a * n + b]!;
  const wake = (c: number) => {
    if (c < 0 || queued[c]) return;
    queued[c] = 1;
    queue[(head + size) % n] = c;
    size++;
  };
  const place = (from: number, to: number) => {
    for (let i = from; i <= to; i++) pos[order[i]!] = i;
  };
  const reverse = (i: number, j: number) => {
    for (let a = i, b = j; a < b; a++, b--) {
      const t = order[a]!;
      order[a] = order[b]!;
      order[b] = t;
    }
    place(i, j);
  };

  /** 2-opt: a reversal that makes a and one of its nearest stops neighbours. */
  const twoOpt = (a: number): boolean => {
    for (let t = 0; t < k; t++) {
      const c = near[a * k + t]!;
      const px = Math.min(pos[a]!, pos[c]!);
      const py = Math.max(pos[a]!, pos[c]!);
      const x = order[px]!;
      const y = order[py]!;
      // order[px + 1 .. py] reversed: x meets y, order[px + 1] meets order[py + 1] (if any: the path is open).
      if (py > px + 1) {
        const x1 = order[px + 1]!;
        const y1 = py + 1 < n ? order[py + 1]! : -1;
        const delta = d(x, y) - d(x, x1) + (y1 >= 0 ? d(x1, y1) - d(y, y1) : 0);
        if (delta < -EPS) {
          reverse(px + 1, py);
          [x, x1, y, y1].forEach(wake);
          return true;
        }
      }
      // order[px .. py - 1] reversed: order[px - 1] meets order[py - 1], x meets y; the start stays first.
      if (px >= 1 && py - 1 > px) {
        const w = order[px - 1]!;
        const y0 = order[py - 1]!;
        const delta = d(w, y0) + d(x, y) - d(w, x) - d(y0, y);
        if (delta < -EPS) {
          reverse(px, py - 1);
          [w, x, y0, y].forEach(wake);
          return true;
        }
      }
    }
    return false;
  };

  /** Or-opt: a run of one to three stops that a begins or ends moved (either way round) beside a near stop. */
  const orOpt = (a: number): boolean => {
    for (let len = 1; len <= 3; len++) {
      for (let side = 0; side < 2; side++) {
        const i = side === 0 ? pos[a]! : pos[a]! - len + 1;
        const j = i + len - 1;
        if (i < 1 || j >= n || (side === 1 && len === 1)) continue;
        if (moveRun(i, j)) return true;
      }
    }
    return false;
  };

  const moveRun = (i: number, j: number): boolean => {
    const prev = order[i - 1]!;
    const next = j + 1 < n ? order[j + 1]! : -1;
    const first = order[i]!;
    const last = order[j]!;
    const removed = d(prev, first) + (next >= 0 ? d(last, next) - d(prev, next) : 0);
    // Between order[at] and order[at + 1], beside a near stop of either end, or at the path's end.
    let count = 0;
    for (let t = 0; t < k; t++) {
      const pf = pos[near[first * k + t]!]!;
      const pl = pos[near[last * k + t]!]!;
      spots[count++] = pf;
      spots[count++] = pf - 1;
      spots[count++] = pl;
      spots[count++] = pl - 1;
    }
    spots[count++] = n - 1;
    let bestGain = EPS;
    let bestAt = -1;
    let bestFlip = false;
    for (let s = 0; s < count; s++) {
      const at = spots[s]!;
      if (at < 0 || (at >= i - 1 && at <= j)) continue;
      const p = order[at]!;
      const q = at + 1 < n ? order[at + 1]! : -1;
      const base = q >= 0 ? d(p, q) : 0;
      const straight = removed - (d(p, first) + (q >= 0 ? d(last, q) : 0) - base);
      const flipped = removed - (d(p, last) + (q >= 0 ? d(first, q) : 0) - base);
      if (straight > bestGain || flipped > bestGain) {
        bestGain = Math.max(straight, flipped);
        bestAt = at;
        bestFlip = flipped > straight;
      }
    }
    if (bestAt < 0) return false;
    const p = order[bestAt]!;
    const q = bestAt + 1 < n ? order[bestAt + 1]! : -1;
    // Rebuild the path with the run cut out and put back after order[bestAt].
    const len = j - i + 1;
    let w = 0;
    for (let r = 0; r < n; r++) {
      if (r >= i && r <= j) continue;
      spare[w++] = order[r]!;
      if (r === bestAt) for (let s = 0; s < len; s++) spare[w++] = order[bestFlip ? j - s : i + s]!;
    }
    order.set(spare);
    place(0, n - 1);
    [prev, next, first, last, p, q].forEach(wake);
    return true;
  };

  /**
   * One sweep of 2-opt over every pair, not only near ones (n² / 2 sums, cheap for a tour's few dozen
   * stops): on clustered stops with many equal walks, ten neighbours can miss the reversal that helps.
   */
  const sweep = (): boolean => {
    let improved = false;
    for (let i = 1; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const a = order[i - 1]!;
        const b = order[i]!;
        const e = order[j]!;
        const f = j + 1 < n ? order[j + 1]! : -1;
        const delta = d(a, e) - d(a, b) + (f >= 0 ? d(b, f) - d(e, f) : 0);
        if (delta < -EPS) {
          reverse(i, j);
          [a, b, e, f].forEach(wake);
          improved = true;
        }
      }
    }
    return improved;
  };

  place(0, n - 1);
  for (let i = 0; i < n; i++) wake(order[i]!);
  // Every move shortens the path, so this ends; the guard only bounds a pathological matrix.
  for (let guard = n * 1000; guard > 0; guard--) {
    if (size === 0 && !(sweeps && sweep())) break;
    if (size === 0) continue;
    const a = queue[head]!;
    head = (head + 1) % n;
    size--;
    queued[a] = 0;
    if (twoOpt(a) || orOpt(a)) wake(a);
  }
  return order;
}
