/** GET /previous_exhibitions/: the earlier exhibitions of the site type, newest first, 4 a page. */
import { and, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Lang } from '../../src/contract/common';
import { HISTORY_PAGE_SIZE, type HistoryItem } from '../../src/contract/history';
import { exhibitions } from '../db/schema';
import type { AppEnv } from '../http/context';
import { toVenueIso } from '../http/dates';
import { pick } from '../http/localize';
import { answerPagedList, countWhere } from '../queries/paged-list';

type ExhibitionRow = typeof exhibitions.$inferSelect;

function toHistoryItem(row: ExhibitionRow, lang: Lang): HistoryItem {
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
    photos_count: row.photosCount,
    videos_count: row.videosCount,
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
      return rows.map((row) => toHistoryItem(row, c.var.lang));
    },
  });
  return c.json(body);
});
