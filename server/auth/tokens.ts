/**
 * Access tokens are short-lived HS256 JWTs (jose) carrying the user id and the user's token version, so
 * any instance verifies them with the shared secret; the version is then compared with the user's current
 * one (briefly cached, auth/token-version.ts), which refuses tokens of deleted users and tokens issued
 * before a logout or a password change. Refresh tokens are opaque ids stored in refresh_tokens (rotation
 * and family revocation live in auth/refresh.ts).
 */
import { createMiddleware } from 'hono/factory';
import { SignJWT, jwtVerify } from 'jose';
import type { AppEnv, Deps } from '../http/context';
import { ApiError } from '../http/errors';
import { currentTokenVersion } from './token-version';

export const ACCESS_TTL_SECONDS = 15 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * An organiser's session can change roles and read every applicant's contacts, so a stolen or forgotten
 * one is worth more and lives shorter: 5-minute access tokens, and a refresh token unused for 8 hours
 * (a working day) expires (auth/refresh.ts picks these by the account's roles at each issue).
 */
export const ORGANISER_ACCESS_TTL_SECONDS = 5 * 60;
export const ORGANISER_REFRESH_TTL_SECONDS = 8 * 60 * 60;

/** `version`: the user's users.token_version now; the token stops working once it is raised. */
export async function signAccessToken(deps: Deps, userId: string, version: number, ttlSeconds = ACCESS_TTL_SECONDS): Promise<string> {
  const now = Math.floor(deps.now().getTime() / 1000);
  return new SignJWT({ typ: 'access', ver: version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(userId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(deps.tokenSecret);
}

export const unauthenticated = (detail = 'Authentication credentials are missing or invalid') =>
  new ApiError('InvalidAuthenticationInfo', detail, { detail });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The user id of a valid Bearer token, null without an Authorization header; a bad token, a token of a
 * user who does not exist and a token of an older version (logout, password change) are a 401.
 */
export async function userIdFromHeader(deps: Deps, header: string | undefined): Promise<string | null> {
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw unauthenticated('Malformed Authorization header');
  let subject: string;
  let version: number;
  try {
    const { payload } = await jwtVerify(match[1], deps.tokenSecret, {
      algorithms: ['HS256'],
      currentDate: deps.now(),
    });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') throw new Error('not an access token');
    subject = payload.sub;
    // Tokens signed before versions existed carry none: they belong to version 0 and expire within 15 minutes.
    version = payload.ver === undefined ? 0 : Number(payload.ver);
  } catch {
    throw unauthenticated('Access token is invalid or expired');
  }
  // A subject that is not a uuid would make PostgreSQL throw (a 500): it cannot be one of our users.
  if (!UUID.test(subject)) throw unauthenticated('Access token is invalid or expired');
  const current = await currentTokenVersion(deps.db, subject);
  if (current === null) throw unauthenticated('The account of this token no longer exists');
  if (current !== version) throw unauthenticated('Access token was revoked (signed out or password changed)');
  return subject;
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
