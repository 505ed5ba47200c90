/**
 * The demo's hall plans (issue 33): one plan per pavilion that the seeded catalogue's stands name, drawn
 * as a metal-industry show lays out its floor, so that every seeded stand has its shape.
 *
 * A stand number "2F55" is pavilion 2, row F, place 55. Rows are laid out back to back in pairs (A|B,
 * C|D, …) along aisles, each pair cut into blocks by cross aisles at the same places all down the hall,
 * with a wider main aisle both ways; stands run along a row in place order, 3–12 m wide, so the first and
 * last stand of a block are corner stands, and now and then a block opens with an island stand as deep
 * as the pair with an aisle behind it. Free stands take numbers left out between exhibitors'. Around the
 * stands: the walls, a lobby with the main entrance, a café and the information desk, a side entrance,
 * conference rooms named exactly as the programme's locations (a name saying "павильон N" goes to hall
 * N) and toilets along the north wall, and a door in the side wall to each neighbouring hall.
 *
 * The layout is a pure function of the stand list, the room names and a seed (the seed's PRNG), so the
 * same catalogue always gets the same plans; coordinates are metres, whole decimetres.
 */
import { eq } from 'drizzle-orm';
import type { ShapeKind } from '../../src/contract/halls';
import type { Db } from '../db/connect';
import { events, hallShapes, halls, participants, type Localized, type ShapeNames } from '../db/schema';
import type { SeedTx } from './index';
import { L } from './localized';
import { createRng, type Rng } from './prng';

export type Rect = { x: number; y: number; w: number; h: number };
/** `name` is the organiser's (Russian), `names` the same in English and Chinese; rooms have none: the API names them by their location. */
type PlanShape = { kind: ShapeKind; points: number[]; stand?: string; name?: string; names?: ShapeNames; to?: string };
export type HallLayout = {
  key: string;
  name: Localized;
  sortOrder: number;
  /** Metres: [x1, y1, x2, y2, …]. */
  outline: number[];
  shapes: PlanShape[];
  /** The walkable floor kept free of stands, for the tests that hold the layout to it (not stored). */
  aisles: Rect[];
};

const WALL = 0.4;
const PERIMETER_AISLE = 5;
const ROW_AISLE = 4;
const MAIN_AISLE = 6;
const CROSS_AISLE = 3;
const MAIN_CROSS_AISLE = 5;
/** Length of a block of stands between two cross aisles. */
const BLOCK = 24;
const SERVICE_DEPTH = 10;
const LOBBY = { w: 30, d: 12 } as const;
const MIN_STAND = 3;
const ISLAND_CHANCE = 0.12;
const FREE_STAND_CHANCE = 0.15;
/** A row this long is drawn with narrow stands, so the 10,000-exhibitor seed's halls stay walkable. */
const LONG_ROW = 50;

const round1 = (value: number) => Math.round(value * 10) / 10;
const rectPoints = ({ x, y, w, h }: Rect): number[] => [x, y, x + w, y, x + w, y + h, x, y + h].map(round1);

type ParsedStand = { hall: string; row: string; place: number; digits: number };
const STAND_NUMBER = /^(\d+)([A-Z])(\d+)$/;

function parseStand(stand: string): ParsedStand | null {
  const match = STAND_NUMBER.exec(stand);
  if (!match) return null;
  const [, hall = '', row = '', place = ''] = match;
  return { hall, row, place: Number(place), digits: place.length };
}

/** The hall a programme location names ("…, павильон 2"), if it names one. */
const roomHall = (room: string) => /павильон\s*(\d+)/i.exec(room)?.[1];

/** One row's stand numbers in place order, with a few free stands on numbers nobody took. */
function rowStands(rng: Rng, hall: string, row: string, used: ParsedStand[]): string[] {
  const sorted = [...used].sort((a, b) => a.place - b.place);
  const digits = Math.max(2, ...sorted.map((stand) => stand.digits));
  const name = (place: number) => `${hall}${row}${String(place).padStart(digits, '0')}`;
  const out: string[] = [];
  sorted.forEach((stand, index) => {
    out.push(name(stand.place));
    const next = sorted[index + 1];
    if (next && next.place - stand.place >= 2 && rng.chance(FREE_STAND_CHANCE)) out.push(name(stand.place + 1));
  });
  return out;
}

type BlockRow = { upper: string[]; lower: string[] | null; depth: number; widths: readonly number[]; meanWidth: number };

