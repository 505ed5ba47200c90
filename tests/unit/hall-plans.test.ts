import { describe, expect, it } from 'vitest';
import { CURRENT_PREFIX, demoCatalogue, DEMO_PREFIXES } from '../../server/seed/demo-catalogue';
import { layoutHalls, type HallLayout, type Rect } from '../../server/seed/hall-plans';
import { grownParticipants } from '../../server/seed/large-catalogue';
import { extraRooms, mainRooms } from '../../server/seed/programme-data';

const EPS = 1e-6;

/** The bounding box of a shape; the seed draws every shape as an axis-aligned rectangle. */
function rectOf(points: readonly number[]): Rect {
  const xs = points.filter((_, index) => index % 2 === 0);
  const ys = points.filter((_, index) => index % 2 === 1);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, w: Math.max(...xs) - x, h: Math.max(...ys) - y };
}

const overlaps = (a: Rect, b: Rect) =>
  Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > EPS && Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > EPS;

/** Which sides of `a` run along `b` for some length (b lies just beyond them). */
function sidesTouching(a: Rect, b: Rect): ('top' | 'bottom' | 'left' | 'right')[] {
  const xRun = Math.min(a.x + a.w, b.x + b.w) - Math.max(a.x, b.x) > EPS;
  const yRun = Math.min(a.y + a.h, b.y + b.h) - Math.max(a.y, b.y) > EPS;
  const sides: ('top' | 'bottom' | 'left' | 'right')[] = [];
  if (xRun && Math.abs(b.y + b.h - a.y) < EPS) sides.push('top');
  if (xRun && Math.abs(a.y + a.h - b.y) < EPS) sides.push('bottom');
  if (yRun && Math.abs(b.x + b.w - a.x) < EPS) sides.push('left');
  if (yRun && Math.abs(a.x + a.w - b.x) < EPS) sides.push('right');
  return sides;
}

/** Even-odd ray casting; a point on the boundary counts as inside. */
function inside(outline: readonly number[], x: number, y: number): boolean {
  let result = false;
  const n = outline.length / 2;
  for (let i = 0, j = n - 1; i < n; j = i, i += 1) {
    const [xi = 0, yi = 0, xj = 0, yj = 0] = [outline[2 * i], outline[2 * i + 1], outline[2 * j], outline[2 * j + 1]];
    const onEdge =
      Math.abs((xj - xi) * (y - yi) - (yj - yi) * (x - xi)) < EPS &&
      x >= Math.min(xi, xj) - EPS &&
      x <= Math.max(xi, xj) + EPS &&
      y >= Math.min(yi, yj) - EPS &&
      y <= Math.max(yi, yj) + EPS;
    if (onEdge) return true;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) result = !result;
  }
  return result;
}

const standsOf = (prefix: string) => demoCatalogue(prefix).flatMap((item) => item.row.stands ?? []);
const stands = (hall: HallLayout) => hall.shapes.filter((shape) => shape.kind === 'stand');
const demoPlans = layoutHalls(
  `halls:${CURRENT_PREFIX}`,
  standsOf(CURRENT_PREFIX),
  mainRooms.map((room) => room.ru),
);

/** The geometry every plan must keep, whatever it was drawn from. */
function expectSoundGeometry(plans: readonly HallLayout[]) {
  for (const hall of plans) {
    const standRects = stands(hall).map((shape) => rectOf(shape.points));
    const others = hall.shapes.filter((shape) => shape.kind === 'wall' || shape.kind === 'room' || shape.kind === 'service');
    const solid = [...standRects, ...others.map((shape) => rectOf(shape.points))];
    // Sorted by x, so each rectangle is compared only with those starting before it ends.
    const byX = [...solid].sort((a, b) => a.x - b.x);
    for (let i = 0; i < byX.length; i += 1) {
      const a = byX[i] as Rect;
      for (let j = i + 1; j < byX.length && (byX[j] as Rect).x < a.x + a.w - EPS; j += 1) {
        expect(overlaps(a, byX[j] as Rect), `hall ${hall.key}: two shapes overlap at ${a.x},${a.y}`).toBe(false);
      }
    }
    for (const shape of hall.shapes) {
      for (let i = 0; i < shape.points.length; i += 2) {
        expect(inside(hall.outline, shape.points[i] ?? 0, shape.points[i + 1] ?? 0), `hall ${hall.key}: ${shape.kind} outside`).toBe(true);
      }
    }
    for (const aisle of hall.aisles) {
      const blocked = solid.find((rect) => overlaps(rect, aisle));
      expect(blocked, `hall ${hall.key}: the aisle at ${aisle.x},${aisle.y} is blocked`).toBeUndefined();
    }
    for (const rect of standRects) {
      expect(
        hall.aisles.some((aisle) => sidesTouching(rect, aisle).length > 0),
        `hall ${hall.key}: the stand at ${rect.x},${rect.y} opens onto no aisle`,
      ).toBe(true);
    }
  }
}

