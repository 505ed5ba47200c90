/** GET /content-version/: the content version the rendered-page cache is keyed by (render/content-version.ts). */
import { Hono } from 'hono';
import type { ContentVersionBody } from '../../src/contract/content-version';
import type { AppEnv } from '../http/context';
import { contentVersionReader } from '../render/content-version';

export const contentVersionRoutes = new Hono<AppEnv>().get('/content-version', async (c) => {
  const { db, now } = c.var.deps;
  const { key } = await contentVersionReader(db, now)();
  // Asked for exactly to learn whether anything changed: never answered from a cache.
  c.header('Cache-Control', 'no-cache');
  const body: ContentVersionBody = { version: key };
  return c.json(body);
});
