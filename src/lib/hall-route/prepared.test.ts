import { describe, expect, it } from 'vitest';
import type { HallPlan } from '../../contract/halls';
import { buildHallGrid, distRow } from './hall-grid';
import { generateHall, randomSmallPlan, seededRandom } from './plan-fixtures';
import { adoptHall, allRowsReady, gridParts, mergeRows, prepareHall, preparedHall, searchRemainingRows } from './prepared';
import { route, tour } from './route';

const standsOf = (plan: HallPlan) => plan.shapes.filter((s) => s.k === 'stand').map((s) => s.s as string);

/** A structured copy, as postMessage makes it: a plan object of its own, so a preparation of its own. */
const copyOf = (plan: HallPlan): HallPlan => structuredClone(plan);

describe('searching the remaining rows ahead', () => {
  it('leaves every row ready, each the same as searched on demand', () => {
    const plan = generateHall({ key: '1', stands: 120, seed: 3 });
    const ahead = prepareHall(copyOf(plan)).grid;
    expect(allRowsReady(ahead)).toBe(false);
    expect(searchRemainingRows(ahead)).toBe(true);
    expect(allRowsReady(ahead)).toBe(true);
    const onDemand = buildHallGrid(plan);
    const n = onDemand.corners.length;
    expect(ahead.corners.length).toBe(n);
    for (let s = 0; s < n; s++)
      expect(ahead.dist.subarray(s * n, s * n + n)).toEqual(onDemand.dist.subarray(distRow(onDemand, s), s * n + n));
  });

  it('gives the same routes and tours with every row searched first as without', () => {
    const random = seededRandom(5);
    for (let k = 0; k < 8; k++) {
      const plan = k < 6 ? randomSmallPlan(100 + k) : generateHall({ key: '1', stands: 200, seed: k });
      const stands = standsOf(plan);
      const lazy = copyOf(plan);
      const ahead = copyOf(plan);
      searchRemainingRows(prepareHall(ahead).grid);
      for (let r = 0; r < 12; r++) {
        const from = stands[Math.floor(random() * stands.length)]!;
        const to = stands[Math.floor(random() * stands.length)]!;
        const a = route([lazy], { stand: from }, to);
        const b = route([ahead], { stand: from }, to);
        expect(b.ok).toBe(a.ok);
        // Dropping entries that other entries reach no later never changes a walk's length; with more rows
        // searched, more are dropped, so a walk may take another of the equally short ways.
        if (a.ok && b.ok) expect(b.metres).toBeCloseTo(a.metres, 9);
      }
      const stops = stands.slice(0, Math.min(8, stands.length));
      const entrance = plan.shapes.find((s) => s.k === 'entrance')?.n;
      if (!entrance) continue;
      const ta = tour([lazy], { entrance }, stops);
      const tb = tour([ahead], { entrance }, stops);
      expect(ta.ok && tb.ok).toBe(true);
      if (ta.ok && tb.ok) expect(tb.metres).toBeCloseTo(ta.metres, 6);
    }
  });

  it('ends each slice by its deadline, with a fake clock', () => {
    const g = prepareHall(copyOf(generateHall({ key: '1', stands: 150, seed: 9 }))).grid;
    const n = g.corners.length;
    // Each reading of the clock is one row later: every row "takes" 2 ms of a 9 ms slice.
    let now = 0;
    const slices: number[] = [];
    let done = false;
    while (!done) {
      const end = now + 9;
      const before = g.rowReady.reduce((sum, ready) => sum + ready, 0);
      done = searchRemainingRows(g, () => {
        const left = end - now;
        now += 2;
        return left;
      });
      // The slice's last reading came at or before its end.
      expect(now - 2).toBeLessThanOrEqual(end);
      slices.push(g.rowReady.reduce((sum, ready) => sum + ready, 0) - before);
    }
    expect(allRowsReady(g)).toBe(true);
    expect(slices.reduce((a, b) => a + b, 0)).toBe(n);
    // 9 ms slices of 2 ms rows: four fit, and a row starts only while 2 ms are left.
    expect(Math.max(...slices)).toBeLessThanOrEqual(4);
    expect(slices.slice(0, -1).every((rows) => rows >= 1)).toBe(true);
  });

  it('starts no row once the slice is over', () => {
    const g = prepareHall(copyOf(generateHall({ key: '1', stands: 40, seed: 2 }))).grid;
    expect(searchRemainingRows(g, () => 0)).toBe(false);
    expect(g.rowReady.some(Boolean)).toBe(false);
  });
});

describe('a hall prepared elsewhere', () => {
  it('is adopted as the plan’s preparation, and its rows fill only the rows not searched here', () => {
    const plan = generateHall({ key: '1', stands: 150, seed: 4 });
    const page = copyOf(plan);
    // The worker's side: its own copy of the plan, prepared and every row searched, sent as plain data.
    const worker = buildHallGrid(copyOf(plan));
    const parts = structuredClone(gridParts(worker));
    expect(preparedHall(page)).toBeUndefined();
    const hall = adoptHall(page, parts);
    expect(preparedHall(page)).toBe(hall);
    expect(hall.grid.plan).toBe(page);
    const stands = standsOf(plan);
    const first = route([page], { stand: stands[0]! }, stands[50]!);
    searchRemainingRows(worker);
    mergeRows(hall.grid, structuredClone(worker.dist), structuredClone(worker.rowReady));
    expect(allRowsReady(hall.grid)).toBe(true);
    expect(hall.grid.dist).toEqual(worker.dist);
    const again = route([page], { stand: stands[0]! }, stands[50]!);
    expect(first.ok && again.ok && again.metres).toBeCloseTo(first.ok ? first.metres : NaN, 9);
    // Rows for a hall that has searched none here are taken as they come (they were transferred).
    const fresh = copyOf(plan);
    const adopted = adoptHall(fresh, parts).grid;
    const rows = structuredClone(worker.dist);
    mergeRows(adopted, rows, structuredClone(worker.rowReady));
    expect(adopted.dist).toBe(rows);
    expect(allRowsReady(adopted)).toBe(true);
    // A hall prepared here first keeps its own grid.
    const other = copyOf(plan);
    const own = prepareHall(other);
    expect(adoptHall(other, parts)).toBe(own);
  });
});
