/**
 * The version of everything a public page shows, the key of the rendered-page cache (page-cache.ts).
 *
 * It is made of the catalogue version token (decision 0005: every writer of content replaces it in its
 * own transaction, so all instances see a change at once), a fingerprint of the content tables (row counts
 * and xmin sums, as the catalogue's safety net: an operator's SQL edit shows within FINGERPRINT_MS), and
 * the venue's calendar day (the countdown on the page counts days).
 *
 * The time the fingerprint last changed is kept in app_settings, shared by the instances: it is the
 * `lastmod` of sitemap entries that have no date of their own.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appSettings } from '../db/schema';
import { catalogueVersionSql } from '../queries/participants';

const FINGERPRINT_MS = 10_000;
const CHANGED_AT_KEY = 'content_changed_at';

/** Every table a public page reads. */
const CONTENT_TABLES = [
  'site_types',
  'languages',
  'menus',
  'html_blocks',
  'exhibitions',
  'topic_categories',
  'topics',
  'countries',
  'participants',
  'participant_topics',
  'events',
  'news',
  'contests',
  'contest_files',
  'contest_laureates',
  'photo_galleries',
  'partner_groups',
  'partner_companies',
  'reviews',
  'contact_info',
  'staffers',
  'html_pages',
] as const;

const fingerprintSql = sql.raw(
  CONTENT_TABLES.map((table) => `(select count(*) || '.' || coalesce(sum(xmin::text::bigint), 0) from ${table})`).join(` || '/' || `),
);

/** The venue's calendar day (Moscow, UTC+3 all year). */
const venueDay = (now: Date) => new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

export type ContentVersion = { key: string; changedAt: Date };

export function contentVersionReader(db: Db, now: () => Date) {
  let fingerprint: { value: string; readAt: number; changedAt: Date } | null = null;
  let reading: Promise<void> | null = null;

  async function readFingerprint() {
    const [row] = await db.select({ value: sql<string>`${fingerprintSql}` }).from(sql`(select 1) as one`);
    const value = row?.value ?? '';
    const [stored] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(sql`${appSettings.key} = ${CHANGED_AT_KEY}`);
    const [storedPrint, storedAt] = (stored?.value ?? '').split('@');
    let changedAt = storedAt ? new Date(storedAt) : now();
    if (storedPrint !== value || Number.isNaN(changedAt.getTime())) {
      changedAt = now();
      const record = `${value}@${changedAt.toISOString()}`;
      await db.insert(appSettings).values({ key: CHANGED_AT_KEY, value: record }).onConflictDoUpdate({ target: appSettings.key, set: { value: record } });
    }
    fingerprint = { value, readAt: Date.now(), changedAt };
  }

  return async function contentVersion(): Promise<ContentVersion> {
    if (!fingerprint || Date.now() - fingerprint.readAt > FINGERPRINT_MS) {
      reading ??= readFingerprint().finally(() => {
        reading = null;
      });
      await reading;
    }
    const [row] = await db.select({ token: catalogueVersionSql() }).from(sql`(select 1) as one`);
    const current = fingerprint as NonNullable<typeof fingerprint>;
    return { key: `${row?.token ?? ''}|${current.value}|${venueDay(now())}`, changedAt: current.changedAt };
  };
}
