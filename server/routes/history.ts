/**
 * GET /previous_exhibitions/: the earlier exhibitions of the site type, newest first, 4 a page.
 *
 * The photo and video counts are read from the year's galleries, not from figures stored on the
 * exhibition: the history card links its counts to those galleries, so a count the galleries do not hold
 * (the seed once said "3 videos" of galleries with photos only) would send visitors to something missing.
 * Galleries hold photos only (spec §3 "Gallery"), so the video count is 0 until galleries carry videos.
 */
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Lang } from '../../src/contract/common';
import { HISTORY_PAGE_SIZE, type HistoryItem } from '../../src/contract/history';
import { exhibitions, photoGalleries } from '../db/schema';
import type { AppEnv } from '../http/context';
import { toVenueIso } from '../http/dates';
import { pick } from '../http/localize';
import { answerPagedList, countWhere } from '../queries/paged-list';

type ExhibitionRow = typeof exhibitions.$inferSelect;
type MediaCounts = { photos: number; videos: number };

function toHistoryItem(row: ExhibitionRow, media: MediaCounts, lang: Lang): HistoryItem {
  return {
    prefix_contract: row.prefixContract,
    date_start: toVenueIso(row.dateStart),
    date_end: toVenueIso(row.dateEnd),
    location: pick(row.location, lang),
    full_name: pick(row.fullName, lang),
    menu: {
      history_link_program: row.historyMenu?.history_link_program ?? '',
      history_link_participants: row.historyMenu?.history_link_participants ?? '',
      items: (row.historyMenu?.items ?? []).map((item) => ({
        name: pick(item.name, lang),
        url: item.url,
        link: item.link,
        is_direct_link: item.is_direct_link,
      })),
    },
    previews: row.previews.map((thumbnail) => ({ thumbnail })),
    photos_count: media.photos,
    videos_count: media.videos,
  };
}

export const historyRoutes = new Hono<AppEnv>().get('/previous_exhibitions', async (c) => {
  const { db } = c.var.deps;
  const previous = and(eq(exhibitions.exType, c.var.exType), eq(exhibitions.isCurrent, false));
  const body = await answerPagedList(c, {
    pageSize: HISTORY_PAGE_SIZE,
    countRows: countWhere(db, exhibitions, previous),
    selectPage: async ({ offset, limit }) => {
      const rows = await db
        .select()
        .from(exhibitions)
        .where(previous)
        .orderBy(desc(exhibitions.dateStart), desc(exhibitions.prefixContract))
        .limit(limit)
        .offset(offset);
      const photos = new Map<string, number>();
      if (rows.length > 0) {
        const counted = await db
          .select({
            exPrefix: photoGalleries.exPrefix,
            photos: sql<number>`coalesce(sum(jsonb_array_length(${photoGalleries.photos})), 0)::int`,
          })
          .from(photoGalleries)
          .where(
            inArray(
              photoGalleries.exPrefix,
              rows.map((row) => row.prefixContract),
            ),
          )
          .groupBy(photoGalleries.exPrefix);
        for (const entry of counted) photos.set(entry.exPrefix, entry.photos);
      }
      return rows.map((row) => toHistoryItem(row, { photos: photos.get(row.prefixContract) ?? 0, videos: 0 }, c.var.lang));
    },
  });
  return c.json(body);
});
