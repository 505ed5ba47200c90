/**
 * Request budgets with fixed-window counters in the rate_limits table, so every server instance sees the
 * same counts and a restart does not forgive an attacker. Each counted request is one atomic upsert
 * (INSERT … ON CONFLICT DO UPDATE … RETURNING), so concurrent requests cannot slip past a limit. Every
 * budget is multiplied by RATE_LIMIT_SCALE (the browser tests run many visitors from one address).
 * Sign-in has its own rules on top of these counters (./login-throttle.ts).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import { lt, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import type { Db } from '../db/connect';
import { rateLimits } from '../db/schema';
import type { AppEnv } from '../http/context';
import { ApiError } from '../http/errors';

export type Budget = { name: string; limit: number; windowSeconds: number; what: string };

/** Accounts created from one address: an office or a venue Wi-Fi signs up several people, a script many. */
export const REGISTRATION_BUDGET: Budget = { name: 'registration:ip', limit: 20, windowSeconds: 15 * 60, what: 'registrations' };
/** Exhibitor applications from one address, and from one account: each is read by a person at the organiser. */
export const APPLICATION_BUDGET: Budget = { name: 'application', limit: 10, windowSeconds: 60 * 60, what: 'applications' };
/** "Seen" marks on the favourites' changes, per account: a visitor taps it a few times a day, a script thousands. */
export const CHANGES_SEEN_BUDGET: Budget = { name: 'changes-seen', limit: 300, windowSeconds: 60 * 60, what: 'seen marks' };
/** Push subscriptions made or changed per account: a visitor has a few devices and changes the lead time now and then. */
export const PUSH_SUBSCRIPTION_BUDGET: Budget = {
  name: 'push-subscriptions',
  limit: 60,
  windowSeconds: 60 * 60,
  what: 'reminder settings',
};
/** The longest window of any budget: counters older than this are garbage. */
const LONGEST_WINDOW_SECONDS = 60 * 60;

type Executor = Pick<Db, 'insert' | 'update' | 'delete'>;

const ts = (date: Date) => sql`${date.toISOString()}::timestamptz`;

export type Counter = { count: number; resetAt: Date };

/** Counts one event under key; a window that has ended starts over at 1. */
export async function hit(db: Executor, key: string, windowSeconds: number, now: Date): Promise<Counter> {
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

/** A limit under RATE_LIMIT_SCALE. */
export const scaledLimit = <E extends AppEnv>(c: Context<E>, limit: number) => limit * c.var.deps.env.RATE_LIMIT_SCALE;

/** The 429 envelope, with the Retry-After header and error_data.retry_after in seconds. */
export function tooManyRequests<E extends AppEnv>(c: Context<E>, what: string, resetAt: Date, now: Date): ApiError {
  const retryAfter = Math.max(1, Math.ceil((resetAt.getTime() - now.getTime()) / 1000));
  const minutes = Math.ceil(retryAfter / 60);
  const detail = `Too many ${what}. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
  c.header('Retry-After', String(retryAfter));
  return new ApiError('TooManyRequests', detail, { detail, retry_after: retryAfter });
}

/** Counts one request against budget for subject (an IP or an account); throws 429 once over the limit. */
export async function spendBudget<E extends AppEnv>(c: Context<E>, budget: Budget, subject: string): Promise<void> {
  const { db } = c.var.deps;
  const now = c.var.deps.now();
  const counter = await hit(db, `${budget.name}:${subject}`, budget.windowSeconds, now);
  if (counter.count > scaledLimit(c, budget.limit)) throw tooManyRequests(c, budget.what, counter.resetAt, now);
}

/** Drops counters whose window ended long ago, so the table stays the size of recent traffic. */
export async function pruneRateLimits(db: Executor, now: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.resetAt, new Date(now.getTime() - LONGEST_WINDOW_SECONDS * 1000)));
}
