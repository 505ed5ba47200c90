/**
 * The order of a walk through several stops from a fixed start, ending at whichever stop is last (an open
 * path). Up to eleven places it is exact (Held–Karp, under a millisecond); above, nearest neighbour, then
 * 2-opt and Or-opt moves until none shortens it, from the plain order and a few perturbed ones. Tests
 * compare both with every permutation.
 *
 * The local search (local-search.ts) looks only at stops whose neighbours changed since they were last
 * looked at, rather than sweeping every stop until a whole sweep finds nothing: the same moves, a fraction
 * of the work, for a 60-stop tour's ordering had become a third of its time.
 */
import { improve, nearestLists } from './local-search';

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
  const near = nearestLists(n, m);
  const random = lcg(n);
  let best = improve(nearestNeighbour(n, m, null), m, near);
  let bestLength = orderLength(best, m);
  for (let r = 0; r < (options.restarts ?? RESTARTS); r++) {
    const order = improve(nearestNeighbour(n, m, random), m, near);
    const length = orderLength(order, m);
    if (length < bestLength - 1e-9) {
      best = order;
      bestLength = length;
    }
  }
  // The best one polished with moves between any two stops, which neighbour lists can miss.
  return Array.from(improve(best, m, near, true));
}

/**
 * Local searches from perturbed starts besides the plain one: each is a fraction of a millisecond for 60
 * stops, and four kept the bench's tours as short as the former sweeps' two (docs/performance.md).
 */
const RESTARTS = 4;

function orderLength(order: Int32Array, m: Float64Array): number {
  const n = order.length;
  let sum = 0;
  for (let k = 1; k < n; k++) sum += m[order[k - 1]! * n + order[k]!]!;
  return sum;
}

function lcg(seed: number): () => number {
  let a = seed >>> 0 || 1;
  return () => {
    a = (Math.imul(a, 1664525) + 1013904223) >>> 0;
    return a / 4294967296;
  };
}

/** Nearest neighbour; with `random`, now and then the second nearest, so restarts explore other orders. */
function nearestNeighbour(n: number, m: Float64Array, random: (() => number) | null): Int32Array {
  const order = new Int32Array(n);
  const used = new Uint8Array(n);
  used[0] = 1;
  for (let k = 1; k < n; k++) {
    const row = order[k - 1]! * n;
    let best = -1;
    let second = -1;
    for (let j = 1; j < n; j++) {
      if (used[j]) continue;
      if (best < 0 || m[row + j]! < m[row + best]!) {
        second = best;
        best = j;
      } else if (second < 0 || m[row + j]! < m[row + second]!) second = j;
    }
    const pick = random && second >= 0 && random() < 0.3 ? second : best;
    used[pick] = 1;
    order[k] = pick;
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

export function pathLength(order: readonly number[], d: (i: number, j: number) => number): number {
  let sum = 0;
  for (let k = 1; k < order.length; k++) sum += d(order[k - 1]!, order[k]!);
  return sum;
}
