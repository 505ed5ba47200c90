/**
 * The order of a walk through several stops from a fixed start, ending at whichever stop is last (an open
 * path). Up to eleven places it is exact (Held–Karp, under a millisecond); above, nearest neighbour, then
 * 2-opt and Or-opt moves until none shortens it, from the plain order and a few perturbed ones. Tests
 * compare both with every permutation.
 */

export interface OrderOptions {
  /** Up to this many places (the start included) the order is exact (Held–Karp); above, the heuristic. */
  exactUpTo?: number;
  /** Local searches from shuffled nearest-neighbour orders besides the plain one. */
  restarts?: number;
}

/** `d(i, j)` is the walk between stops i and j; stop 0 is the start. Returns the stops in walking order. */
export function orderStops(n: number, d: (i: number, j: number) => number, options: OrderOptions = {}): number[] {
  if (n <= 2) return Array.from({ length: n }, (_, i) => i);
  if (n <= (options.exactUpTo ?? 11)) return exactOrder(n, d);
  const m = new Float64Array(n * n);
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) m[i * n + j] = d(i, j);
  const near = Array.from({ length: n }, (_, i) =>
    Int32Array.from(
      Array.from({ length: n }, (__, j) => j)
        .filter((j) => j !== i)
        .sort((a, b) => m[i * n + a]! - m[i * n + b]!)
        .slice(0, NEIGHBOURS),
    ),
  );
  let best = improve(nearestNeighbour(n, d, null), m, near);
  let bestLength = pathLength(best, d);
  const random = lcg(n);
  for (let r = 0; r < (options.restarts ?? 2); r++) {
    const order = improve(nearestNeighbour(n, d, random), m, near);
    const length = pathLength(order, d);
    if (length < bestLength - 1e-9) {
      best = order;
      bestLength = length;
    }
  }
  return best;
}