const SHALLOW_WIDTHS = { widths: [3, 3, 6, 6, 6, 9], meanWidth: 5.5 } as const;
const DEEP_WIDTHS = { widths: [6, 6, 6, 9, 9, 12], meanWidth: 8 } as const;
const NARROW_WIDTHS = { widths: [3, 3, 3, 6], meanWidth: 3.75 } as const;

type Placed = { stand: string; rect: Rect };
type Band = { placed: Placed[]; aisles: Rect[] };

/** The share of n items that block `index` of `count` takes, spread evenly. */
const shareOf = (n: number, index: number, count: number) => Math.round(((index + 1) * n) / count) - Math.round((index * n) / count);

/**
 * Places stands side by side from `from` to `to`: widths drawn from the row's sizes, then stretched to
 * fill the block in whole metres, none under 3 m. False when they cannot fit.
 */
function fillBlock(rng: Rng, row: BlockRow, stands: readonly string[], from: number, to: number, top: number, out: Placed[]): boolean {
  if (stands.length === 0) return true;
  if (stands.length * MIN_STAND > to - from) return false;
  const raw = stands.map(() => rng.pick(row.widths));
  const scale = (to - from) / raw.reduce((sum, w) => sum + w, 0);
  let cumulative = 0;
  let left = 0;
  stands.forEach((stand, index) => {
    cumulative += raw[index] as number;
    const after = stands.length - index - 1;
    const right = Math.max(left + MIN_STAND, Math.min(Math.round(cumulative * scale), to - from - after * MIN_STAND));
    out.push({ stand, rect: { x: from + left, y: top, w: right - left, h: row.depth } });
    left = right;
  });
  return true;
}

/** Lays the stands of a block row evenly into the blocks; null when they do not fit. */
function layBlockRow(rng: Rng, row: BlockRow, y: number, blocks: readonly { x: number; end: number }[]): Band | null {
  const placed: Placed[] = [];
  const aisles: Rect[] = [];
  let upperAt = 0;
  let lowerAt = 0;
  for (const [index, block] of blocks.entries()) {
    const upper = row.upper.slice(upperAt, (upperAt += shareOf(row.upper.length, index, blocks.length)));
    const lower = row.lower ? row.lower.slice(lowerAt, (lowerAt += shareOf(row.lower.length, index, blocks.length))) : [];
    let from = block.x;
    const island = rng.pick(row.depth > 3 ? [9, 12] : [6, 9]);
    const roomAfterIsland = block.end - from - island - CROSS_AISLE;
    if (
      row.lower &&
      upper.length > 1 &&
      rng.chance(ISLAND_CHANCE) &&
      roomAfterIsland >= MIN_STAND * Math.max(upper.length - 1, lower.length)
    ) {
      // An island opens the block: as deep as the pair, with an aisle behind it.
      placed.push({ stand: upper.shift() as string, rect: { x: from, y, w: island, h: row.depth * 2 } });
      aisles.push({ x: from + island, y, w: CROSS_AISLE, h: row.depth * 2 });
      from += island + CROSS_AISLE;
    }
    if (!fillBlock(rng, row, upper, from, block.end, y, placed)) return null;
    if (row.lower && !fillBlock(rng, row, lower, from, block.end, y + row.depth, placed)) return null;
  }
  return { placed, aisles };
}

function blocksOf(count: number, x0: number) {
  const middle = Math.floor(count / 2) - 1;
  const blocks: { x: number; end: number }[] = [];
  let x = x0;
  for (let index = 0; index < count; index += 1) {
    blocks.push({ x, end: x + BLOCK });
    x += BLOCK + (index === middle ? MAIN_CROSS_AISLE : CROSS_AISLE);
  }
  return blocks;
}

