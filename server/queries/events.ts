/**
 * The programme of one exhibition (public list and personal favourites). PostgreSQL renders each session
 * as JSON in the caller's language; the rendered rows are reused through the rendered-list cache while
 * the programme's version, read with the exhibition on every call, is unchanged.
 */
import { eq, sql } from 'drizzle-orm';
import type { Lang } from '../../src/contract/common';
import type { Db } from '../db/connect';
import { eventFavorites, eventParticipants, events, exhibitions, participants } from '../db/schema';
import { exhibitionByPrefix } from './exhibition-prefix';
import { answerFor, renderedList, type ListAnswer } from './rendered-list';
import { localizedSql } from './sql-localized';

/** toVenueIso (http/dates.ts) in SQL: the venue's wall-clock time with its fixed +03:00 offset. */
const venueIso = (column: typeof events.startAt) =>
  sql`to_char(${column} at time zone interval '+03:00', 'YYYY-MM-DD"T"HH24:MI:SS"+03:00"')`;

/** The session's exhibitors' ids in one_cid order (the import's), as a JSON array. */
const participantIdsSql = () =>
  sql`coalesce((select json_agg(ep.participant_id order by p.one_cid) from ${eventParticipants} ep
    join ${participants} p on p.id = ep.participant_id where ep.event_id = ${events.id}), '[]'::json)`;

/** Sessions in start order, each as JSON shaped like the contract's Event minus added_to_favorite. */
async function loadProgrammeRows(db: Db, exPrefix: string, lang: Lang) {
  const rows = await db
    .select({
      id: sql<string>`${events.id}::text`,
      json: sql<string>`json_build_object(
        'id', ${events.id},
        'start_at', ${venueIso(events.startAt)},
        'end_at', ${venueIso(events.endAt)},
        'name', ${localizedSql(events.name, lang)},
        'link', ${events.link},
        'location', json_build_object('name', ${localizedSql(events.location, lang)}),
        'org_text', ${localizedSql(events.orgText, lang)},
        'phone', ${events.phone},
        'participant_ids', ${participantIdsSql()}
      )::text`,
    })
    .from(events)
    .where(eq(events.exPrefix, exPrefix))
    .orderBy(events.startAt, events.id);
  return rows;
}

/**
 * The programme's version, read with the exhibition: the row count and the sum of the rows' xmin (the id
 * of the transaction that wrote each row version), of the sessions and of their exhibitor links. Any
 * insert, update or delete leaves rows with a newer transaction id, so the pair moves on every change;
 * the programme is small, so the scan is cheap.
 */
const programmeVersionSql = () =>
  sql<string>`(select count(*) || '.' || coalesce(sum(e.xmin::text::bigint), 0) from ${events} e where e.ex_prefix = ${exhibitions.prefixContract})
    || '/' || (select count(*) || '.' || coalesce(sum(l.xmin::text::bigint), 0) from ${eventParticipants} l
      join ${events} le on le.id = l.event_id where le.ex_prefix = ${exhibitions.prefixContract})`;

export type ProgrammeRequest = {
  exType: string;
  exPrefix: string | undefined;
  lang: Lang;
  userId: string | null;
  favouritesOnly?: boolean;
};

export async function programmeAnswer(db: Db, request: ProgrammeRequest): Promise<ListAnswer> {
  const { prefix, version } = await exhibitionByPrefix(db, request.exType, request.exPrefix, {
    prefix: exhibitions.prefixContract,
    version: programmeVersionSql(),
  });
  const list = await renderedList(db, {
    key: `events|${prefix}|${request.lang}`,
    version,
    load: () => loadProgrammeRows(db, prefix, request.lang),
  });
  let favourites: Set<string> | null = null;
  if (request.userId) {
    const rows = await db
      .select({ id: sql<string>`${eventFavorites.eventId}::text` })
      .from(eventFavorites)
      .where(eq(eventFavorites.userId, request.userId));
    favourites = new Set(rows.map((row) => row.id));
  }
  return answerFor(list, { favourites, favouritesOnly: request.favouritesOnly });
}
