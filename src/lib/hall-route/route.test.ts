import { describe, expect, it } from 'vitest';
import type { HallPlan } from '../../contract/halls';
import { segmentCrossesPolygon } from './geometry';
import { cellCentre, cellsSee } from './hall-grid';
import { shapePlace, type Place } from './hall-ports';
import { generateHall, randomSmallPlan, rect, seededRandom } from './plan-fixtures';
import { prepareHall } from './prepared';
import { route, tour, type RouteLeg } from './route';
import { orderStops, pathLength } from './tour-order';

const standsOf = (plan: HallPlan) => plan.shapes.filter((s) => s.k === 'stand').map((s) => s.s as string);

/** Every segment of every leg against every stand, wall, service and room of its hall, exactly. */
function crossings(plans: readonly HallPlan[], legs: readonly RouteLeg[]): string[] {
  const found: string[] = [];
  for (const leg of legs) {
    const plan = plans.find((p) => p.key === leg.hall) as HallPlan;
    for (let i = 2; i < leg.points.length; i += 2) {
      const [ax, ay, bx, by] = leg.points.slice(i - 2, i + 2) as [number, number, number, number];
      for (const shape of plan.shapes) {
        if (shape.k === 'entrance' || shape.k === 'door') continue;
        if (segmentCrossesPolygon(shape.p, ax, ay, bx, by))
          found.push(`${leg.hall}: ${ax},${ay} → ${bx},${by} crosses ${shape.k} ${shape.s ?? ''}`);
      }
    }
  }
  return found;
}

/** Exhaustive search: Dijkstra over every free cell, each joined to every cell it sees (any-angle, exact). */
function bruteForce(plan: HallPlan, from: Place, to: Place): number {
  const g = prepareHall(plan).grid;
  const free: number[] = [];
  for (let i = 0; i < g.blocked.length; i++) if (!g.blocked[i]) free.push(i);
  const index = new Map(free.map((c, i) => [c, i]));
  const dist = new Float64Array(free.length).fill(Infinity);
  const done = new Uint8Array(free.length);
  for (const port of from.ports) dist[index.get(port.cell)!] = Math.min(dist[index.get(port.cell)!]!, port.extra);
  const exits = new Map<number, number>();
  for (const port of to.ports) exits.set(port.cell, Math.min(exits.get(port.cell) ?? Infinity, port.extra));
  let best = Infinity;
  for (;;) {
    let u = -1;
    for (let i = 0; i < free.length; i++) if (!done[i] && dist[i]! < Infinity && (u < 0 || dist[i]! < dist[u]!)) u = i;
    if (u < 0 || dist[u]! >= best) break;
    done[u] = 1;
    const exit = exits.get(free[u]!);
    if (exit !== undefined) best = Math.min(best, dist[u]! + exit);
    const [ux, uy] = cellCentre(g, free[u]!);
    for (let v = 0; v < free.length; v++) {
      if (done[v] || !cellsSee(g, free[u]!, free[v]!)) continue;
      const [vx, vy] = cellCentre(g, free[v]!);
      const d = dist[u]! + Math.hypot(ux - vx, uy - vy);
      if (d < dist[v]!) dist[v] = d;
    }
  }
  return best / 10;
}

function placeOfStand(plan: HallPlan, stand: string): Place {
  return shapePlace(
    prepareHall(plan),
    plan.shapes.findIndex((s) => s.s === stand),
  );
}

function placeOfEntrance(plan: HallPlan): Place {
  return shapePlace(
    prepareHall(plan),
    plan.shapes.findIndex((s) => s.k === 'entrance'),
  );
}