/** The block rows laid into as many blocks as their stands' usual sizes need (each try from the same seed). */
function layStands(seed: string, rows: readonly BlockRow[], x0: number, y0: number) {
  const needed = Math.max(
    2,
    ...rows.map((row) => Math.round((Math.max(row.upper.length, row.lower?.length ?? 0) * row.meanWidth) / BLOCK)),
  );
  for (let count = needed; ; count += 1) {
    const rng = createRng(`${seed}:${count}`);
    const blocks = blocksOf(count, x0);
    const bands: { band: Band; y: number; depth: number }[] = [];
    let y = y0;
    const gaps: { y: number; h: number }[] = [];
    const middle = Math.floor(rows.length / 2) - 1;
    let fits = true;
    for (const [index, row] of rows.entries()) {
      const band = layBlockRow(rng, row, y, blocks);
      if (!band) {
        fits = false;
        break;
      }
      const depth = row.depth * (row.lower ? 2 : 1);
      bands.push({ band, y, depth });
      y += depth;
      if (index < rows.length - 1) {
        const gap = index === middle ? MAIN_AISLE : ROW_AISLE;
        gaps.push({ y, h: gap });
        y += gap;
      }
    }
    if (fits) return { blocks, bands, gaps, bottom: y };
  }
}

/** The rows of one hall paired back to back, deep stands where a pair is short enough to take them. */
function blockRows(rng: Rng, hall: string, stands: ParsedStand[]): BlockRow[] {
  const letters = [...new Set(stands.map((stand) => stand.row))].sort();
  const rows = letters.map((letter) =>
    rowStands(
      rng,
      hall,
      letter,
      stands.filter((stand) => stand.row === letter),
    ),
  );
  const longest = Math.max(0, ...rows.map((row) => row.length));
  const out: BlockRow[] = [];
  for (let index = 0; index < rows.length; index += 2) {
    const upper = rows[index] as string[];
    const lower = rows[index + 1] ?? null;
    const size = Math.max(upper.length, lower?.length ?? 0);
    const long = size > LONG_ROW;
    const deep = !long && size <= longest * 0.7 && rng.chance(0.5);
    out.push({ upper, lower, depth: deep ? 6 : 3, ...(long ? NARROW_WIDTHS : deep ? DEEP_WIDTHS : SHALLOW_WIDTHS) });
  }
  return out;
}

/** Splits a wall along one axis around the openings (entrances, doors) cut into it. */
function wallWithOpenings(wall: Rect, openings: readonly Rect[], horizontal: boolean): Rect[] {
  const start = horizontal ? wall.x : wall.y;
  const end = start + (horizontal ? wall.w : wall.h);
  const cuts = openings.map((o) => (horizontal ? [o.x, o.x + o.w] : [o.y, o.y + o.h])).sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
  const pieces: Rect[] = [];
  let cursor = start;
  for (const [from = 0, to = 0] of [...cuts, [end, end]]) {
    if (from > cursor) pieces.push(horizontal ? { ...wall, x: cursor, w: from - cursor } : { ...wall, y: cursor, h: from - cursor });
    cursor = Math.max(cursor, to);
  }
  return pieces;
}

/** The services' and entrances' names as the organiser writes them, with their English and Chinese. */
const TOILETS = { name: 'Туалеты', names: { en: 'Toilets', zh: '洗手间' } };
const CAFE = { name: 'Кафе', names: { en: 'Café', zh: '咖啡厅' } };
const INFORMATION = { name: 'Информация', names: { en: 'Information', zh: '问讯处' } };
/** "Вход 2А": the hall's main (А) or side (Б) entrance; Latin letters in English and Chinese. */
const entrance = (hall: string, letter: string, latin: string) => ({
  name: `Вход ${hall}${letter}`,
  names: { en: `Entrance ${hall}${latin}`, zh: `${hall}${latin} 入口` },
});

