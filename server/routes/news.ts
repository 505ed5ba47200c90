/**
 * GET /news/ (newest first, 9 a page) and GET /news/detail/. An item is published at its publish_datetime:
 * until then (by the server's clock) no list, count or detail shows it, so an organiser can load news
 * ahead of time; the content version moves when it appears (render/content-version.ts).
 */
import { and, desc, eq, lte } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Lang } from '../../src/contract/common';
import { NEWS_PAGE_SIZE, NewsDetailQuerySchema, type NewsDetail, type NewsListItem } from '../../src/contract/news';
import { news } from '../db/schema';
import type { AppEnv } from '../http/context';
import { toVenueIso } from '../http/dates';
import { notFound, parseInput } from '../http/errors';
import { pick, pickHtml } from '../http/localize';
import { answerPagedList, countWhere } from '../queries/paged-list';

// The list leaves out the body: it is the bulk of a news row and only the detail page shows it.
const listColumns = {
  id: news.id,
  title: news.title,
  announcement: news.announcement,
  preview: news.preview,
  publishDatetime: news.publishDatetime,
  image: news.image,
  imageTitle: news.imageTitle,
};
type ListRow = { [K in keyof typeof listColumns]: (typeof news.$inferSelect)[K] };

function toListItem(row: ListRow, lang: Lang): NewsListItem {
  return {
    id: row.id,
    title: pick(row.title, lang),
    announcement: pick(row.announcement, lang),
    preview: row.preview,
    publish_datetime: toVenueIso(row.publishDatetime),
    image: row.image,
    image_title: pick(row.imageTitle, lang),
  };
}

export const newsRoutes = new Hono<AppEnv>()
  .get('/news', async (c) => {
    const { db, now } = c.var.deps;
    const ofType = and(eq(news.exType, c.var.exType), lte(news.publishDatetime, now()));
    const body = await answerPagedList(c, {
      pageSize: NEWS_PAGE_SIZE,
      countRows: countWhere(db, news, ofType),
      selectPage: async ({ offset, limit }) => {
        const rows = await db
          .select(listColumns)
          .from(news)
          .where(ofType)
          .orderBy(desc(news.publishDatetime), desc(news.id))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => toListItem(row, c.var.lang));
      },
    });
    return c.json(body);
  })
  .get('/news/detail', async (c) => {
    const { id } = parseInput(NewsDetailQuerySchema, { id: c.req.query('id') });
    const [row] = await c.var.deps.db
      .select()
      .from(news)
      .where(and(eq(news.exType, c.var.exType), eq(news.id, id), lte(news.publishDatetime, c.var.deps.now())))
      .limit(1);
    if (!row) throw notFound('News item');
    const body: NewsDetail = { ...toListItem(row, c.var.lang), text: pickHtml(row.text, c.var.lang) };
    return c.json(body);
  });