describe('route', () => {
  it('never crosses a stand or a wall on random plans, checking every segment exactly', () => {
    let walked = 0;
    for (let seed = 1; seed <= 40; seed++) {
      const plan = randomSmallPlan(seed);
      const random = seededRandom(seed * 31);
      const stands = standsOf(plan);
      for (let k = 0; k < 6; k++) {
        const to = stands[Math.floor(random() * stands.length)]!;
        const from = k % 2 === 0 ? { entrance: 'Main' } : { stand: stands[Math.floor(random() * stands.length)]! };
        const result = route([plan], from, to);
        if (!result.ok) {
          expect(result.reason).toBe('unreachable');
          continue;
        }
        walked++;
        expect(crossings([plan], result.legs), `seed ${seed}, to ${to}`).toEqual([]);
      }
    }
    // Most random stands are reachable: the check above ran on real walks.
    expect(walked).toBeGreaterThan(150);
  });

  it('is as short as an exhaustive search over every free cell on random small plans', () => {
    for (let seed = 100; seed < 112; seed++) {
      const plan = randomSmallPlan(seed);
      const stands = standsOf(plan);
      const random = seededRandom(seed);
      for (let k = 0; k < 3; k++) {
        const to = stands[Math.floor(random() * stands.length)]!;
        const result = route([plan], { entrance: 'Main' }, to);
        const exact = bruteForce(plan, placeOfEntrance(plan), placeOfStand(plan, to));
        if (exact === Infinity) {
          expect(result).toEqual({ ok: false, reason: 'unreachable' });
          continue;
        }
        if (!result.ok) throw new Error(`seed ${seed}: no route to ${to}, brute force found ${exact} m`);
        // The route's vertices are cells the search also had, so it can only tie or lose: by half a cell at a
        // bend at most, which on these short walks round thin walls was under 2 % (3 % allowed).
        expect(result.metres, `seed ${seed}, to ${to}`).toBeGreaterThanOrEqual(exact - 1e-6);
        expect(result.metres, `seed ${seed}, to ${to}`).toBeLessThanOrEqual(exact * 1.03);
      }
    }
    // Twelve plans each prepared and searched cell by cell: about 2 s alone, and more than the default 5 s
    // when the suite's other workers hold both cores.
  }, 30_000);

  it('crosses into another hall through the door leading there, and says so in its steps', () => {
    const a = generateHall({ key: 'A', stands: 40, seed: 2, doorRight: 'B' });
    const b = generateHall({ key: 'B', stands: 40, seed: 3, doorLeft: 'A' });
    const target = standsOf(b)[5]!;
    const result = route([a, b], { entrance: 'Main', hall: 'A' }, target);
    if (!result.ok) throw new Error(result.reason);
    expect(result.legs.map((leg) => leg.hall)).toEqual(['A', 'B']);
    expect(result.legs[0]!.door).toBe('B');
    expect(result.legs[1]!.stand).toBe(target);
    // The first leg ends at hall A's door and the second starts at hall B's.
    const doorA = a.shapes.find((s) => s.k === 'door')!.p;
    const doorB = b.shapes.find((s) => s.k === 'door')!.p;
    const endA = result.legs[0]!.points.slice(-2);
    const startB = result.legs[1]!.points.slice(0, 2);
    expect(Math.abs(endA[0]! - (doorA[0]! + doorA[2]!) / 2)).toBeLessThan(10);
    expect(Math.abs(startB[0]! - (doorB[0]! + doorB[2]!) / 2)).toBeLessThan(10);
    expect(result.steps.filter((s) => s.kind === 'door')).toEqual([expect.objectContaining({ hall: 'A', to: 'B' })]);
    expect(result.steps.at(-1)).toEqual(expect.objectContaining({ kind: 'arrive', hall: 'B', nearStand: target }));
    expect(crossings([a, b], result.legs)).toEqual([]);
    expect(result.metres).toBeCloseTo(
      result.legs.reduce((sum, leg) => sum + leg.metres, 0),
      6,
    );
    expect(result.minutes).toBeCloseTo(result.metres / 1.2 / 60, 6);
  });

  it('answers unreachable for a walled-in stand, a hall whose door has no other side, and an unknown stand', () => {
    const plan: HallPlan = {
      key: 'W',
      name: 'W',
      outline: rect(0, 0, 200, 200),
      width: 200,
      height: 200,
      shapes: [
        { k: 'stand', s: 'W1', p: rect(20, 20, 30, 30) },
        { k: 'stand', s: 'W2', p: rect(120, 120, 30, 30) },
        { k: 'wall', p: rect(100, 100, 70, 3) },
        { k: 'wall', p: rect(100, 167, 70, 3) },
        { k: 'wall', p: rect(100, 100, 3, 70) },
        { k: 'wall', p: rect(167, 100, 3, 70) },
        { k: 'entrance', n: 'Main', p: rect(-3, 80, 6, 20) },
      ],
    };
    const lonely = generateHall({ key: 'X', stands: 20, doorLeft: 'Nowhere' });
    expect(route([plan], { entrance: 'Main' }, 'W2')).toEqual({ ok: false, reason: 'unreachable' });
    expect(route([plan, lonely], { entrance: 'Main', hall: 'W' }, standsOf(lonely)[0]!)).toEqual({ ok: false, reason: 'unreachable' });
    expect(route([plan], { entrance: 'Main' }, 'Z99')).toEqual({ ok: false, reason: 'unknown-stand' });
    expect(route([plan], { entrance: 'Side' }, 'W1')).toEqual({ ok: false, reason: 'unknown-start' });
    expect(route([plan], { entrance: 'Main' }, 'W1').ok).toBe(true);

    const walk = tour([plan], { entrance: 'Main' }, ['W2', 'W1', 'Z99']);
    if (!walk.ok) throw new Error(walk.reason);
    expect(walk).toEqual(expect.objectContaining({ order: ['W1'], unreachable: ['W2'], unknown: ['Z99'] }));
  });

  it('starts from a point tapped in the aisle or on a stand', () => {
    const plan = randomSmallPlan(7);
    const [first, second] = standsOf(plan) as [string, string];
    const shape = plan.shapes.find((s) => s.s === first)!;
    const xs = shape.p.filter((_, i) => i % 2 === 0);
    const ys = shape.p.filter((_, i) => i % 2 === 1);
    const inside = { hall: plan.key, x: xs.reduce((a, b) => a + b) / xs.length, y: ys.reduce((a, b) => a + b) / ys.length };
    const fromTap = route([plan], inside, second);
    const fromStand = route([plan], { stand: first }, second);
    expect(fromTap.ok && fromStand.ok && fromTap.metres).toBe(fromStand.ok && fromStand.metres);
    const aisle = route([plan], { hall: plan.key, x: 2, y: 2 }, second);
    if (!aisle.ok) throw new Error(aisle.reason);
    expect(aisle.legs[0]!.points.slice(0, 2)).toEqual([2, 2]);
    expect(crossings([plan], aisle.legs)).toEqual([]);
  });

  it('describes a walk round a corner as a left turn beside the stand it passes', () => {
    const plan: HallPlan = {
      key: 'L',
      name: 'L',
      outline: rect(0, 0, 200, 200),
      width: 200,
      height: 200,
      shapes: [
        { k: 'stand', s: 'A1', p: rect(0, 0, 150, 150) },
        { k: 'stand', s: 'B1', p: rect(170, 0, 30, 30) },
        { k: 'entrance', n: 'Main', p: rect(-3, 170, 6, 20) },
      ],
    };
    const result = route([plan], { entrance: 'Main' }, 'B1');
    if (!result.ok) throw new Error(result.reason);
    const kinds = result.steps.map((s) => s.kind);
    expect(kinds[0]).toBe('start');
    expect(kinds).toContain('turn-left');
    expect(kinds).not.toContain('turn-right');
    expect(result.steps.find((s) => s.kind === 'turn-left')?.nearStand).toBe('A1');
    expect(result.steps.filter((s) => s.kind !== 'start' && s.kind !== 'arrive' && s.metres < 1)).toEqual([]);
    expect(result.steps.at(-1)).toEqual(expect.objectContaining({ kind: 'arrive', nearStand: 'B1' }));
    expect(result.steps.reduce((sum, s) => sum + s.metres, 0)).toBeCloseTo(result.metres, 0);
  });
});

