/**
 * The show in figures for the organiser's desk (issue 35): each figure is one aggregate query, grouped in
 * the database, so the answer costs the same four queries whether the show has ten visitors or a hundred
 * thousand. Days and hours are the venue's (Moscow, UTC+3 all year): an account made at 23:30 there counts
 * on that day, though it is 20:30 UTC. Since the offset is whole hours, an instant's UTC hour starts when
 * its Moscow hour does, so check-ins are grouped by the UTC hour and the label is written in Moscow time.
 */
import { and, asc, count, desc, eq, gte, lt, not, sql } from 'drizzle-orm';
import type { DeskFigures } from '../../src/contract/desk-figures';
import type { Lang } from '../../src/contract/common';
import type { Db } from '../db/connect';
import { checkIns, participantFavorites, participants, userRoles, users } from '../db/schema';
import { toVenueIso, venueDayStart, VENUE_OFFSET_MINUTES } from '../http/dates';
import { localizedSql } from './sql-localized';

type Reader = Pick<Db, 'select'>;

/** Every day from `from` to `to` (YYYY-MM-DD), both included. */
function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`), end = Date.parse(`${to}T00:00:00Z`); at <= end; at += 86_400_000) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/** Visitor accounts created per venue day; an account holding a staff role is not a visitor and is left out. */
export async function registrationsPerDay(db: Reader, from: string, to: string): Promise<DeskFigures['registrations']> {
  // The offset is written into the text, not bound: GROUP BY must see the very expression the SELECT has.
  const venueShift = sql.raw(`interval '${VENUE_OFFSET_MINUTES} minutes'`);
  const day = sql<string>`to_char(${users.createdAt} at time zone 'UTC' + ${venueShift}, 'YYYY-MM-DD')`;
  const rows = await db
    .select({ day, n: count() })
    .from(users)
    .where(
      and(
        gte(users.createdAt, venueDayStart(from)),
        lt(users.createdAt, venueDayStart(to, 1)),
        sql`not exists (select 1 from ${userRoles} where ${userRoles.userId} = ${users.id})`,
      ),
    )
    .groupBy(day);
  const byDay = new Map(rows.map((row) => [row.day, row.n]));
  return daysOf(from, to).map((date) => ({ day: date, count: byDay.get(date) ?? 0 }));
}

/** Accepted scans per gate and hour; a refused ticket's scan is kept for the record but let no one in. */
export async function checkInsPerHour(db: Reader, exPrefix: string): Promise<DeskFigures['check_ins']> {
  const hour = sql<string>`date_trunc('hour', ${checkIns.scannedAt})`.mapWith(checkIns.scannedAt);
  const rows = await db
    .select({ hour, gate: checkIns.gate, n: count() })
    .from(checkIns)
    .where(and(eq(checkIns.exPrefix, exPrefix), not(checkIns.refused)))
    .groupBy(hour, checkIns.gate)
    .orderBy(asc(hour), asc(checkIns.gate));
  return rows.map((row) => ({ hour: toVenueIso(row.hour), gate: row.gate, count: row.n }));
}

export type ExhibitorFavourites = { participantId: string; oneCid: string; name: string; count: number };

/** The exhibition's exhibitors with their favourite counts, most first (then by name); `top` keeps only favourited ones. */
export async function favouritesPerExhibitor(db: Reader, exPrefix: string, lang: Lang, top?: number): Promise<ExhibitorFavourites[]> {
  const name = sql<string>`${localizedSql(participants.shortTitle, lang)}`;
  const favourites = count(participantFavorites.userId);
  const query = db
    .select({ participantId: participants.id, oneCid: participants.oneCid, name, count: favourites })
    .from(participants)
    .leftJoin(participantFavorites, eq(participantFavorites.participantId, participants.id))
    .where(eq(participants.exPrefix, exPrefix))
    .groupBy(participants.id)
    .having(top === undefined ? undefined : sql`${favourites} > 0`)
    .orderBy(desc(favourites), asc(name), asc(participants.id))
    .$dynamic();
  return top === undefined ? query : query.limit(top);
}

export async function exhibitorCount(db: Reader, exPrefix: string): Promise<number> {
  return (await db.select({ n: count() }).from(participants).where(eq(participants.exPrefix, exPrefix)))[0]?.n ?? 0;
}
