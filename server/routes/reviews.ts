/** GET /reviews/: newest first, 10 a page. */
import { count, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { REVIEWS_PAGE_SIZE, type Review } from '../../src/contract/reviews';
import { reviews } from '../db/schema';
import type { AppEnv } from '../http/context';
import { pick } from '../http/localize';
import { pagedList, pageWindow, readPage } from '../http/paging';

export const reviewsRoutes = new Hono<AppEnv>().get('/reviews', async (c) => {
  const page = readPage(c);
  const { db } = c.var.deps;
  const { lang } = c.var;
  const ofType = eq(reviews.exType, c.var.exType);
  const [total] = await db.select({ n: count() }).from(reviews).where(ofType);
  const items = total?.n ?? 0;
  const { offset, limit } = pageWindow(page, REVIEWS_PAGE_SIZE, items);
  // The id breaks ties between reviews of one day, so paging never repeats or skips one.
  const rows = await db.select().from(reviews).where(ofType).orderBy(desc(reviews.date), desc(reviews.id)).limit(limit).offset(offset);
  const results: Review[] = rows.map((row) => ({
    id: row.id,
    image: row.image,
    name: pick(row.name, lang),
    full_name: pick(row.fullName, lang),
    position: pick(row.position, lang),
    date: row.date,
    text: pick(row.text, lang),
  }));
  return c.json(pagedList(c, page, REVIEWS_PAGE_SIZE, items, results));
});