function layHall(
  seed: string,
  key: string,
  order: number,
  neighbours: string[],
  stands: ParsedStand[],
  rooms: readonly string[],
): HallLayout {
  const rng = createRng(`${seed}:${key}`);
  const rows = blockRows(rng, key, stands);
  const x0 = WALL + PERIMETER_AISLE;
  const y0 = WALL + SERVICE_DEPTH + PERIMETER_AISLE;
  const laid = layStands(`${seed}:${key}:stands`, rows, x0, y0);
  const standsEnd = (laid.blocks.at(-1)?.end ?? x0) + PERIMETER_AISLE + WALL;

  // The north strip: toilets at both ends, the hall's conference rooms between.
  const strip: { kind: ShapeKind; name: string; names?: ShapeNames; w: number }[] = [
    { kind: 'service', ...TOILETS, w: 6 },
    ...rooms.map((room) => ({ kind: 'room' as const, name: room, w: roomHall(room) && !/^Зал \d/.test(room) ? 18 : 12 })),
    { kind: 'service', ...TOILETS, w: 6 },
  ];
  const stripEnd = x0 + strip.reduce((sum, item) => sum + item.w, 0) + PERIMETER_AISLE + WALL;
  const width = Math.max(standsEnd, stripEnd, 2 * (x0 + 6) + LOBBY.w);
  const height = laid.bottom + PERIMETER_AISLE + WALL;
  const lobbyX = Math.round(width / 2 - LOBBY.w / 2);
  const shapes: PlanShape[] = [];
  const aisles: Rect[] = [];

  for (const { band } of laid.bands) {
    for (const { stand, rect } of band.placed) shapes.push({ kind: 'stand', points: rectPoints(rect), stand });
    aisles.push(...band.aisles);
  }
  // Spread along the north wall, with floor between them in whole metres.
  const stripGap = Math.floor(
    (width - x0 - PERIMETER_AISLE - WALL - strip.reduce((sum, item) => sum + item.w, 0)) / Math.max(1, strip.length - 1),
  );
  let stripX = x0;
  for (const item of strip) {
    const { kind, name, names } = item;
    shapes.push({ kind, name, ...(names ? { names } : {}), points: rectPoints({ x: stripX, y: WALL, w: item.w, h: SERVICE_DEPTH }) });
    stripX += item.w + stripGap;
  }

  // Aisles: round the stands, between the block rows, and across them between the blocks.
  const innerW = width - 2 * WALL;
  const top = laid.bands[0]?.y ?? y0;
  aisles.push({ x: WALL, y: WALL + SERVICE_DEPTH, w: innerW, h: PERIMETER_AISLE });
  aisles.push({ x: WALL, y: laid.bottom, w: innerW, h: PERIMETER_AISLE });
  aisles.push({ x: WALL, y: y0, w: PERIMETER_AISLE, h: laid.bottom - y0 });
  const lastEnd = laid.blocks.at(-1)?.end ?? x0;
  aisles.push({ x: lastEnd, y: y0, w: width - WALL - lastEnd, h: laid.bottom - y0 });
  for (const gap of laid.gaps) aisles.push({ x: WALL, y: gap.y, w: innerW, h: gap.h });
  laid.blocks.forEach((block, index) => {
    const next = laid.blocks[index + 1];
    if (next) aisles.push({ x: block.end, y: top, w: next.x - block.end, h: laid.bottom - top });
  });

  // Doors to the neighbouring halls, in the side walls on the main aisle (or the south aisle).
  const middle = laid.gaps[Math.floor((laid.gaps.length - 1) / 2)] ?? { y: laid.bottom, h: PERIMETER_AISLE };
  const doorY = round1(middle.y + middle.h / 2 - 2);
  const doors: { rect: Rect; to: string; west: boolean }[] = [];
  const [before, after] = neighbours;
  if (before) doors.push({ rect: { x: 0, y: doorY, w: WALL, h: 4 }, to: before, west: true });
  if (after) doors.push({ rect: { x: width - WALL, y: doorY, w: WALL, h: 4 }, to: after, west: false });
  for (const door of doors) shapes.push({ kind: 'door', points: rectPoints(door.rect), to: door.to });

  // The lobby: the main entrance, a café and the information desk, open to the hall's south aisle.
  const mainEntrance: Rect = { x: lobbyX + 11, y: height + LOBBY.d - WALL, w: 8, h: WALL };
  const sideEntrance: Rect = { x: x0, y: height - WALL, w: 6, h: WALL };
  shapes.push({ kind: 'entrance', ...entrance(key, 'А', 'A'), points: rectPoints(mainEntrance) });
  shapes.push({ kind: 'entrance', ...entrance(key, 'Б', 'B'), points: rectPoints(sideEntrance) });
  shapes.push({ kind: 'service', ...CAFE, points: rectPoints({ x: lobbyX + 1, y: height + 2, w: 8, h: 7 }) });
  shapes.push({ kind: 'service', ...INFORMATION, points: rectPoints({ x: lobbyX + 21, y: height + 3, w: 4, h: 2 }) });
  aisles.push({ x: lobbyX + 10, y: height, w: 10, h: LOBBY.d - WALL });

  // Walls meet without overlapping: the side walls run between the north and the south one.
  const walls: Rect[] = [
    { x: 0, y: 0, w: width, h: WALL },
    ...wallWithOpenings(
      { x: 0, y: WALL, w: WALL, h: height - 2 * WALL },
      doors.filter((door) => door.west).map((door) => door.rect),
      false,
    ),
    ...wallWithOpenings(
      { x: width - WALL, y: WALL, w: WALL, h: height - 2 * WALL },
      doors.filter((door) => !door.west).map((door) => door.rect),
      false,
    ),
    ...wallWithOpenings({ x: 0, y: height - WALL, w: width, h: WALL }, [sideEntrance, { x: lobbyX, y: 0, w: LOBBY.w, h: 0 }], true),
    { x: lobbyX, y: height, w: WALL, h: LOBBY.d - WALL },
    { x: lobbyX + LOBBY.w - WALL, y: height, w: WALL, h: LOBBY.d - WALL },
    ...wallWithOpenings({ x: lobbyX, y: height + LOBBY.d - WALL, w: LOBBY.w, h: WALL }, [mainEntrance], true),
  ];
  for (const wall of walls) shapes.push({ kind: 'wall', points: rectPoints(wall) });

  const outline = [
    0,
    0,
    width,
    0,
    width,
    height,
    lobbyX + LOBBY.w,
    height,
    lobbyX + LOBBY.w,
    height + LOBBY.d,
    lobbyX,
    height + LOBBY.d,
    lobbyX,
    height,
    0,
    height,
  ].map(round1);
  return { key, name: L(`Павильон ${key}`, `Hall ${key}`, `${key}号馆`), sortOrder: order, outline, shapes, aisles };
}

