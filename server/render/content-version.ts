/**
 * The version of everything a public page shows, the key of the rendered-page cache (page-cache.ts).
 *
 * Database triggers (migration 0003_content_version_triggers) replace the `content_version` row of
 * app_settings — a fresh id and the time of the write — in the transaction of every statement that writes
 * a content table, and `catalogue_version` for the catalogue's tables. Both rows are read in one indexed
 * lookup on every call, so a write through any instance, the seed or an operator's SQL gives every
 * instance a new key on its next request: several instances never serve different pages for longer than
 * one call, and nothing is kept in this process except the pages themselves. The venue's calendar day is
 * part of the key too (the countdown on the page counts days).
 *
 * The time in content_version is the `lastmod` of sitemap entries that have no date of their own.
 *
 * A news item dated later is published when its time comes (routes/news.ts), with no write to mark it: so
 * the key also holds how many news items are published by now. The publication times are read once per
 * content id (a write changes the id) and kept per database, so the count costs no query per call.
 */
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appSettings, news } from '../db/schema';
import { CATALOGUE_VERSION_KEY } from '../queries/participants';

/** The row the migration's triggers replace on every content write. */
export const CONTENT_VERSION_KEY = 'content_version';

/** The venue's calendar day (Moscow, UTC+3 all year). */
const venueDay = (now: Date) => new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 10);

export type ContentVersion = { key: string; changedAt: Date };

/** Reads `<id>@<ISO time>`; a row written by hand without a time counts as changed at the epoch. */
function parseContentRow(value: string | undefined): { id: string; changedAt: Date } {
  const [id = '', at = ''] = (value ?? '').split('@');
  const changedAt = new Date(at);
  return { id, changedAt: Number.isNaN(changedAt.getTime()) ? new Date(0) : changedAt };
}

/** Every news item's publication time (ms, ascending), per database, for the content id it was read at. */
const publications = new WeakMap<Db, { contentId: string; times: number[] }>();

async function publicationTimes(db: Db, contentId: string): Promise<number[]> {
  const known = publications.get(db);
  if (known?.contentId === contentId) return known.times;
  const rows = await db.select({ at: news.publishDatetime }).from(news);
  const times = rows.map((row) => row.at.getTime()).sort((a, b) => a - b);
  publications.set(db, { contentId, times });
  return times;
}

/** How many of the ascending times are at or before `at`. */
function countUpTo(times: number[], at: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((times[middle] ?? 0) <= at) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function contentVersionReader(db: Db, now: () => Date) {
  return async function contentVersion(): Promise<ContentVersion> {
    const rows = await db
      .select({ key: appSettings.key, value: appSettings.value })
      .from(appSettings)
      .where(inArray(appSettings.key, [CONTENT_VERSION_KEY, CATALOGUE_VERSION_KEY]));
    const byKey = new Map(rows.map((row) => [row.key, row.value]));
    const content = parseContentRow(byKey.get(CONTENT_VERSION_KEY));
    const catalogue = byKey.get(CATALOGUE_VERSION_KEY) ?? '';
    const at = now();
    const published = countUpTo(await publicationTimes(db, byKey.get(CONTENT_VERSION_KEY) ?? ''), at.getTime());
    return { key: `${content.id}|${catalogue}|${venueDay(at)}|${published}`, changedAt: content.changedAt };
  };
}
