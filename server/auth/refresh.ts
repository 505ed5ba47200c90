/**
 * Refresh tokens: 256-bit random strings of which only the SHA-256 hash is stored (refresh_tokens.token_hash),
 * so a leaked copy of the table cannot be turned into sessions. Each sign-in starts a family; each refresh
 * marks the presented token rotated and issues its successor in the same family. The rotation claims the
 * row with UPDATE … WHERE rotated_at IS NULL RETURNING, so of two concurrent refreshes one claims it, on
 * any number of server instances.
 *
 * Reuse interval (as GoTrue): a token presented again less than REFRESH_REUSE_INTERVAL_SECONDS after its
 * rotation is two tabs (or a retried request) racing, not a theft. Since the successor's raw value is not
 * stored, the late caller gets a sibling successor: a fresh token in the same family, so every tab ends
 * with its own working pair and a later theft still revokes them all. Reuse after the interval means the
 * token leaked: the whole family is revoked and the person signs in again.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Session } from '../../src/contract/auth';
import type { Db } from '../db/connect';
import { refreshTokens, users } from '../db/schema';
import type { Deps } from '../http/context';
import { raiseTokenVersion, rememberTokenVersion } from './token-version';
import { rolesOf } from './roles';
import {
  ACCESS_TTL_SECONDS,
  ORGANISER_ACCESS_TTL_SECONDS,
  ORGANISER_REFRESH_TTL_SECONDS,
  REFRESH_TTL_SECONDS,
  signAccessToken,
  unauthenticated,
} from './tokens';

type Executor = Pick<Db, 'insert' | 'update' | 'select'>;
/** What an access token needs of its user: the id and the current token version. */
export type SessionUser = { id: string; tokenVersion: number };

async function tokenVersionOf(db: Pick<Db, 'select'>, userId: string): Promise<number> {
  const [row] = await db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, userId)).limit(1);
  // The refresh token's row references the user (ON DELETE CASCADE), so a missing user cannot get here.
  if (!row) throw unauthenticated('The account of this token no longer exists');
  return row.version;
}

/** New tokens are 43 base64url characters; tokens issued before hashing were uuids. Both fit. */
const TOKEN_SHAPE = /^[\w-]{20,100}$/;

type SessionTtls = { access: number; refresh: number };

/** Read at every issue and rotation, so a role given or taken changes the next token's lifetime. */
async function sessionTtls(db: Pick<Db, 'select'>, userId: string): Promise<SessionTtls> {
  const organiser = (await rolesOf(db, userId)).includes('organiser');
  return organiser
    ? { access: ORGANISER_ACCESS_TTL_SECONDS, refresh: ORGANISER_REFRESH_TTL_SECONDS }
    : { access: ACCESS_TTL_SECONDS, refresh: REFRESH_TTL_SECONDS };
}

export const hashRefreshToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

async function insertToken(db: Executor, userId: string, familyId: string, now: Date, ttls: SessionTtls): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(refreshTokens).values({
    id: randomUUID(),
    tokenHash: hashRefreshToken(token),
    familyId,
    userId,
    expiresAt: new Date(now.getTime() + ttls.refresh * 1000),
    createdAt: now,
  });
  return token;
}

/** A new session (a new refresh-token family) for a user who just proved who they are. */
export async function issueSession(deps: Deps, user: SessionUser, db: Executor = deps.db): Promise<Session> {
  // The caller's transaction, when there is one: on PGlite a second connection would wait for it forever.
  const ttls = await sessionTtls(db, user.id);
  const refresh = await insertToken(db, user.id, randomUUID(), deps.now(), ttls);
  return { access: await signAccessToken(deps, user.id, user.tokenVersion, ttls.access), refresh };
}

async function findToken(db: Pick<Db, 'select'>, token: string) {
  const [row] = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)))
    .limit(1);
  return row;
}

/** Exchanges a refresh token for a new pair; any failure is a 401 InvalidAuthenticationInfo. */
export async function rotateRefreshToken(deps: Deps, token: string): Promise<Session> {
  if (!TOKEN_SHAPE.test(token)) throw unauthenticated('Refresh token is invalid');
  const { db } = deps;
  const now = deps.now();
  const tokenHash = hashRefreshToken(token);
  const rotated = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning({ familyId: refreshTokens.familyId, userId: refreshTokens.userId });
    if (!claimed) return null;
    const version = await tokenVersionOf(tx, claimed.userId);
    const ttls = await sessionTtls(tx, claimed.userId);
    return { userId: claimed.userId, version, ttls, refresh: await insertToken(tx, claimed.userId, claimed.familyId, now, ttls) };
  });
  if (rotated) {
    return { access: await signAccessToken(deps, rotated.userId, rotated.version, rotated.ttls.access), refresh: rotated.refresh };
  }

  const row = await findToken(db, token);
  if (row?.rotatedAt && !row.revokedAt) {
    const sinceRotation = now.getTime() - row.rotatedAt.getTime();
    if (sinceRotation < deps.env.REFRESH_REUSE_INTERVAL_SECONDS * 1000 && row.expiresAt > now) {
      // revoked_at IS NULL on this row means its family is alive (revocation marks every row of it).
      const ttls = await sessionTtls(db, row.userId);
      const refresh = await insertToken(db, row.userId, row.familyId, now, ttls);
      return { access: await signAccessToken(deps, row.userId, await tokenVersionOf(db, row.userId), ttls.access), refresh };
    }
    // A leaked refresh token may have come with its access token: that one stops working too.
    await revokeFamily(db, row.familyId, now);
    rememberTokenVersion(db, row.userId, await raiseTokenVersion(db, row.userId));
    throw unauthenticated('Refresh token was already used; the session has been ended');
  }
  throw unauthenticated(row?.revokedAt ? 'Refresh token was revoked' : row ? 'Refresh token has expired' : 'Refresh token is invalid');
}

/**
 * Logout: ends the family of this token and raises the user's token version, so the access tokens
 * already handed out (on every device of the user: the version is per user) stop working; the other
 * devices' refresh tokens still work and get them a fresh access token. Anything that is not a live
 * refresh token (an access token, an unknown, revoked or expired token) is left alone without an error.
 */
export async function revokeSessionOf(deps: Deps, token: string): Promise<void> {
  if (!TOKEN_SHAPE.test(token)) return;
  const now = deps.now();
  const row = await findToken(deps.db, token);
  // Not a live token: nothing to end, and saying so would tell a guesser which tokens exist.
  if (!row || row.revokedAt || row.expiresAt <= now) return;
  await revokeFamily(deps.db, row.familyId, now);
  rememberTokenVersion(deps.db, row.userId, await raiseTokenVersion(deps.db, row.userId));
}

export async function revokeFamily(db: Executor, familyId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of a user (after a password change). */
export async function revokeUserSessions(db: Executor, userId: string, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
}
