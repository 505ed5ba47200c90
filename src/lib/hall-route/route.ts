/**
 * Wayfinding across an exhibition's halls (issue 33): the shortest walk from an entrance, a stand or a
 * point to a stand, and an order through favourite stands. Pure: the map's UI gives the plans it holds and
 * draws the polylines; steps are data, which the UI words in ru, en or zh.
 *
 * Halls are joined by their doors: a door in hall A leading to B pairs with a door in B leading to A, the
 * first with the first in the plans' order. Walking through a door costs nothing.
 */
import type { HallPlan } from '../../contract/halls';
import { pointPlace, shapePlace, type Place } from './hall-ports';
import { connect, distanceBetween, distancesFrom } from './hall-walk';
import { prepareHall } from './prepared';
import { walkSteps, type RouteStep } from './steps';
import { orderStops } from './tour-order';

export type { RouteStep } from './steps';

/** Walking speed the issue sets, metres a second. */
const SPEED = 1.2;

export type RouteStart = { entrance: string; hall?: string } | { stand: string } | { hall: string; x: number; y: number };

export interface RouteLeg {
  hall: string;
  /** Polyline, decimetres like the plan: [x1, y1, x2, y2, …]. */
  points: number[];
  metres: number;
  /** The stand this leg arrives at, or the hall whose door it ends at. */
  stand?: string;
  door?: string;
}

export type RouteResult =
  | { ok: true; legs: RouteLeg[]; metres: number; minutes: number; steps: RouteStep[] }
  | { ok: false; reason: 'unknown-start' | 'unknown-stand' | 'unreachable' };

export type TourResult =
  | {
      ok: true;
      /** Stand numbers in walking order. */
      order: string[];
      legs: RouteLeg[];
      metres: number;
      minutes: number;
      steps: RouteStep[];
      /** Stand numbers on no plan, and those no walk from the start reaches; left out of the order. */
      unknown: string[];
      unreachable: string[];
    }
  | { ok: false; reason: 'unknown-start' };

/** Straight walks between a tour's stops are tried up to this far apart (decimetres); see bestBetween. */
const TOUR_DIRECT_WITHIN = 300;

interface Node {
  hall: string;
  place: Place;
  /** The stand at this node, or the door's index in `doors`. */
  stand?: string;
  door?: number;
}

interface Door {
  hall: string;
  index: number;
  to: string;
  /** The matching door on the other side, -1 when it is missing. */
  other: number;
}

function doorsOf(plans: readonly HallPlan[]): Door[] {
  const doors: Door[] = [];
  for (const plan of plans)
    plan.shapes.forEach((s, index) => s.k === 'door' && s.to && doors.push({ hall: plan.key, index, to: s.to, other: -1 }));
  for (let i = 0; i < doors.length; i++) {
    if (doors[i]!.other >= 0) continue;
    const a = doors[i]!;
    const rank = doors.slice(0, i).filter((d) => d.hall === a.hall && d.to === a.to).length;
    const j = doors.findIndex(
      (d, k) => d.hall === a.to && d.to === a.hall && doors.slice(0, k).filter((e) => e.hall === d.hall && e.to === d.to).length === rank,
    );
    if (j >= 0) {
      a.other = j;
      doors[j]!.other = i;
    }
  }
  return doors;
}

const standIndexes = new WeakMap<HallPlan, Map<string, number>>();

/** Each plan's stand numbers (upper case) to their shape's index, built once: a tour looks up sixty. */
function standIndex(plan: HallPlan): Map<string, number> {
  let index = standIndexes.get(plan);
  if (!index) {
    index = new Map();
    for (let i = 0; i < plan.shapes.length; i++) {
      const s = plan.shapes[i]!;
      // The first shape with a number wins, as a scan from the start would find it.
      if (s.k === 'stand' && s.s !== undefined && !index.has(s.s.toUpperCase())) index.set(s.s.toUpperCase(), i);
    }
    standIndexes.set(plan, index);
  }
  return index;
}