describe('the seed’s hall plans', () => {
  it.each(DEMO_PREFIXES)('give every stand of the %s demo catalogue exactly one shape', (prefix) => {
    const catalogue = standsOf(prefix);
    const plans = layoutHalls(`halls:${prefix}`, catalogue, []);
    const drawn = plans.flatMap((hall) => stands(hall).map((shape) => shape.stand));
    expect(new Set(drawn).size).toBe(drawn.length);
    for (const stand of catalogue) expect(drawn).toContain(stand);
    // A few free stands, not a hall of them.
    expect(drawn.length).toBeLessThan(new Set(catalogue).size * 1.3);
  });

  it('never overlap two stands, keep every shape inside the outline, keep the aisles free and open every stand onto one', () => {
    expectSoundGeometry(demoPlans);
  });

  it('lay rows of several sizes with corner and island stands, as a trade fair does', () => {
    const all = demoPlans.flatMap((hall) => stands(hall).map((shape) => ({ hall, rect: rectOf(shape.points) })));
    const sizes = new Set(all.map(({ rect }) => `${rect.w}×${rect.h}`));
    expect(sizes.size).toBeGreaterThanOrEqual(6);
    expect(new Set(all.map(({ rect }) => rect.h)).size).toBeGreaterThanOrEqual(2);
    const openSides = ({ hall, rect }: (typeof all)[number]) => new Set(hall.aisles.flatMap((aisle) => sidesTouching(rect, aisle)));
    const islands = all.filter((stand) => openSides(stand).size === 4);
    const corners = all.filter((stand) => {
      const sides = openSides(stand);
      return sides.size === 2 && (sides.has('left') || sides.has('right'));
    });
    expect(islands.length).toBeGreaterThan(0);
    expect(corners.length).toBeGreaterThan(islands.length);
  });

  it('name the conference rooms exactly as the programme’s locations, each in the hall it names', () => {
    const rooms = demoPlans.flatMap((hall) =>
      hall.shapes.filter((shape) => shape.kind === 'room').map((shape) => ({ hall, name: shape.name })),
    );
    expect(rooms.map((room) => room.name).sort()).toEqual(mainRooms.map((room) => room.ru).sort());
    for (const room of rooms) expect(room.name).toContain(`павильон ${room.hall.key}`);
  });

  it('draw entrances, a café, toilets, information and a door to each neighbouring hall, both ways', () => {
    for (const hall of demoPlans) {
      const names = hall.shapes.map((shape) => `${shape.kind}:${shape.name ?? ''}`);
      expect(names.filter((name) => name.startsWith('entrance:')).length).toBeGreaterThanOrEqual(2);
      for (const service of ['Кафе', 'Туалеты', 'Информация']) expect(names).toContain(`service:${service}`);
      for (const door of hall.shapes.filter((shape) => shape.kind === 'door')) {
        const other = demoPlans.find((candidate) => candidate.key === door.to);
        expect(other?.shapes.some((shape) => shape.kind === 'door' && shape.to === hall.key)).toBe(true);
      }
    }
    const doors = demoPlans.flatMap((hall) => hall.shapes.filter((shape) => shape.kind === 'door'));
    expect(doors).toHaveLength(2 * (demoPlans.length - 1));
  });

  it('name every entrance and service in English and Chinese too, and each entrance of a hall apart in every language', () => {
    for (const hall of demoPlans) {
      const named = hall.shapes.filter((shape) => shape.kind === 'entrance' || shape.kind === 'service');
      for (const shape of named) {
        expect(shape.name, `${hall.key} ${shape.kind}`).toMatch(/\p{Script=Cyrillic}/u);
        for (const lang of ['en', 'zh'] as const) {
          expect(shape.names?.[lang], `${hall.key} ${shape.name} in ${lang}`).toMatch(/^[^\p{Script=Cyrillic}]+$/u);
        }
      }
      // The route panel offers entrances by name: two with one name could not be told apart.
      const entrances = named.filter((shape) => shape.kind === 'entrance');
      for (const lang of ['en', 'zh'] as const) expect(new Set(entrances.map((shape) => shape.names?.[lang])).size).toBe(entrances.length);
    }
  });

  it('come out the same from the same catalogue', () => {
    expect(
      layoutHalls(
        `halls:${CURRENT_PREFIX}`,
        standsOf(CURRENT_PREFIX),
        mainRooms.map((room) => room.ru),
      ),
    ).toEqual(demoPlans);
  });

  it('draw a hall of at least 1,500 stands, soundly, for the 10,000-exhibitor catalogue', () => {
    const demo = demoCatalogue(CURRENT_PREFIX).map((item) => ({
      shortTitle: item.row.shortTitle,
      stands: item.row.stands ?? [],
      oneCid: item.row.oneCid ?? '',
    }));
    const grown = grownParticipants(CURRENT_PREFIX, demo, 10_000 - demo.length);
    const all = [...demo.flatMap((item) => item.stands), ...grown.flatMap((item) => item.row.stands ?? [])];
    const plans = layoutHalls(
      `halls:${CURRENT_PREFIX}`,
      all,
      [...mainRooms, ...extraRooms].map((room) => room.ru),
    );
    const drawn = new Set(plans.flatMap((hall) => stands(hall).map((shape) => shape.stand)));
    for (const stand of new Set(all)) expect(drawn.has(stand)).toBe(true);
    expect(Math.max(...plans.map((hall) => stands(hall).length))).toBeGreaterThanOrEqual(1500);
    expectSoundGeometry(plans);
  }, 60_000);
});
