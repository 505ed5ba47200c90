/**
 * What the map draws and finds from a hall's geometry: polygon centres and boxes (labels, centring a
 * stand), the stand numbers in a visitor's order and the exhibitors on each stand. Pure, so it runs in
 * the server's render as well as in the browser.
 */
import type { HallPlan, HallShape } from '../../contract/halls';
import type { Participant } from '../../contract/participants';

export type Box = { x: number; y: number; width: number; height: number };

export function boxOf(points: readonly number[]): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let index = 0; index + 1 < points.length; index += 2) {
    const x = points[index]!;
    const y = points[index + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  if (minX === Infinity) return { x: 0, y: 0, width: 0, height: 0 };
  return { x: minX, y: minY, width: maxX - minX, height: maxY - minY };
}

/** The SVG `points` attribute of a flat [x1, y1, x2, y2, …] polygon. */
export function pointsAttribute(points: readonly number[]): string {
  const pairs: string[] = [];
  for (let index = 0; index + 1 < points.length; index += 2) pairs.push(`${points[index]},${points[index + 1]}`);
  return pairs.join(' ');
}

/** Stand numbers as a visitor reads them: 2F9 before 2F10. */
export const compareStands = new Intl.Collator('en', { numeric: true, sensitivity: 'base' }).compare;

export type StandShape = HallShape & { s: string };

export function standShapes(plan: HallPlan): StandShape[] {
  return plan.shapes.filter((shape): shape is StandShape => shape.k === 'stand' && typeof shape.s === 'string');
}

/** The exhibitors on each stand of the catalogue (a stand shared by several lists them all). */
export function exhibitorsByStand(participants: readonly Participant[]): ReadonlyMap<string, readonly Participant[]> {
  const map = new Map<string, Participant[]>();
  for (const participant of participants) {
    for (const stand of participant.stands) {
      const list = map.get(stand);
      if (list) list.push(participant);
      else map.set(stand, [participant]);
    }
  }
  return map;
}

/** Whether a polygon is its own bounding box (most stands): drawn and hit-tested as the box. */
export function isRectangle(points: readonly number[], box: Box): boolean {
  return (
    points.length === 8 &&
    [0, 2, 4, 6].every(
      (index) =>
        (points[index] === box.x || points[index] === box.x + box.width) &&
        (points[index + 1] === box.y || points[index + 1] === box.y + box.height),
    )
  );
}

/** Whether the point lies inside the polygon (even-odd rule; a point on an edge may go either way). */
function inside(points: readonly number[], x: number, y: number): boolean {
  let within = false;
  for (let index = 0, previous = points.length - 2; index + 1 < points.length; previous = index, index += 2) {
    const xi = points[index]!;
    const yi = points[index + 1]!;
    const xj = points[previous]!;
    const yj = points[previous + 1]!;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) within = !within;
  }
  return within;
}

/**
 * The stand at a point of the plan (plan units), or undefined on an aisle: how a tap finds its stand, the
 * stands being drawn as a few shared paths rather than an element each. A few thousand box checks take
 * well under a millisecond.
 */
export function standAt(stands: readonly StandShape[], x: number, y: number): string | undefined {
  for (const shape of stands) {
    const box = boxOf(shape.p);
    if (x < box.x || x > box.x + box.width || y < box.y || y > box.y + box.height) continue;
    if (isRectangle(shape.p, box) || inside(shape.p, x, y)) return shape.s;
  }
  return undefined;
}

/** The stands whose centre lies in a region of the plan. */
export function standsIn(stands: readonly StandShape[], region: Box): Set<string> {
  const found = new Set<string>();
  for (const shape of stands) {
    const box = boxOf(shape.p);
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    if (x >= region.x && x <= region.x + region.width && y >= region.y && y <= region.y + region.height) found.add(shape.s);
  }
  return found;
}