function findStand(plans: readonly HallPlan[], stand: string): { plan: HallPlan; index: number } | null {
  const wanted = stand.trim().toUpperCase();
  for (const plan of plans) {
    const index = standIndex(plan).get(wanted);
    if (index !== undefined) return { plan, index };
  }
  return null;
}

function startNode(plans: readonly HallPlan[], start: RouteStart): Node | null {
  if ('stand' in start) {
    const found = findStand(plans, start.stand);
    return (
      found && { hall: found.plan.key, place: shapePlace(prepareHall(found.plan), found.index), stand: found.plan.shapes[found.index]!.s }
    );
  }
  if ('entrance' in start) {
    const wanted = start.entrance.trim().toLowerCase();
    for (const plan of plans) {
      if (start.hall !== undefined && plan.key !== start.hall) continue;
      const index = plan.shapes.findIndex((s) => s.k === 'entrance' && s.n?.trim().toLowerCase() === wanted);
      if (index >= 0) return { hall: plan.key, place: shapePlace(prepareHall(plan), index) };
    }
    return null;
  }
  const plan = plans.find((p) => p.key === start.hall);
  return plan ? { hall: plan.key, place: pointPlace(prepareHall(plan), start.x, start.y) } : null;
}

/**
 * Shortest walks between all the nodes (the asked places and every door), decimetres, with the next node
 * of each walk: walks inside each hall from its corners' distances, doors joined at no cost, then
 * Floyd–Warshall over the few nodes.
 */
function solve(plans: readonly HallPlan[], nodes: Node[], directWithin = Infinity) {
  const n = nodes.length;
  const dist = new Float64Array(n * n).fill(Infinity);
  const next = new Int32Array(n * n).fill(-1);
  const fromCorners: ({ d: Float64Array; via: Int32Array } | undefined)[] = [];
  for (const plan of plans) {
    const members = nodes.map((node, i) => (node.hall === plan.key ? i : -1)).filter((i) => i >= 0);
    if (members.length === 0) continue;
    const g = prepareHall(plan).grid;
    // Walks are the same both ways (the corners' distances are symmetric, and so is a straight sight):
    // each pair is measured once, from the node whose corner distances come first.
    members.forEach((i, a) => {
      const corners = distancesFrom(g, nodes[i]!.place);
      fromCorners[i] = corners;
      for (let b = a; b < members.length; b++) {
        const j = members[b]!;
        const d = i === j ? 0 : distanceBetween(g, nodes[i]!.place, corners.d, nodes[j]!.place, directWithin);
        if (d < dist[i * n + j]!) {
          dist[i * n + j] = d;
          next[i * n + j] = j;
          dist[j * n + i] = d;
          next[j * n + i] = i;
        }
      }
    });
  }
  const doorNode = new Map<number, number>();
  nodes.forEach((node, i) => node.door !== undefined && doorNode.set(node.door, i));
  const doors = doorsOf(plans);
  for (const [door, i] of doorNode) {
    const j = doorNode.get(doors[door]!.other);
    if (j === undefined) continue;
    dist[i * n + j] = 0;
    next[i * n + j] = j;
  }
  // Only doors are passed through: a walk between two stops never detours by way of a third.
  for (const k of doorNode.values()) {
    for (let i = 0; i < n; i++) {
      const ik = dist[i * n + k]!;
      if (ik === Infinity) continue;
      for (let j = 0; j < n; j++) {
        const d = ik + dist[k * n + j]!;
        if (d < dist[i * n + j]!) {
          dist[i * n + j] = d;
          next[i * n + j] = next[i * n + k]!;
        }
      }
    }
  }
  return { dist, next, n, fromCorners };
}

function doorNodes(plans: readonly HallPlan[]): Node[] {
  return doorsOf(plans)
    .map((door, i) => ({ door, i }))
    .filter(({ door }) => door.other >= 0)
    .map(({ door, i }) => {
      const plan = plans.find((p) => p.key === door.hall) as HallPlan;
      return { hall: door.hall, place: shapePlace(prepareHall(plan), door.index), door: i };
    });
}

