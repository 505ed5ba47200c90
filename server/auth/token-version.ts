/**
 * The per-user token version (users.token_version). Every access token carries the version of its user
 * when it was signed (`ver`); each call with a token compares it with the current one, so raising the
 * version (logout, password change, a stolen refresh token) refuses every access token issued before,
 * and a token whose user does not exist is refused the same way.
 *
 * The current versions are cached in-process for VERSION_CACHE_MS (3 s). Why cache: a busy visitor's
 * favourite toggles and lists would otherwise add a primary-key read to every call. Why so short: several
 * instances may share one PostgreSQL, and an instance that did not handle the logout only learns of it
 * when its cached entry expires, so the cache time is the longest an access token outlives its logout on
 * another instance. The instance that raises a version updates its own cache at once.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { users } from '../db/schema';

export const VERSION_CACHE_MS = 3000;
/** A flood of tokens of many users must not grow the cache without bound: past this it starts over. */
const MAX_CACHED_USERS = 50_000;

type Entry = { version: number | null; until: number };
/** One cache per database handle: tests (and a dev process) may run several servers in one process. */
const caches = new WeakMap<object, Map<string, Entry>>();

function cacheOf(db: Db): Map<string, Entry> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  return cache;
}

/** The user's current version, or null when no such user exists (briefly cached either way). */
export async function currentTokenVersion(db: Db, userId: string): Promise<number | null> {
  const cache = cacheOf(db);
  const now = Date.now();
  const hit = cache.get(userId);
  if (hit && hit.until > now) return hit.version;
  const [row] = await db.select({ version: users.tokenVersion }).from(users).where(eq(users.id, userId)).limit(1);
  const version = row?.version ?? null;
  if (cache.size >= MAX_CACHED_USERS) cache.clear();
  cache.set(userId, { version, until: now + VERSION_CACHE_MS });
  return version;
}

type Executor = Pick<Db, 'update'>;

/**
 * Raises the user's version and returns the new one. Call `rememberTokenVersion` with it once the
 * surrounding transaction (if any) has committed, so this instance refuses old tokens at once.
 */
export async function raiseTokenVersion(db: Executor, userId: string): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ version: users.tokenVersion });
  return row?.version ?? null;
}

export function rememberTokenVersion(db: Db, userId: string, version: number | null): void {
  cacheOf(db).set(userId, { version, until: Date.now() + VERSION_CACHE_MS });
}
