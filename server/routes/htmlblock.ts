/** GET /htmlblock/: the home page and countdown texts of one language. */
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { HtmlBlock } from '../../src/contract/htmlblock';
import { htmlBlocks } from '../db/schema';
import type { AppEnv } from '../http/context';
import { notFound } from '../http/errors';

export const htmlblockRoutes = new Hono<AppEnv>().get('/htmlblock', async (c) => {
  const [row] = await c.var.deps.db
    .select()
    .from(htmlBlocks)
    .where(and(eq(htmlBlocks.exType, c.var.exType), eq(htmlBlocks.lang, c.var.lang)))
    .limit(1);
  if (!row) throw notFound('Html block');
  return c.json(row.data as HtmlBlock);
});