/**
 * Every hall the stands or the rooms name, in key order, each with its neighbours' doors. A stand number
 * not shaped like "2F55" has no row to stand in and is left off (the seed never makes one).
 */
export function layoutHalls(seed: string, stands: readonly string[], rooms: readonly string[]): HallLayout[] {
  const parsed = [...new Set(stands)].flatMap((stand) => parseStand(stand) ?? []);
  const keys = [...new Set([...parsed.map((stand) => stand.hall), ...rooms.flatMap((room) => roomHall(room) ?? [])])].sort(
    (a, b) => Number(a) - Number(b),
  );
  if (keys.length === 0) return [];
  const roomsOf = new Map<string, string[]>(keys.map((key) => [key, []]));
  rooms.forEach((room, index) => roomsOf.get(roomHall(room) ?? (keys[index % keys.length] as string))?.push(room));
  return keys.map((key, index) =>
    layHall(
      seed,
      key,
      index,
      [keys[index - 1], keys[index + 1]].flatMap((neighbour) => neighbour ?? []),
      parsed.filter((stand) => stand.hall === key),
      roomsOf.get(key) ?? [],
    ),
  );
}

const SHAPE_CHUNK = 1000;

/**
 * (Re)draws one exhibition's plans from the stands its catalogue holds and the rooms its programme
 * names: the demo seed calls it per demo catalogue, the large-catalogue growth after adding exhibitors.
 */
export async function seedHallPlans(tx: SeedTx | Db, exPrefix: string) {
  const standRows = await tx.select({ stands: participants.stands }).from(participants).where(eq(participants.exPrefix, exPrefix));
  const locationRows = await tx.selectDistinct({ location: events.location }).from(events).where(eq(events.exPrefix, exPrefix));
  const rooms = [...new Set(locationRows.map((row) => row.location.ru).filter(Boolean))].sort();
  const plans = layoutHalls(
    `halls:${exPrefix}`,
    standRows.flatMap((row) => row.stands),
    rooms,
  );
  await tx.delete(halls).where(eq(halls.exPrefix, exPrefix));
  // Ids from the seed's generator too, so two seeded databases hold the same rows.
  const ids = createRng(`halls:${exPrefix}:ids`);
  for (const plan of plans) {
    const [hall] = await tx
      .insert(halls)
      .values({ id: ids.uuid(), exPrefix, key: plan.key, name: plan.name, sortOrder: plan.sortOrder, outline: plan.outline })
      .returning({ id: halls.id });
    if (!hall) throw new Error(`The hall ${plan.key} of ${exPrefix} was not stored`);
    const rows = plan.shapes.map((shape) => ({
      hallId: hall.id,
      kind: shape.kind,
      stand: shape.stand ?? null,
      name: shape.name ?? null,
      names: shape.names ?? null,
      toHall: shape.to ?? null,
      points: shape.points,
    }));
    for (let start = 0; start < rows.length; start += SHAPE_CHUNK)
      await tx.insert(hallShapes).values(rows.slice(start, start + SHAPE_CHUNK));
  }
}
