/**
 * POST /api/refresh/ (JSON {refresh}) → {access, refresh} and POST /api/logout/ (JSON {refresh}) → {}.
 * They sit one level above the public API, as the spec's client calls refresh, so they take no ex_type
 * or lang_code. Rotation, reuse detection and revocation: auth/refresh.ts.
 *
 * Logout answers 200 {} for any well-formed body, known token or not: it is best effort, and a different
 * answer would tell a caller which tokens exist.
 */
import { Hono } from 'hono';
import { LogoutRequestSchema, RefreshRequestSchema, type Session } from '../../src/contract/auth';
import { revokeSessionOf, rotateRefreshToken } from '../auth/refresh';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { noStore } from '../http/no-store';

export const refreshRoutes = new Hono<AppEnv>({ strict: false })
  .post('/refresh', noStore, async (c) => {
    const { refresh } = await readJson(c, RefreshRequestSchema);
    const body: Session = await rotateRefreshToken(c.var.deps, refresh);
    return c.json(body);
  })
  .post('/logout', noStore, async (c) => {
    const { refresh } = await readJson(c, LogoutRequestSchema);
    await revokeSessionOf(c.var.deps, refresh);
    return c.json({});
  });
