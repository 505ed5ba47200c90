/** GET /reviews/: newest first, 10 a page. */
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { REVIEWS_PAGE_SIZE, type Review } from '../../src/contract/reviews';
import { reviews } from '../db/schema';
import type { AppEnv } from '../http/context';
import { pick, pickHtml } from '../http/localize';
import { answerPagedList, countWhere } from '../queries/paged-list';

export const reviewsRoutes = new Hono<AppEnv>().get('/reviews', async (c) => {
  const { db } = c.var.deps;
  const { lang } = c.var;
  const ofType = eq(reviews.exType, c.var.exType);
  const body = await answerPagedList(c, {
    pageSize: REVIEWS_PAGE_SIZE,
    countRows: countWhere(db, reviews, ofType),
    selectPage: async ({ offset, limit }) => {
      // The id breaks ties between reviews of one day, so paging never repeats or skips one.
      const rows = await db.select().from(reviews).where(ofType).orderBy(desc(reviews.date), desc(reviews.id)).limit(limit).offset(offset);
      return rows.map((row): Review => ({
        id: row.id,
        image: row.image,
        name: pick(row.name, lang),
        full_name: pick(row.fullName, lang),
        position: pick(row.position, lang),
        date: row.date,
        text: pickHtml(row.text, lang),
      }));
    },
  });
  return c.json(body);
});
