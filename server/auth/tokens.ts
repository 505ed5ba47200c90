/**
 * Access tokens are short-lived HS256 JWTs (jose) carrying only the user id, so any instance verifies them
 * with the shared secret and no database hit. Refresh tokens are opaque ids stored in refresh_tokens
 * (rotation and family revocation live in auth/refresh.ts).
 */
import { createMiddleware } from 'hono/factory';
import { SignJWT, jwtVerify } from 'jose';
import type { AppEnv, Deps } from '../http/context';
import { ApiError } from '../http/errors';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

export async function signAccessToken(deps: Deps, userId: string): Promise<string> {
  const now = Math.floor(deps.now().getTime() / 1000);
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ACCESS_TTL_SECONDS)
    .sign(deps.tokenSecret);
}

export const unauthenticated = (detail = 'Authentication credentials are missing or invalid') =>
  new ApiError('InvalidAuthenticationInfo', detail, { detail });

/** The user id of a valid Bearer token, null without an Authorization header; a bad token is a 401. */
export async function userIdFromHeader(deps: Deps, header: string | undefined): Promise<string | null> {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthenticated('Malformed Authorization header');
  try {
    const { payload } = await jwtVerify(match[1], deps.tokenSecret, {
      algorithms: ['HS256'],
      currentDate: deps.now(),
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') throw new Error('not an access token');
    return payload.sub;
  } catch {
    throw unauthenticated('Access token is invalid or expired');
  }
}

export type AuthEnv = AppEnv & { Variables: AppEnv['Variables'] & { userId: string | null } };

/** For public calls that personalise (added_to_favorite): anonymous is fine, a bad token is not. */
export const optionalUser = createMiddleware<AuthEnv>(async (c, next) => {
  c.set('userId', await userIdFromHeader(c.var.deps, c.req.header('Authorization')));
  await next();
});

/** For personal calls: a valid access token is required. */
export const requireUser = createMiddleware<AuthEnv>(async (c, next) => {
  const userId = await userIdFromHeader(c.var.deps, c.req.header('Authorization'));
  if (!userId) throw unauthenticated();
  c.set('userId', userId);
  await next();
});
