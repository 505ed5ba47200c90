/**
 * A walk as text steps for those who cannot see the map: data, not words, so the UI says them in ru, en or
 * zh. Each step carries the metres to walk before it; a turn names a stand beside it as a landmark.
 */
import type { HallPlan } from '../../contract/halls';
import { norm } from './geometry';
import { prepareHall } from './prepared';
import type { RouteLeg } from './route';

export interface RouteStep {
  kind: 'start' | 'straight' | 'turn-left' | 'turn-right' | 'door' | 'arrive';
  /** Metres walked since the step before. */
  metres: number;
  hall: string;
  /** A stand beside the turn (or the stand arrived at). */
  nearStand?: string;
  /** The hall a door leads to. */
  to?: string;
}

/** Bends under this many degrees are not worth a step; up to TURN they are "keep straight on". */
const SLIGHT = 20;
const TURN = 45;
/** Decimetres: a first or last piece of a leg shorter than this (the step off a stand's edge) gets no step. */
const SHORT = 15;

export function walkSteps(plans: readonly HallPlan[], legs: readonly RouteLeg[]): RouteStep[] {
  const steps: RouteStep[] = [];
  let walked = 0;
  legs.forEach((leg, index) => {
    const p = leg.points;
    if (index === 0) steps.push({ kind: 'start', metres: 0, hall: leg.hall });
    for (let i = 2; i < p.length; i += 2) {
      walked += norm(p[i]! - p[i - 2]!, p[i + 1]! - p[i - 1]!) / 10;
      if (i + 2 >= p.length) break;
      // The short step between a stand's edge and the aisle is no turn worth saying.
      const isFirst = i === 2;
      const isLast = i + 4 >= p.length;
      if ((isFirst && norm(p[2]! - p[0]!, p[3]! - p[1]!) < SHORT) || (isLast && norm(p[i + 2]! - p[i]!, p[i + 3]! - p[i + 1]!) < SHORT))
        continue;
      const ax = p[i]! - p[i - 2]!;
      const ay = p[i + 1]! - p[i - 1]!;
      const bx = p[i + 2]! - p[i]!;
      const by = p[i + 3]! - p[i + 1]!;
      const angle = (Math.atan2(ax * by - ay * bx, ax * bx + ay * by) * 180) / Math.PI;
      if (Math.abs(angle) < SLIGHT) continue;
      // y grows downwards on the plan, so a positive cross product is a turn to the right.
      const kind = Math.abs(angle) < TURN ? 'straight' : angle > 0 ? 'turn-right' : 'turn-left';
      const plan = plans.find((h) => h.key === leg.hall);
      const nearStand = plan ? standNear(plan, p[i]!, p[i + 1]!) : undefined;
      steps.push({ kind, metres: round(walked), hall: leg.hall, ...(nearStand ? { nearStand } : {}) });
      walked = 0;
    }
    if (leg.stand) {
      steps.push({ kind: 'arrive', metres: round(walked), hall: leg.hall, nearStand: leg.stand });
      walked = 0;
    } else if (leg.door) {
      steps.push({ kind: 'door', metres: round(walked), hall: leg.hall, to: leg.door });
      walked = 0;
    }
  });
  return steps;
}

function round(metres: number): number {
  return Math.round(metres * 10) / 10;
}

/** The stand owning the nearest blocked cell within two metres of a point. */
function standNear(plan: HallPlan, x: number, y: number): string | undefined {
  const g = prepareHall(plan).grid;
  const cx = Math.floor((x - g.ox) / g.cell);
  const cy = Math.floor((y - g.oy) / g.cell);
  const radius = Math.ceil(20 / g.cell);
  let best: string | undefined;
  let bestD = Infinity;
  for (let yy = cy - radius; yy <= cy + radius; yy++) {
    for (let xx = cx - radius; xx <= cx + radius; xx++) {
      if (xx < 0 || yy < 0 || xx >= g.w || yy >= g.h) continue;
      const o = g.owner[yy * g.w + xx]!;
      const shape = o >= 0 ? plan.shapes[o]! : undefined;
      if (shape?.k !== 'stand') continue;
      const d = (xx - cx) ** 2 + (yy - cy) ** 2;
      if (d < bestD) {
        bestD = d;
        best = shape.s;
      }
    }
  }
  return best;
}
