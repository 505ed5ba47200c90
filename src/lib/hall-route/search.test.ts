import { describe, expect, it } from 'vitest';
import { buildHallGrid } from './hall-grid';
import { generateHall, randomSmallPlan, seededRandom } from './plan-fixtures';
import { inShade, lineOfSight, shadesFrom, walkLineOfSight } from './sight';
import { orderStops, pathLength } from './tour-order';

describe('line of sight along free runs', () => {
  it('agrees with the cell-by-cell walk on random plans, rotated shapes and exact diagonals included', () => {
    let seen = 0;
    let tested = 0;
    const plans = [generateHall({ key: 'S', stands: 120, seed: 4 }), ...Array.from({ length: 12 }, (_, i) => randomSmallPlan(300 + i))];
    for (const plan of plans) {
      const g = buildHallGrid(plan);
      const random = seededRandom(plan.shapes.length);
      const free: number[] = [];
      for (let i = 0; i < g.blocked.length; i++) if (!g.blocked[i]) free.push(i);
      const cells = [...g.corners.slice(0, 80), ...Array.from({ length: 80 }, () => free[Math.floor(random() * free.length)]!)];
      for (const a of cells) {
        const [x0, y0] = [a % g.w, (a / g.w) | 0];
        for (const b of cells) {
          const [x1, y1] = [b % g.w, (b / g.w) | 0];
          const walked = walkLineOfSight(g.blocked, g.w, x0, y0, x1, y1);
          if (lineOfSight(g.sight, x0, y0, x1, y1) !== walked) throw new Error(`${plan.key}: (${x0}, ${y0}) → (${x1}, ${y1})`);
          tested++;
          if (walked) seen++;
        }
        // Exact diagonals pass through grid vertices, where both cells beside the vertex count.
        for (const d of [3, 7]) {
          for (const [sx, sy] of [
            [1, 1],
            [1, -1],
            [-1, 1],
            [-1, -1],
          ] as const) {
            const [x1, y1] = [x0 + sx * d, y0 + sy * d];
            if (x1 < 0 || y1 < 0 || x1 >= g.w || y1 >= g.h) continue;
            expect(lineOfSight(g.sight, x0, y0, x1, y1)).toBe(walkLineOfSight(g.blocked, g.w, x0, y0, x1, y1));
          }
        }
      }
    }
    // Both answers occur often enough for the comparison to mean something.
    expect(seen).toBeGreaterThan(tested / 10);
    expect(seen).toBeLessThan(tested * 0.9);
  });
});

describe('shades of blocked runs', () => {
  it('rule out only corners a cell cannot see, and most of those a stand-side cell cannot', () => {
    let hidden = 0;
    let shaded = 0;
    const shades = new Int32Array(12);
    for (const plan of [generateHall({ key: 'H', stands: 200, seed: 9 }), randomSmallPlan(21), randomSmallPlan(22)]) {
      const g = buildHallGrid(plan);
      const random = seededRandom(3);
      // Free cells beside a blocked one, like a stand's ports.
      const beside: number[] = [];
      for (let i = 0; i < g.blocked.length; i++) {
        const [x, y] = [i % g.w, (i / g.w) | 0];
        if (!g.blocked[i] && x > 0 && y > 0 && x < g.w - 1 && y < g.h - 1)
          if (g.blocked[i - 1] || g.blocked[i + 1] || g.blocked[i - g.w] || g.blocked[i + g.w]) beside.push(i);
      }
      for (let k = 0; k < 60; k++) {
        const cell = beside[Math.floor(random() * beside.length)]!;
        const [x, y] = [cell % g.w, (cell / g.w) | 0];
        shadesFrom(g.sight, x, y, shades);
        for (let c = 0; c < g.corners.length; c++) {
          const [kx, ky] = [g.cornerX[c]!, g.cornerY[c]!];
          const sees = walkLineOfSight(g.blocked, g.w, x, y, kx, ky);
          if (!sees) hidden++;
          if (inShade(shades, x, y, kx, ky)) {
            if (sees) throw new Error(`${plan.key}: (${x}, ${y}) sees (${kx}, ${ky}) but ruled it out`);
            shaded++;
          }
        }
      }
    }
    expect(shaded).toBeGreaterThan(hidden / 2);
  });
});

/** The former heuristic, as a yardstick: nearest neighbour, then full sweeps of 2-opt until none helps. */
function sweptOrder(n: number, d: (i: number, j: number) => number): number[] {
  const order = [0];
  const used = new Set([0]);
  while (order.length < n) {
    const last = order.at(-1)!;
    let best = -1;
    for (let j = 1; j < n; j++) if (!used.has(j) && (best < 0 || d(last, j) < d(last, best))) best = j;
    used.add(best);
    order.push(best);
  }
  for (let improved = true; improved;) {
    improved = false;
    for (let i = 1; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) {
        const before = d(order[i - 1]!, order[i]!) + (j + 1 < n ? d(order[j]!, order[j + 1]!) : 0);
        const after = d(order[i - 1]!, order[j]!) + (j + 1 < n ? d(order[i]!, order[j + 1]!) : 0);
        if (after < before - 1e-9) {
          order.splice(i, j - i + 1, ...order.slice(i, j + 1).reverse());
          improved = true;
        }
      }
    }
  }
  return order;
}

describe('tour order for many stops', () => {
  it('visits every stop once from the start, no longer than nearest neighbour with full 2-opt sweeps', () => {
    let shorter = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const random = seededRandom(seed);
      const n = 12 + (seed % 5) * 12;
      // Clustered points, like favourites gathered in a few aisles.
      const centres = Array.from({ length: 4 }, () => [random() * 1000, random() * 1000] as const);
      const xy = Array.from({ length: n }, (_, i) => {
        const [cx, cy] = centres[i % 4]!;
        return [cx + random() * 200, cy + random() * 200] as const;
      });
      const d = (i: number, j: number) => Math.abs(xy[i]![0] - xy[j]![0]) + Math.abs(xy[i]![1] - xy[j]![1]);
      const order = orderStops(n, d);
      expect(order[0]).toBe(0);
      expect([...order].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      const yardstick = pathLength(sweptOrder(n, d), d);
      expect(pathLength(order, d), `seed ${seed}, ${n} stops`).toBeLessThanOrEqual(yardstick * 1.02);
      if (pathLength(order, d) < yardstick - 1e-9) shorter++;
    }
    // Or-opt and the restarts find shorter orders than 2-opt alone on most of them.
    expect(shorter).toBeGreaterThan(20);
  });
});
