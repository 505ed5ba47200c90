/** The programme of one exhibition, with the caller's favourites marked (public and personal lists). */
import { and, asc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../src/contract/common';
import type { ProgrammeEvent } from '../../src/contract/events';
import type { Db } from '../db/connect';
import { eventFavorites, events } from '../db/schema';
import { toVenueIso } from '../http/dates';
import { pick } from '../http/localize';

export type ProgrammeQuery = { exPrefix: string; lang: Lang; userId: string | null; favouritesOnly?: boolean };

export async function listProgramme(db: Db, query: ProgrammeQuery): Promise<ProgrammeEvent[]> {
  const { lang, userId } = query;
  const isFavourite = userId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(eventFavorites)
          .where(and(eq(eventFavorites.userId, userId), eq(eventFavorites.eventId, events.id))),
      )
    : sql`false`;
  const conditions: SQL[] = [eq(events.exPrefix, query.exPrefix)];
  if (query.favouritesOnly) conditions.push(userId ? isFavourite : sql`false`);
  const rows = await db
    .select({
      id: events.id,
      startAt: events.startAt,
      endAt: events.endAt,
      name: events.name,
      link: events.link,
      location: events.location,
      orgText: events.orgText,
      phone: events.phone,
      favourite: sql<boolean>`${isFavourite}`.mapWith(Boolean),
    })
    .from(events)
    .where(and(...conditions))
    .orderBy(asc(events.startAt), asc(events.id));
  return rows.map((row) => ({
    id: row.id,
    start_at: toVenueIso(row.startAt),
    end_at: toVenueIso(row.endAt),
    name: pick(row.name, lang),
    link: row.link,
    location: { name: pick(row.location, lang) },
    org_text: pick(row.orgText, lang),
    phone: row.phone,
    added_to_favorite: row.favourite,
  }));
}
