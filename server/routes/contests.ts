/** GET /contests/ (in display order, 12 a page), /contests/detail/ and /contests/laureates/. */
import { and, asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import {
  CONTESTS_PAGE_SIZE,
  ContestDetailQuerySchema,
  LaureatesQuerySchema,
  type ContestCard,
  type ContestDetail,
  type Laureates,
} from '../../src/contract/contests';
import type { Lang } from '../../src/contract/common';
import { contestFiles, contestLaureates, contests } from '../db/schema';
import type { AppEnv } from '../http/context';
import { notFound, parseInput } from '../http/errors';
import { pick, pickHtml } from '../http/localize';
import { answerPagedList, countWhere } from '../queries/paged-list';

function toCard(row: typeof contests.$inferSelect, lang: Lang): ContestCard {
  return { url: row.url, name: pick(row.name, lang), image: row.image, short_text: pickHtml(row.shortText, lang) };
}

export const contestsRoutes = new Hono<AppEnv>()
  .get('/contests', async (c) => {
    const { db } = c.var.deps;
    const ofType = eq(contests.exType, c.var.exType);
    const body = await answerPagedList(c, {
      pageSize: CONTESTS_PAGE_SIZE,
      countRows: countWhere(db, contests, ofType),
      selectPage: async ({ offset, limit }) => {
        const rows = await db
          .select()
          .from(contests)
          .where(ofType)
          .orderBy(asc(contests.position), asc(contests.url))
          .limit(limit)
          .offset(offset);
        return rows.map((row) => toCard(row, c.var.lang));
      },
    });
    return c.json(body);
  })
  .get('/contests/detail', async (c) => {
    const { url } = parseInput(ContestDetailQuerySchema, { url: c.req.query('url') });
    const { db } = c.var.deps;
    const { exType, lang } = c.var;
    const [row] = await db
      .select()
      .from(contests)
      .where(and(eq(contests.exType, exType), eq(contests.url, url)))
      .limit(1);
    if (!row) throw notFound('Contest');
    const [files, years] = await Promise.all([
      db
        .select()
        .from(contestFiles)
        .where(and(eq(contestFiles.exType, exType), eq(contestFiles.contestUrl, url)))
        .orderBy(asc(contestFiles.id)),
      db
        .select({
          year: contestLaureates.year,
          title: contestLaureates.title,
          isRedirectLink: contestLaureates.isRedirectLink,
          link: contestLaureates.link,
        })
        .from(contestLaureates)
        .where(and(eq(contestLaureates.exType, exType), eq(contestLaureates.contestUrl, url)))
        .orderBy(desc(contestLaureates.year)),
    ]);
    const body: ContestDetail = {
      ...toCard(row, lang),
      full_text: pickHtml(row.fullText, lang),
      files: files.map((file) => ({ id: file.id, name: pick(file.name, lang), file: file.file })),
      laureates: years.map((entry) => ({
        year: entry.year,
        title: pick(entry.title, lang),
        is_redirect_link: entry.isRedirectLink,
        link: entry.link,
      })),
    };
    return c.json(body);
  })
  .get('/contests/laureates', async (c) => {
    const { url, year } = parseInput(LaureatesQuerySchema, { url: c.req.query('url'), year: c.req.query('year') });
    const [row] = await c.var.deps.db
      .select()
      .from(contestLaureates)
      .where(and(eq(contestLaureates.exType, c.var.exType), eq(contestLaureates.contestUrl, url), eq(contestLaureates.year, year)))
      .limit(1);
    if (!row) throw notFound('Laureates');
    const body: Laureates = { title: pick(row.title, c.var.lang), text: pickHtml(row.text, c.var.lang) };
    return c.json(body);
  });
