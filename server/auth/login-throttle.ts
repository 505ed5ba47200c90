/**
 * Sign-in (and password-change) throttling that nobody can turn against the owner of an account.
 *
 * - Per (account, IP) pair: PAIR_ATTEMPTS per window stops one address guessing one password. The owner,
 *   on another address, is not affected: there is no per-account lock-out.
 * - Per IP: IP_ATTEMPTS per window stops one address spraying many accounts.
 * - Per account, across all addresses: a targeted account (more than ACCOUNT_SLOWDOWN_AFTER attempts in
 *   the window) is slowed, never locked: each further attempt waits a growing delay, capped at
 *   ACCOUNT_DELAY_MAX_MS, before the password is checked. The owner still gets in, a few seconds late.
 *
 * Attempts are counted up front (before the password check, and the address before the login), so
 * concurrent guesses cannot slip past a
 * limit. A correct password clears its pair, gives its slot back to the IP counter (an office behind one
 * address signs many people in) and to the account counter (the owner's own sign-ins are not an attack).
 * All budgets scale with RATE_LIMIT_SCALE.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { rateLimits } from '../db/schema';
import type { AppEnv } from '../http/context';
import { clientIp, hit, scaledLimit, tooManyRequests } from './rate-limit';

export const LOGIN_WINDOW_SECONDS = 15 * 60;
export const PAIR_ATTEMPTS = 5;
export const IP_ATTEMPTS = 20;
export const ACCOUNT_SLOWDOWN_AFTER = 10;
export const ACCOUNT_DELAY_STEP_MS = 250;
export const ACCOUNT_DELAY_MAX_MS = 3000;

const pairKey = (login: string, ip: string) => `login:pair:${ip}:${login}`;
const ipKey = (ip: string) => `login:ip:${ip}`;
const accountKey = (login: string) => `login:account:${login}`;

/** The wait before checking a password for an account with `attempts` in the window (threshold already scaled). */
export function targetedAccountDelayMs(attempts: number, threshold: number): number {
  return Math.min(ACCOUNT_DELAY_MAX_MS, Math.max(0, attempts - threshold) * ACCOUNT_DELAY_STEP_MS);
}

/**
 * Counts a password attempt; throws 429 TooManyRequests (with Retry-After) when this address is over
 * its budget, and waits when the account is under a spread-out attack. Call it before checking the password.
 */
export async function countPasswordAttempt<E extends AppEnv>(c: Context<E>, login: string): Promise<void> {
  const { db, sleep } = c.var.deps;
  const now = c.var.deps.now();
  const ip = clientIp(c);
  // The address's budget first: an address spraying made-up or real logins is stopped before any counter
  // of the login (pair, account) is written or any password work is queued.
  const address = await hit(db, ipKey(ip), LOGIN_WINDOW_SECONDS, now);
  if (address.count > scaledLimit(c, IP_ATTEMPTS)) throw tooManyRequests(c, 'sign-in attempts', address.resetAt, now);
  const pair = await hit(db, pairKey(login, ip), LOGIN_WINDOW_SECONDS, now);
  // A refused attempt is not counted against the account: a blocked attacker must not slow the owner further.
  if (pair.count > scaledLimit(c, PAIR_ATTEMPTS)) throw tooManyRequests(c, 'sign-in attempts', pair.resetAt, now);
  const account = await hit(db, accountKey(login), LOGIN_WINDOW_SECONDS, now);
  const delay = targetedAccountDelayMs(account.count, scaledLimit(c, ACCOUNT_SLOWDOWN_AFTER));
  if (delay > 0) await sleep(delay);
}

/** After a correct password: the pair starts afresh, the IP and the account get their slot back. */
export async function passwordAttemptSucceeded<E extends AppEnv>(c: Context<E>, login: string): Promise<void> {
  const { db } = c.var.deps;
  const ip = clientIp(c);
  await db.delete(rateLimits).where(eq(rateLimits.key, pairKey(login, ip)));
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
    .where(inArray(rateLimits.key, [ipKey(ip), accountKey(login)]));
}
