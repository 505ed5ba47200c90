/**
 * The hall plans of one exhibition (issue 33), as the wire carries them: metres in the database,
 * decimetre integers from the outline's top-left corner on the wire. A room's name is the programme's
 * location it matches, in the caller's language, so a programme event's link finds its room; other names
 * (entrances, services, and a room no location names) are the organiser's translation into the caller's
 * language (hall_shapes.names), else the organiser's own. Answers are kept per instance while the content version (which every write to
 * the plans, the catalogue or the programme moves, migrations 0003 and 0005) is unchanged, so the
 * exhibitor counts of the 10,000-exhibitor catalogue are not recounted on every call.
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Lang } from '../../src/contract/common';
import type { HallPlan, HallShape, HallSummary } from '../../src/contract/halls';
import type { Db } from '../db/connect';
import { events, exhibitions, hallShapes, halls, participants } from '../db/schema';
import { notFound } from '../http/errors';
import { pick } from '../http/localize';
import { LruCache } from '../lru-cache';
import { contentVersionReader } from '../render/content-version';
import { exhibitionByPrefix } from './exhibition-prefix';

export type HallsRequest = { exType: string; exPrefix: string | undefined; lang: Lang; now: () => Date };

/** Answers kept per database, by their JSON's length: the largest show's halls in three languages fit. */
const MAX_ANSWER_BYTES = 8_000_000;
const caches = new WeakMap<Db, LruCache<string>>();

/** The answer's JSON text, kept rather than the objects: a 2,000-stand plan is 150 KB as text, several times that as objects. */
async function cached<T>(db: Db, request: HallsRequest, what: string, build: () => Promise<T>): Promise<string> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LruCache<string>(MAX_ANSWER_BYTES, (json) => json.length);
    caches.set(db, cache);
  }
  const { key: version } = await contentVersionReader(db, request.now)();
  const key = `${version}|${request.exType}|${request.exPrefix ?? ''}|${request.lang}|${what}`;
  const known = cache.get(key);
  if (known !== undefined) return known;
  const fresh = JSON.stringify(await build());
  cache.set(key, fresh);
  return fresh;
}

/** The bounding box of a flat [x1, y1, …] polygon. */
function boxOf(points: readonly number[]) {
  const xs = points.filter((_, index) => index % 2 === 0);
  const ys = points.filter((_, index) => index % 2 === 1);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

const decimetres = (metres: number) => Math.round(metres * 10);

/** HallsResponseSchema's JSON. */
export async function hallSummaries(db: Db, request: HallsRequest): Promise<string> {
  return cached(db, request, 'halls', async (): Promise<HallSummary[]> => {
    const { prefix } = await exhibitionByPrefix(db, request.exType, request.exPrefix, { prefix: exhibitions.prefixContract });
    // Exhibitors are counted once per hall however many of their stands it holds.
    // Drizzle writes a column in a select's sql unqualified, so the outer row is named by its table here.
    const rows = await db
      .select({
        key: halls.key,
        name: halls.name,
        outline: halls.outline,
        stands: sql<number>`(select count(*)::int from ${hallShapes} s where s.hall_id = halls.id and s.kind = 'stand')`,
        // Exhibitors are counted once per hall however many of their stands it holds.
        exhibitors: sql<number>`(select count(distinct p.id)::int from ${participants} p
          cross join jsonb_array_elements_text(p.stands) as st(stand)
          where p.ex_prefix = halls.ex_prefix
            and st.stand in (select s.stand from ${hallShapes} s where s.hall_id = halls.id and s.kind = 'stand'))`,
      })
      .from(halls)
      .where(eq(halls.exPrefix, prefix))
      .orderBy(asc(halls.sortOrder), asc(halls.key));
    return rows.map((row) => {
      const box = boxOf(row.outline);
      return {
        key: row.key,
        name: pick(row.name, request.lang),
        stands: Number(row.stands),
        exhibitors: Number(row.exhibitors),
        width: decimetres(box.maxX - box.minX),
        height: decimetres(box.maxY - box.minY),
      };
    });
  });
}

/** The programme's locations by each of their names, so a room named in any language reads in the caller's. */
async function roomNames(db: Db, prefix: string, lang: Lang): Promise<Map<string, string>> {
  const rows = await db.selectDistinct({ location: events.location }).from(events).where(eq(events.exPrefix, prefix));
  const names = new Map<string, string>();
  for (const { location } of rows) for (const name of Object.values(location)) if (name) names.set(name, pick(location, lang));
  return names;
}

/** HallPlanSchema's JSON; a 404 when the exhibition has no such hall. */
export async function hallPlan(db: Db, request: HallsRequest, key: string): Promise<string> {
  return cached(db, request, `hall:${key}`, async (): Promise<HallPlan> => {
    const { prefix } = await exhibitionByPrefix(db, request.exType, request.exPrefix, { prefix: exhibitions.prefixContract });
    const [hall] = await db
      .select()
      .from(halls)
      .where(and(eq(halls.exPrefix, prefix), eq(halls.key, key)))
      .limit(1);
    if (!hall) throw notFound(`Hall ${key}`);
    const [shapes, rooms] = await Promise.all([
      db.select().from(hallShapes).where(eq(hallShapes.hallId, hall.id)).orderBy(asc(hallShapes.id)),
      roomNames(db, prefix, request.lang),
    ]);
    const box = boxOf(hall.outline);
    const local = (points: readonly number[]) => points.map((value, index) => decimetres(value - (index % 2 === 0 ? box.minX : box.minY)));
    return {
      key: hall.key,
      name: pick(hall.name, request.lang),
      outline: local(hall.outline),
      width: decimetres(box.maxX - box.minX),
      height: decimetres(box.maxY - box.minY),
      shapes: shapes.map((shape): HallShape => {
        const out: HallShape = { k: shape.kind as HallShape['k'], p: local(shape.points) };
        if (shape.stand !== null) out.s = shape.stand;
        if (shape.name !== null) {
          const own = (request.lang !== 'ru' && shape.names?.[request.lang]) || shape.name;
          out.n = (shape.kind === 'room' && rooms.get(shape.name)) || own;
        }
        if (shape.toHall !== null) out.to = shape.toHall;
        return out;
      }),
    };
  });
}