function lcg(seed: number): () => number {
  let a = seed >>> 0 || 1;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

/** Nearest neighbour; with `random`, now and then the second nearest, so restarts explore other orders. */
function nearestNeighbour(n: number, d: (i: number, j: number) => number, random: (() => number) | null): number[] {
  const order = [0];
  const used = new Uint8Array(n);
  used[0] = 1;
  for (let k = 1; k < n; k++) {
    const last = order[order.length - 1]!;
    let best = -1;
    let second = -1;
    for (let j = 1; j < n; j++) {
      if (used[j]) continue;
      if (best < 0 || d(last, j) < d(last, best)) {
        second = best;
        best = j;
      } else if (second < 0 || d(last, j) < d(last, second)) second = j;
    }
    const pick = random && second >= 0 && random() < 0.3 ? second : best;
    used[pick] = 1;
    order.push(pick);
  }
  return order;
}

/** How many nearest stops an Or-opt move tries to put a run beside. */
const NEIGHBOURS = 10;

/** 2-opt and Or-opt until neither shortens the path; `m` is the n × n matrix of walks. */
function improve(order: number[], m: Float64Array, near: Int32Array[]): number[] {
  const n = order.length;
  const d = (i: number, j: number) => m[i * n + j]!;
  const pos = new Int32Array(n);
  const eps = 1e-9;
  let improved = true;
  for (let round = 0; improved && round < 100; round++) {
    improved = false;
    // 2-opt: reverse order[i..j], so that order[i - 1] meets order[j] or order[i] meets order[j + 1]; one of
    // the two new neighbours is among the other's nearest. The path is open: a reversal reaching the end
    // changes one edge only.
    for (let k = 0; k < n; k++) pos[order[k]!] = k;
    for (let i = 1; i < n - 1; i++) {
      for (let side = 0; side < 2; side++) {
        const from = side === 0 ? order[i - 1]! : order[i]!;
        for (const c of near[from]!) {
          const j = side === 0 ? pos[c]! : pos[c]! - 1;
          if (j <= i || j >= n) continue;
          const a = order[i - 1]!;
          const b = order[i]!;
          const e = order[j]!;
          const before = d(a, b) + (j + 1 < n ? d(e, order[j + 1]!) : 0);
          const after = d(a, e) + (j + 1 < n ? d(b, order[j + 1]!) : 0);
          if (after < before - eps) {
            reverse(order, i, j);
            for (let k = i; k <= j; k++) pos[order[k]!] = k;
            improved = true;
          }
        }
      }
    }
    // Or-opt: move a run of one to three stops (either way round) next to one of its ends' nearest stops.
    for (let len = 1; len <= 3; len++) {
      for (let i = 1; i + len - 1 < n; i++) {
        for (let k = 0; k < n; k++) pos[order[k]!] = k;
        const j = i + len - 1;
        const prev = order[i - 1]!;
        const next = j + 1 < n ? order[j + 1]! : -1;
        const first = order[i]!;
        const last = order[j]!;
        const removed = d(prev, first) + (next >= 0 ? d(last, next) - d(prev, next) : 0);
        let bestGain = eps;
        let bestAt = -1;
        let bestFlip = false;
        const tryAt = (k: number) => {
          // Insert between order[k] and order[k + 1], outside the run itself.
          if (k < 0 || k >= n || (k >= i - 1 && k <= j)) return;
          const p = order[k]!;
          const q = k + 1 < n ? order[k + 1]! : -1;
          const base = q >= 0 ? d(p, q) : 0;
          const straight = d(p, first) + (q >= 0 ? d(last, q) : 0) - base;
          const flipped = d(p, last) + (q >= 0 ? d(first, q) : 0) - base;
          if (removed - straight > bestGain) {
            bestGain = removed - straight;
            bestAt = k;
            bestFlip = false;
          }
          if (removed - flipped > bestGain) {
            bestGain = removed - flipped;
            bestAt = k;
            bestFlip = true;
          }
        };
        for (const end of [first, last]) {
          for (const c of near[end]!) {
            tryAt(pos[c]!);
            tryAt(pos[c]! - 1);
          }
        }
        tryAt(n - 1);
        if (bestAt >= 0) {
          const run = order.splice(i, len);
          if (bestFlip) run.reverse();
          const at = bestAt < i ? bestAt + 1 : bestAt + 1 - len;
          order.splice(at, 0, ...run);
          improved = true;
        }
      }
    }
  }
  return order;
}

/** Held–Karp over subsets, for an open path from stop 0: exact, and cheap for a handful of stops. */
function exactOrder(n: number, d: (i: number, j: number) => number): number[] {
  const m = n - 1;
  const size = 1 << m;
  const cost = new Float64Array(size * m).fill(Infinity);
  const parent = new Int8Array(size * m).fill(-1);
  for (let j = 0; j < m; j++) cost[(1 << j) * m + j] = d(0, j + 1);
  for (let set = 1; set < size; set++) {
    for (let j = 0; j < m; j++) {
      const here = cost[set * m + j]!;
      if (!(set & (1 << j)) || here === Infinity) continue;
      for (let k = 0; k < m; k++) {
        if (set & (1 << k)) continue;
        const next = set | (1 << k);
        const value = here + d(j + 1, k + 1);
        if (value < cost[next * m + k]!) {
          cost[next * m + k] = value;
          parent[next * m + k] = j;
        }
      }
    }
  }
  let set = size - 1;
  let last = 0;
  for (let j = 1; j < m; j++) if (cost[set * m + j]! < cost[set * m + last]!) last = j;
  const reversed: number[] = [];
  while (last >= 0) {
    reversed.push(last + 1);
    const p = parent[set * m + last]!;
    set &= ~(1 << last);
    last = p;
  }
  return [0, ...reversed.reverse()];
}

function reverse(a: number[], i: number, j: number) {
  while (i < j) {
    const t = a[i]!;
    a[i++] = a[j]!;
    a[j--] = t;
  }
}

export function pathLength(order: readonly number[], d: (i: number, j: number) => number): number {
  let sum = 0;
  for (let k = 1; k < order.length; k++) sum += d(order[k - 1]!, order[k]!);
  return sum;
}
