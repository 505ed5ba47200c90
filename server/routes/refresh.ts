/**
 * POST /api/refresh/ (JSON {refresh}) → {access, refresh} and POST /api/logout/ (JSON {refresh}) → {}.
 * They sit one level above the public API, as the spec's client calls refresh, so they take no ex_type
 * or lang_code. Rotation, reuse detection and revocation: auth/refresh.ts.
 *
 * Refresh answers 401 InvalidAuthenticationInfo to any JSON body that does not carry a live refresh token:
 * a missing or mistyped field, an access token, an unknown, revoked or expired token. Logout answers 200 to
 * any token string, live or not (RFC 7009 §2.2: the client can do nothing with the error, and the token is
 * gone either way), and 400 to a body that carries none. A body that is not JSON at all is refused as such
 * (415/400), like every JSON call.
 */
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import { LogoutRequestSchema, RefreshRequestSchema, type Session } from '../../src/contract/auth';
import { revokeSessionOf, rotateRefreshToken } from '../auth/refresh';
import { unauthenticated } from '../auth/tokens';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { noStore } from '../http/no-store';

/** The refresh token of the body, or a 401: nothing else can be one. */
async function refreshTokenOf(c: Context<AppEnv>): Promise<string> {
  const body = await readJson(c, v.unknown());
  const parsed = v.safeParse(RefreshRequestSchema, body);
  if (!parsed.success) throw unauthenticated('A refresh token is required');
  return parsed.output.refresh;
}

export const refreshRoutes = new Hono<AppEnv>({ strict: false })
  .post('/refresh', noStore, async (c) => {
    const body: Session = await rotateRefreshToken(c.var.deps, await refreshTokenOf(c));
    return c.json(body);
  })
  .post('/logout', noStore, async (c) => {
    const { refresh } = await readJson(c, LogoutRequestSchema);
    await revokeSessionOf(c.var.deps, refresh);
    return c.json({});
  });
