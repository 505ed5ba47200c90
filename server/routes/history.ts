/** GET /previous_exhibitions/: the earlier exhibitions of the site type, newest first, 4 a page. */
import { and, count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { HISTORY_PAGE_SIZE, type HistoryItem } from '../../src/contract/history';
import { exhibitions } from '../db/schema';
import type { AppEnv } from '../http/context';
import { toVenueIso } from '../http/dates';
import { pick } from '../http/localize';
import { pagedList, pageWindow, readPage } from '../http/paging';

export const historyRoutes = new Hono<AppEnv>().get('/previous_exhibitions', async (c) => {
  const page = readPage(c);
  const { db } = c.var.deps;
  const { lang } = c.var;
  const previous = and(eq(exhibitions.exType, c.var.exType), eq(exhibitions.isCurrent, false));
  const [total] = await db.select({ n: count() }).from(exhibitions).where(previous);
  const items = total?.n ?? 0;
  const { offset, limit } = pageWindow(page, HISTORY_PAGE_SIZE, items);
  const rows = await db
    .select()
    .from(exhibitions)
    .where(previous)
    .orderBy(desc(exhibitions.dateStart), desc(exhibitions.prefixContract))
    .limit(limit)
    .offset(offset);
  const results: HistoryItem[] = rows.map((row) => ({
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
  }));
  return c.json(pagedList(c, page, HISTORY_PAGE_SIZE, items, results));
});