function permutationsBest(n: number, d: (i: number, j: number) => number): number {
  // Open paths from stop 0 through all the others, by recursion with pruning on the best so far.
  let best = Infinity;
  const used = new Uint8Array(n);
  const go = (last: number, count: number, length: number) => {
    if (length >= best) return;
    if (count === n) {
      best = length;
      return;
    }
    for (let j = 1; j < n; j++) {
      if (used[j]) continue;
      used[j] = 1;
      go(j, count + 1, length + d(last, j));
      used[j] = 0;
    }
  };
  used[0] = 1;
  go(0, 1, 0);
  return best;
}

describe('tour', () => {
  it('orders random points within 5 % of the best of every permutation, up to 9 stops, by its heuristic and exactly', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = seededRandom(seed);
      const n = 3 + (seed % 8);
      const xy = Array.from({ length: n }, () => [random() * 100, random() * 100] as const);
      const d = (i: number, j: number) => Math.hypot(xy[i]![0] - xy[j]![0], xy[i]![1] - xy[j]![1]);
      const best = permutationsBest(n, d);
      const heuristic = orderStops(n, d, { exactUpTo: 0 });
      expect(heuristic[0]).toBe(0);
      expect([...heuristic].sort((a, b) => a - b)).toEqual(Array.from({ length: n }, (_, i) => i));
      expect(pathLength(heuristic, d), `seed ${seed}`).toBeLessThanOrEqual(best * 1.05 + 1e-9);
      expect(pathLength(orderStops(n, d), d)).toBeCloseTo(best, 9);
    }
  });

  it('walks the favourite stands of random plans within 5 % of the best order of the same walks', () => {
    for (let seed = 200; seed < 212; seed++) {
      const plan = generateHall({ key: 'T', stands: 120, seed });
      const random = seededRandom(seed);
      const all = standsOf(plan);
      const count = 5 + (seed % 5);
      const picked = new Set<string>();
      while (picked.size < count) picked.add(all[Math.floor(random() * all.length)]!);
      const stops = [...picked];
      const walk = tour([plan], { entrance: 'Main' }, stops);
      if (!walk.ok) throw new Error(walk.reason);
      expect([...walk.order].sort()).toEqual([...stops].sort());
      // The same walks a route takes between each two stops, then every order of them.
      const places = ['start', ...stops];
      const leg = (i: number, j: number) => {
        const r = route([plan], i === 0 ? { entrance: 'Main' } : { stand: places[i]! }, places[j]!);
        return r.ok ? r.metres : Infinity;
      };
      const matrix = places.map((_, i) => places.map((__, j) => (i === j ? 0 : j === 0 ? Infinity : leg(i, j))));
      const d = (i: number, j: number) => matrix[i]![j]!;
      const best = permutationsBest(places.length, d);
      const chosen = [0, ...walk.order.map((s) => places.indexOf(s))];
      expect(walk.metres).toBeCloseTo(pathLength(chosen, d), 6);
      expect(walk.metres, `seed ${seed}`).toBeLessThanOrEqual(best * 1.05);
      // The heuristic that orders longer tours, on the same walking distances.
      expect(pathLength(orderStops(places.length, d, { exactUpTo: 0 }), d), `seed ${seed}`).toBeLessThanOrEqual(best * 1.05);
      expect(walk.steps.filter((s) => s.kind === 'arrive').map((s) => s.nearStand)).toEqual(walk.order);
      expect(crossings([plan], walk.legs)).toEqual([]);
    }
  });

  it('visits every one of thirty favourites once, across a door, in one drawn walk that crosses nothing', () => {
    const a = generateHall({ key: 'A', stands: 120, seed: 5, doorRight: 'B' });
    const b = generateHall({ key: 'B', stands: 120, seed: 6, doorLeft: 'A' });
    const random = seededRandom(9);
    const all = [...standsOf(a), ...standsOf(b)];
    const picked = new Set<string>();
    while (picked.size < 30) picked.add(all[Math.floor(random() * all.length)]!);
    const walk = tour([a, b], { entrance: 'Main', hall: 'A' }, [...picked]);
    if (!walk.ok) throw new Error(walk.reason);
    expect([...walk.order].sort()).toEqual([...picked].sort());
    expect(new Set(walk.legs.map((leg) => leg.hall))).toEqual(new Set(['A', 'B']));
    expect(walk.steps.some((step) => step.kind === 'door')).toBe(true);
    expect(crossings([a, b], walk.legs)).toEqual([]);
    expect(walk.metres).toBeCloseTo(
      walk.legs.reduce((sum, leg) => sum + leg.metres, 0),
      6,
    );
  });
});