/** The legs of the walk from node a to node b along the solved next hops. */
function walkLegs(plans: readonly HallPlan[], nodes: Node[], solved: ReturnType<typeof solve>, a: number, b: number): RouteLeg[] {
  const legs: RouteLeg[] = [];
  let u = a;
  while (u !== b) {
    const v = solved.next[u * solved.n + b]!;
    if (v < 0) return [];
    if (nodes[u]!.hall === nodes[v]!.hall) {
      const plan = plans.find((p) => p.key === nodes[u]!.hall) as HallPlan;
      const walk = connect(prepareHall(plan).grid, nodes[u]!.place, nodes[v]!.place, solved.fromCorners[u]);
      if (!walk) return [];
      const leg: RouteLeg = { hall: plan.key, points: walk.points, metres: walk.metres };
      if (v === b && nodes[v]!.stand) leg.stand = nodes[v]!.stand;
      else if (nodes[v]!.door !== undefined)
        leg.door = nodes.find((node) => node.door === doorsOf(plans)[nodes[v]!.door as number]!.other)?.hall;
      legs.push(leg);
    }
    u = v;
  }
  return legs;
}

function finish(legs: RouteLeg[]) {
  const metres = legs.reduce((sum, leg) => sum + leg.metres, 0);
  return { metres, minutes: metres / SPEED / 60 };
}

export function route(plans: readonly HallPlan[], from: RouteStart, to: string): RouteResult {
  const start = startNode(plans, from);
  if (!start) return { ok: false, reason: 'unknown-start' };
  const found = findStand(plans, to);
  if (!found) return { ok: false, reason: 'unknown-stand' };
  const target: Node = {
    hall: found.plan.key,
    place: shapePlace(prepareHall(found.plan), found.index),
    stand: found.plan.shapes[found.index]!.s,
  };
  const nodes = [start, target, ...doorNodes(plans)];
  const solved = solve(plans, nodes);
  if (solved.dist[1]! === Infinity) return { ok: false, reason: 'unreachable' };
  const legs = walkLegs(plans, nodes, solved, 0, 1);
  const steps = walkSteps(plans, legs);
  return { ok: true, legs, ...finish(legs), steps };
}

export function tour(plans: readonly HallPlan[], from: RouteStart, stands: readonly string[]): TourResult {
  const start = startNode(plans, from);
  if (!start) return { ok: false, reason: 'unknown-start' };
  const unknown: string[] = [];
  const stops: Node[] = [];
  const seen = new Set<string>();
  for (const stand of stands) {
    const found = findStand(plans, stand);
    if (!found) {
      unknown.push(stand);
      continue;
    }
    const number = found.plan.shapes[found.index]!.s as string;
    if (seen.has(number)) continue;
    seen.add(number);
    stops.push({ hall: found.plan.key, place: shapePlace(prepareHall(found.plan), found.index), stand: number });
  }
  const nodes = [start, ...stops, ...doorNodes(plans)];
  const solved = solve(plans, nodes, TOUR_DIRECT_WITHIN);
  const reachable = [0];
  const unreachable: string[] = [];
  stops.forEach((stop, k) => (solved.dist[k + 1]! === Infinity ? unreachable.push(stop.stand as string) : reachable.push(k + 1)));
  // A dense matrix of the reachable places: the ordering reads it a few million times.
  const m = reachable.length;
  const matrix = new Float64Array(m * m);
  for (let i = 0; i < m; i++) for (let j = 0; j < m; j++) matrix[i * m + j] = solved.dist[reachable[i]! * solved.n + reachable[j]!]!;
  const d = (i: number, j: number) => matrix[i * m + j]!;
  const order = orderStops(reachable.length, d).map((i) => reachable[i]!);
  const legs: RouteLeg[] = [];
  for (let k = 1; k < order.length; k++) legs.push(...walkLegs(plans, nodes, solved, order[k - 1]!, order[k]!));
  const visited = order.slice(1).map((i) => nodes[i]!.stand as string);
  return { ok: true, order: visited, legs, ...finish(legs), steps: walkSteps(plans, legs), unknown, unreachable };
}
