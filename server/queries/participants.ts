/**
 * The exhibitor catalogue is the heaviest public answer (the whole exhibition, 3,000 companies at the
 * largest show), so it is built by PostgreSQL in one statement: each row becomes a JSON object of the
 * caller's language and the rows are aggregated in display order into one text value, which the route
 * sends as it is. Node never parses or re-serialises the catalogue, and no per-row work runs in JS.
 * The shape is the contract's Participant; the API tests validate it against ParticipantSchema.
 */
import { and, eq, exists, inArray, sql, type SQL } from 'drizzle-orm';
import type { Lang } from '../../src/contract/common';
import type { Db } from '../db/connect';
import { participantFavorites, participants, participantTopics } from '../db/schema';

/** Localised text with the same fallback as pick(): the language, else Russian, else ''. */
export const localizedSql = (column: SQL.Aliased | SQL | typeof participants.shortTitle, lang: Lang) =>
  sql`coalesce(nullif(${column} ->> ${lang}::text, ''), ${column} ->> 'ru', '')`;

/** ICU root collation: Ё sorts with Е and case is secondary, on PGlite and PostgreSQL alike. */
const SORT_COLLATION = sql.raw('"und-x-icu"');

export type CatalogueQuery = {
  exPrefix: string;
  lang: Lang;
  userId: string | null;
  countries?: string[];
  topics?: string[];
  /** The personal list: only the caller's favourites. */
  favouritesOnly?: boolean;
};

export async function catalogueJson(db: Db, query: CatalogueQuery): Promise<string> {
  const { lang, userId } = query;
  const isFavourite = userId
    ? exists(
        db
          .select({ one: sql`1` })
          .from(participantFavorites)
          .where(and(eq(participantFavorites.userId, userId), eq(participantFavorites.participantId, participants.id))),
      )
    : sql`false`;

  const conditions: SQL[] = [eq(participants.exPrefix, query.exPrefix)];
  // OR inside one filter, AND between the two.
  if (query.countries?.length) conditions.push(inArray(participants.countryCid, query.countries));
  if (query.topics?.length) {
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(participantTopics)
          .where(and(eq(participantTopics.participantId, participants.id), inArray(participantTopics.topicCid, query.topics))),
      ),
    );
  }
  if (query.favouritesOnly) conditions.push(userId ? isFavourite : sql`false`);

  const shortTitle = localizedSql(participants.shortTitle, lang);
  const row = sql`json_build_object(
    'id', ${participants.id},
    'short_title', ${shortTitle},
    'full_title', ${localizedSql(participants.fullTitle, lang)},
    'logo_for_ecatalog', ${participants.logoForEcatalog},
    'show_logo_for_ecatalog', ${participants.showLogoForEcatalog},
    'is_text_bold', ${participants.isTextBold},
    'stands', ${participants.stands},
    'stand', array_to_string(array(select jsonb_array_elements_text(${participants.stands})), ', '),
    'address', ${localizedSql(participants.address, lang)},
    'phone_number', ${participants.phoneNumber},
    'website', ${participants.website},
    'email', ${participants.email},
    'text', ${localizedSql(participants.text, lang)},
    'added_to_favorite', ${isFavourite}
  )`;
  const [result] = await db
    .select({
      body: sql<string>`coalesce(json_agg(${row} order by ${shortTitle} collate ${SORT_COLLATION}, ${participants.id}), '[]'::json)::text`,
    })
    .from(participants)
    .where(and(...conditions));
  return result?.body ?? '[]';
}
