/** GET /html_pages/detail/ (CMS pages such as "about") and GET /pressrelease/ (an exhibition's press release). */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { HtmlPageQuerySchema, PressReleaseQuerySchema, type HtmlPage, type PressRelease } from '../../src/contract/html-pages';
import { exhibitions, htmlPages } from '../db/schema';
import type { AppEnv } from '../http/context';
import { notFound, parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { pick, pickHtml } from '../http/localize';
import { findExhibition } from '../queries/exhibition-prefix';

export const pagesRoutes = new Hono<AppEnv>()
  .get('/html_pages/detail', async (c) => {
    const { url } = parseInput(HtmlPageQuerySchema, { url: c.req.query('url') });
    const [row] = await c.var.deps.db
      .select()
      .from(htmlPages)
      .where(and(eq(htmlPages.exType, c.var.exType), eq(htmlPages.url, url)))
      .limit(1);
    const body: HtmlPage | null = row ? { title: pick(row.title, c.var.lang), body: pickHtml(row.body, c.var.lang) } : null;
    // An empty body is a page the editors have not written yet: the client shows its not-found page.
    if (!body || !body.body.trim()) throw notFound('Page');
    return c.json(body);
  })
  .get('/pressrelease', async (c) => {
    const { ex_prefix: prefix } = parseInput(PressReleaseQuerySchema, { ex_prefix: exPrefixFromQuery(c) });
    const exhibition = await findExhibition(c.var.deps.db, c.var.exType, prefix, {
      title: exhibitions.pressReleaseTitle,
      text: exhibitions.pressReleaseText,
    });
    const release: PressRelease | null = exhibition
      ? { title: pick(exhibition.title, c.var.lang), text: pickHtml(exhibition.text, c.var.lang) }
      : null;
    if (!release || !release.text.trim()) throw notFound('Press release');
    return c.json(release);
  });
