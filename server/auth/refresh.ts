/**
 * Refresh tokens: opaque random ids stored in refresh_tokens. Each sign-in starts a family; each refresh
 * marks the presented token rotated and issues its successor in the same family. A token presented again
 * after it was rotated means it leaked (or two tabs raced), so the whole family is revoked and the person
 * has to sign in again. The rotation claims the row with UPDATE … WHERE rotated_at IS NULL RETURNING, so
 * of two concurrent refreshes with one token exactly one wins, on any number of server instances.
 */
import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Session } from '../../src/contract/auth';
import type { Db } from '../db/connect';
import { refreshTokens } from '../db/schema';
import type { Deps } from '../http/context';
import { REFRESH_TTL_SECONDS, signAccessToken, unauthenticated } from './tokens';

type Executor = Pick<Db, 'insert' | 'update'>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const expiry = (now: Date) => new Date(now.getTime() + REFRESH_TTL_SECONDS * 1000);

async function insertToken(db: Executor, userId: string, familyId: string, now: Date): Promise<string> {
  const id = randomUUID();
  await db.insert(refreshTokens).values({ id, familyId, userId, expiresAt: expiry(now), createdAt: now });
  return id;
}

/** A new session (a new refresh-token family) for a user who just proved who they are. */
export async function issueSession(deps: Deps, userId: string, db: Executor = deps.db): Promise<Session> {
  const refresh = await insertToken(db, userId, randomUUID(), deps.now());
  return { access: await signAccessToken(deps, userId), refresh };
}

/** Exchanges a refresh token for a new pair; any failure is a 401 InvalidAuthenticationInfo. */
export async function rotateRefreshToken(deps: Deps, token: string): Promise<Session> {
  if (!UUID.test(token)) throw unauthenticated('Refresh token is invalid');
  const { db } = deps;
  const now = deps.now();
  const rotated = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(eq(refreshTokens.id, token), isNull(refreshTokens.rotatedAt), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
      )
      .returning({ familyId: refreshTokens.familyId, userId: refreshTokens.userId });
    if (!claimed) return null;
    const refresh = await insertToken(tx, claimed.userId, claimed.familyId, now);
    return { userId: claimed.userId, refresh };
  });
  if (rotated) return { access: await signAccessToken(deps, rotated.userId), refresh: rotated.refresh };

  const [row] = await db.select().from(refreshTokens).where(eq(refreshTokens.id, token)).limit(1);
  if (row?.rotatedAt && !row.revokedAt) {
    await revokeFamily(db, row.familyId, now);
    throw unauthenticated('Refresh token was already used; the session has been ended');
  }
  throw unauthenticated(row?.revokedAt ? 'Refresh token was revoked' : row ? 'Refresh token has expired' : 'Refresh token is invalid');
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
