/** GET /htmlblock/: the home page and countdown texts of one language, checked against the contract. */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { htmlBlocks } from '../db/schema';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';
import { cleanHtml, cleanInlineHtml } from '../http/sanitize-html';
import { readHtmlBlock } from '../queries/page-data';

export const htmlblockRoutes = new Hono<AppEnv>().get('/htmlblock', async (c) => {
  const [row] = await c.var.deps.db
    .select()
    .from(htmlBlocks)
    .where(and(eq(htmlBlocks.exType, c.var.exType), eq(htmlBlocks.lang, c.var.lang)))
    .limit(1);
  if (!row) throw notFound('Html block');
  // A bad row answers the error envelope for this block only (queries/page-data.ts).
  const block = readHtmlBlock(row.data, c.var.exType, c.var.lang);
  // The two fields pages show as HTML: the banner's title (inline markup) and the contests' intro.
  return c.json({ ...block, exhibition_title: cleanInlineHtml(block.exhibition_title), contest_text: cleanHtml(block.contest_text) });
});
