/**
 * POST /api/refresh/ (JSON {refresh}) → {access, refresh}. It sits one level above the public API, as the
 * spec's client calls it, so it takes no ex_type or lang_code. Rotation and reuse detection: auth/refresh.ts.
 */
import { Hono } from 'hono';
import { RefreshRequestSchema, type Session } from '../../src/contract/auth';
import { rotateRefreshToken } from '../auth/refresh';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';

export const refreshRoutes = new Hono<AppEnv>({ strict: false }).post('/refresh', async (c) => {
  const { refresh } = await readJson(c, RefreshRequestSchema);
  const body: Session = await rotateRefreshToken(c.var.deps, refresh);
  return c.json(body);
});
