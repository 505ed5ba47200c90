/**
 * Sign-in throttling with fixed-window counters in the rate_limits table, so every server instance sees
 * the same counts and a restart does not forgive an attacker. Each attempt with well-formed credentials
 * is counted up front with one atomic upsert (INSERT … ON CONFLICT DO UPDATE … RETURNING), so concurrent
 * guesses cannot slip past the limit. Two counters: per account (5 attempts per 15 minutes) stops
 * guessing one password, per client IP (20 per 15 minutes) stops spraying many accounts.
 *
 * A successful sign-in clears the account's counter (the owner who mistyped a few times starts afresh)
 * and hands its slot back to the IP counter, so an office behind one address can sign many people in;
 * it does not clear the IP counter, or one valid account would let an attacker keep guessing others.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { eq, lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/connect';
import { rateLimits } from '../db/schema';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const ACCOUNT_ATTEMPTS = 5;
export const IP_ATTEMPTS = 20;

type Executor = Pick<Db, 'insert' | 'update' | 'delete'>;

const accountKey = (login: string) => `login:account:${login}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** Counts one event under key; a window that has ended starts over at 1. */
export async function hit(db: Executor, key: string, windowSeconds: number, now: Date) {
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${ts(now)} then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${ts(now)} then ${ts(resetAt)} else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  if (!row) throw new Error(`rate limit upsert returned nothing for ${key}`);
  return row;
}

/** The client address from the socket; X-Forwarded-For only when TRUST_PROXY says a proxy sets it. */
export function clientIp<E extends AppEnv>(c: Context<E>): string {
  if (c.var.deps.env.TRUST_PROXY) {
    const forwarded = c.req.header('X-Forwarded-For')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded.slice(0, 64);
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Not behind @hono/node-server (app.request in a unit test): one shared bucket is the safe default.
    return 'unknown';
  }
}

function tooManyAttempts(c: Context, resetAt: Date, now: Date): ApiError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  const detail = `Too many sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  c.header('Retry-After', String(retryAfter));
  return new ApiError('TooManyRequests', detail, { detail, retry_after: retryAfter });
}

/**
 * Counts a password attempt for the account and the client IP; throws 429 TooManyRequests (with a
 * Retry-After header) once either is over its limit. Call it before checking the password.
 */
export async function countPasswordAttempt<E extends AppEnv>(c: Context<E>, login: string): Promise<void> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const [account, ip] = await Promise.all([
    hit(db, accountKey(login), LOGIN_WINDOW_SECONDS, now),
    hit(db, ipKey(clientIp(c)), LOGIN_WINDOW_SECONDS, now),
  ]);
  const over = [account.count > ACCOUNT_ATTEMPTS ? account : null, ip.count > IP_ATTEMPTS ? ip : null].filter((row) => row !== null);
  if (over.length === 0) return;
  const latest = over.reduce((a, b) => (a.resetAt > b.resetAt ? a : b));
  throw tooManyAttempts(c, latest.resetAt, now);
}

/** After a correct password: the account starts afresh and the IP gets its slot back. */
export async function passwordAttemptSucceeded<E extends AppEnv>(c: Context<E>, login: string): Promise<void> {
  const { db } = c.var.deps;
  await db.delete(rateLimits).where(eq(rateLimits.key, accountKey(login)));
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(eq(rateLimits.key, ipKey(clientIp(c))));
}

/** Drops counters whose window ended long ago, so the table stays the size of recent traffic. */
export async function pruneRateLimits(db: Executor, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now.getTime() - LOGIN_WINDOW_SECONDS * 1000)));
}
