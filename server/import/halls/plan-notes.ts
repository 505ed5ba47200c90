/**
 * What an organiser should look at after reading the plans, though none of it stops the import (a plan is
 * often drawn before every stand is sold): catalogue stands on no plan, stands with no exhibitor, a stand
 * number on two halls, a shape outside its hall's outline, a door whose other side is missing.
 */
import type { PlanNote } from '../kind';

export type NoteHall = {
  key: string;
  outline: number[];
  /** Whether the run read this hall (the others are stored ones it leaves as they are). */
  read: boolean;
  shapes: { kind: string; points: number[]; stand?: string | null; to?: string | null; label: string }[];
};

/** Within 1 cm of the outline counts as on it: a wall drawn along the outline is inside. */
const TOLERANCE = 0.01;

function distanceToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const [dx, dy] = [bx - ax, by - ay];
  const length = dx * dx + dy * dy;
  const t = length === 0 ? 0 : Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / length));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

export function insidePolygon(px: number, py: number, polygon: number[]): boolean {
  let inside = false;
  const n = polygon.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const [xi, yi, xj, yj] = [polygon[2 * i], polygon[2 * i + 1], polygon[2 * j], polygon[2 * j + 1]] as [number, number, number, number];
    if (distanceToSegment(px, py, xi, yi, xj, yj) <= TOLERANCE) return true;
    if (yi > py !== yj > py && px < ((xj - xi) * (py - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

const naturalOrder = new Intl.Collator('en', { numeric: true }).compare;

/** The hall a catalogue stand belongs to: the longest hall key it starts with ("10" before "1" for 10A01). */
function hallOfStand(stand: string, keys: string[]): string | undefined {
  return keys.filter((key) => stand.toUpperCase().startsWith(key.toUpperCase())).sort((a, b) => b.length - a.length)[0];
}

const listed = (key: string, message: string, items: string[]): PlanNote => ({ key, message, items: [...items].sort(naturalOrder) });

export function planNotes(halls: NoteHall[], catalogueStands: Iterable<string>): PlanNote[] {
  const notes: PlanNote[] = [];
  const catalogue = new Set(catalogueStands);
  const keys = halls.map((hall) => hall.key);
  const hallsOfStand = new Map<string, string[]>();
  for (const hall of halls) {
    for (const shape of hall.shapes) {
      if (shape.kind !== 'stand' || !shape.stand) continue;
      hallsOfStand.set(shape.stand, [...(hallsOfStand.get(shape.stand) ?? []), hall.key]);
    }
  }
  const onNoPlan = new Map<string, string[]>();
  for (const stand of catalogue) {
    if (hallsOfStand.has(stand)) continue;
    const key = hallOfStand(stand, keys) ?? '';
    onNoPlan.set(key, [...(onNoPlan.get(key) ?? []), stand]);
  }
  for (const hall of halls) {
    const name = `hall ${hall.key}`;
    const missing = onNoPlan.get(hall.key) ?? [];
    if (missing.length) notes.push(listed(name, `${missing.length} stand(s) of the catalogue have no shape on any plan`, missing));
    const stands = hall.shapes.flatMap((shape) => (shape.kind === 'stand' && shape.stand ? [shape.stand] : []));
    const free = stands.filter((stand) => !catalogue.has(stand));
    if (free.length) notes.push(listed(name, `${free.length} stand shape(s) have no exhibitor (free stands)`, free));
    const twice = stands.filter((stand) => (hallsOfStand.get(stand) ?? []).some((other) => other !== hall.key));
    for (const stand of twice) {
      const others = (hallsOfStand.get(stand) ?? []).filter((other) => other !== hall.key);
      notes.push({ key: name, message: `stand ${stand} is also on hall ${others.join(', ')}` });
    }
    if (hall.read) {
      const outside = hall.shapes.filter((shape) =>
        shape.points.some((value, i) => i % 2 === 0 && !insidePolygon(value, shape.points[i + 1] as number, hall.outline)),
      );
      if (outside.length) {
        notes.push(
          listed(
            name,
            `${outside.length} shape(s) lie outside the hall's outline`,
            outside.map((shape) => shape.label),
          ),
        );
      }
    }
    for (const door of hall.shapes.filter((shape) => shape.kind === 'door')) {
      const other = halls.find((candidate) => candidate.key === door.to);
      if (!other) notes.push({ key: name, message: `${door.label} leads to hall ${door.to}, which has no plan` });
      else if (!other.shapes.some((shape) => shape.kind === 'door' && shape.to === hall.key)) {
        notes.push({ key: name, message: `${door.label} leads to hall ${door.to}, which has no door back to hall ${hall.key}` });
      }
    }
  }
  const unplaced = onNoPlan.get('') ?? [];
  if (unplaced.length)
    notes.push(listed('catalogue', `${unplaced.length} stand(s) of the catalogue belong to no hall with a plan`, unplaced));
  return notes;
}
