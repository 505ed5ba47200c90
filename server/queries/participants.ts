/**
 * SQL of the exhibitor catalogue. PostgreSQL renders every exhibitor as a JSON object in the caller's
 * language (jsonb ->> lang, stands joined in SQL), so Node never builds or re-serialises a row; the
 * rendered-list cache (rendered-list.ts) only concatenates these texts. The shape is the contract's
 * Participant; the API tests validate it against ParticipantSchema.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Lang } from '../../src/contract/common';
import type { Db } from '../db/connect';
import { appSettings, participantFavorites, participants, participantTopics } from '../db/schema';
import { cleanHtml } from '../http/sanitize-html';
import { localizedSql } from './sql-localized';

/** One exhibitor, its JSON text without added_to_favorite (which depends on the caller). */
export type CatalogueRow = { id: string; country: string | null; topics: string[]; json: string };

/**
 * The whole catalogue of one exhibition, sorted by short title (ICU root collation: Ё sorts with Е).
 * Each exhibitor's topic ids are gathered once, in a lateral subquery, and serve both the JSON the client
 * filters on and the server-side filter.
 */
export async function loadCatalogueRows(db: Db, exPrefix: string, lang: Lang): Promise<CatalogueRow[]> {
  const shortTitle = localizedSql(participants.shortTitle, lang);
  const topicCids = db
    .select({
      // A fixed order keeps the rendered JSON, and with it the ETag, the same from one rebuild to the next.
      cids: sql<string[] | null>`array_agg(${participantTopics.topicCid} order by ${participantTopics.topicCid})`.as('cids'),
    })
    .from(participantTopics)
    .where(eq(participantTopics.participantId, participants.id))
    .as('topic_cids');
  const object = sql`json_build_object(
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
    'country_cid', ${participants.countryCid},
    'topic_cids', coalesce(${topicCids.cids}, '{}')
  )::text`;
  const rows = await db
    .select({
      id: participants.id,
      country: participants.countryCid,
      // Topic ids travel as one comma-separated text: cheaper to move than an array per row.
      topics: sql<string>`coalesce(array_to_string(${topicCids.cids}, ','), '')`,
      json: object.mapWith(String),
    })
    .from(participants)
    // An aggregate without GROUP BY always yields one row, so the cross join keeps every exhibitor.
    .crossJoinLateral(topicCids)
    .where(eq(participants.exPrefix, exPrefix))
    .orderBy(sql`${shortTitle} collate "und-x-icu"`, participants.id);
  return rows.map((row) => ({ ...row, json: withCleanText(row.json), topics: row.topics ? row.topics.split(',') : [] }));
}

/** An exhibitor's description is HTML: sanitised like every HTML field (http/sanitize-html.ts), once per build. */
function withCleanText(json: string): string {
  if (!/[<>&]/.test(json)) return json;
  const row = JSON.parse(json) as { text: string };
  const clean = cleanHtml(row.text);
  return clean === row.text ? json : JSON.stringify({ ...row, text: clean });
}

/**
 * The catalogue version: a token in app_settings that every writer of participants or participant_topics
 * replaces in its own transaction (bumpCatalogueVersion), so every server instance sees a change at once.
 * Read together with the exhibition in one indexed lookup, it is the cheap check of each call.
 */
export const CATALOGUE_VERSION_KEY = 'catalogue_version';

export async function bumpCatalogueVersion(db: Pick<Db, 'insert'>) {
  const value = randomUUID();
  await db
    .insert(appSettings)
    .values({ key: CATALOGUE_VERSION_KEY, value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });
}

/** The catalogue version token, read in the same lookup as the exhibition (exhibitionByPrefix). */
export const catalogueVersionSql = () =>
  sql<string>`coalesce((select ${appSettings.value} from ${appSettings} where ${appSettings.key} = ${CATALOGUE_VERSION_KEY}), '')`;

/**
 * A fingerprint of the rows themselves, for edits that bypass bumpCatalogueVersion (an operator's SQL):
 * row counts and the sum of each row's xmin (the id of the transaction that wrote that row version). A
 * write always leaves rows with a newer transaction id, so the pair moves on every insert, update or
 * delete. It scans the tables (~10 ms at 3,000 exhibitors on PGlite), so it runs only now and then.
 */
export async function catalogueFingerprint(db: Db, exPrefix: string): Promise<string> {
  const [row] = await db
    .select({
      value: sql<string>`(select count(*) || '.' || coalesce(sum(p.xmin::text::bigint), 0) from ${participants} p where p.ex_prefix = ${exPrefix})
        || '/' || (select count(*) || '.' || coalesce(sum(t.xmin::text::bigint), 0) from ${participantTopics} t)`,
    })
    .from(sql`(select 1) as one`);
  return row?.value ?? '';
}

/** The caller's favourite exhibitors (a handful of ids; cheap next to the catalogue). */
export async function favouriteParticipantIds(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ id: participantFavorites.participantId })
    .from(participantFavorites)
    .where(eq(participantFavorites.userId, userId));
  return new Set(rows.map((row) => row.id));
}
