/**
 * Sign-in under pressure: password hashing has a bounded wait line (server/auth/password.ts), and a full
 * one answers 503 with Retry-After at once; unknown logins take the time of a check but no hashing, and
 * an address's sign-in budget is spent before any counter of the login. The test server runs in this
 * process, so the line is filled deterministically with held jobs on the server's own queue.
 */
import { availableParallelism } from 'node:os';
import { and, eq, like } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { HASHING_CONCURRENCY, HASHING_QUEUE_LIMIT, hashingQueue } from '../../server/auth/password';
import { IP_ATTEMPTS } from '../../server/auth/login-throttle';
import { rateLimits } from '../../server/db/schema';
import { clearRateLimits, login, registerUser, registrationForm, uniqueLogin } from '../support/accounts';
import { useApiServer } from '../support/api-server';

// Production budgets, client addresses from X-Forwarded-For as behind a proxy.
const api = await useApiServer({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' } });
const { db } = api.server.deps;

let ipSerial = 0;
const freshIp = () => `192.0.2.${(ipSerial += 1)}`;

/** Occupies `count` places of the hashing queue until the returned release is called. */
function hold(count: number) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const jobs = Array.from({ length: count }, () => hashingQueue.run(() => gate));
  return async () => {
    release();
    await Promise.all(jobs);
  };
}

let owner: Awaited<ReturnType<typeof registerUser>>;
let releaseHeld: (() => Promise<void>) | null = null;

beforeAll(async () => {
  owner = await registerUser(api);
  // One real check, so the server knows how long a check takes (unknown logins wait that long).
  expect((await login(api, owner.user.login, owner.password, freshIp())).status).toBe(200);
});

afterEach(async () => {
  await releaseHeld?.();
  releaseHeld = null;
  await clearRateLimits(db);
});

describe('the hashing queue', () => {
  it('runs the cores but one at once, at least one, and lets a bounded number wait', () => {
    expect(HASHING_CONCURRENCY).toBe(Math.max(1, Math.min(availableParallelism() - 1, (Number(process.env.UV_THREADPOOL_SIZE) || 4) - 1)));
    expect(HASHING_QUEUE_LIMIT).toBeGreaterThan(0);
  });

  it('answers a sign-in 503 with Retry-After and the error envelope when the line is full, and signs in once it drains', async () => {
    releaseHeld = hold(HASHING_CONCURRENCY + HASHING_QUEUE_LIMIT);
    expect(hashingQueue.full()).toBe(true);
    for (const name of [owner.user.login, uniqueLogin('nobody')]) {
      const ip = freshIp();
      const res = await login(api, name, owner.password, ip);
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
      expect(v.parse(ErrorEnvelopeSchema, res.body).error_code).toBe('ServiceUnavailable');
      // Refused before any work: neither the address nor the login spent budget on it.
      expect(
        await db
          .select()
          .from(rateLimits)
          .where(like(rateLimits.key, `%:ip:${ip}`)),
      ).toEqual([]);
    }
    await releaseHeld();
    releaseHeld = null;
    expect((await login(api, owner.user.login, owner.password, freshIp())).status).toBe(200);
  });

  it('answers a registration 503 too when the line is full, and creates nothing', async () => {
    releaseHeld = hold(HASHING_CONCURRENCY + HASHING_QUEUE_LIMIT);
    const res = await api.send('POST', '/api/public/user/registration/', registrationForm(uniqueLogin('busy')), {
      form: true,
      headers: { 'X-Forwarded-For': freshIp() },
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('answers an unknown login without waiting for hashing, while a real check waits its turn', async () => {
    releaseHeld = hold(HASHING_CONCURRENCY);
    const unknown = await login(api, uniqueLogin('nobody'), 'whatever-1', freshIp());
    expect(unknown.status).toBe(400);
    let known: Awaited<ReturnType<typeof login>> | null = null;
    const pending = login(api, owner.user.login, 'wrong-password-1', freshIp()).then((res) => (known = res));
    // The check has joined the line behind the held jobs: from here it can only finish once they are released.
    await expect.poll(() => hashingQueue.size()).toBe(HASHING_CONCURRENCY + 1);
    expect(known).toBeNull();
    await releaseHeld();
    releaseHeld = null;
    await pending;
    // Same answer for both: the form cannot tell which account exists.
    expect(known).toMatchObject({ status: 400, body: unknown.body });
  });
});

describe('unknown logins and the address budget', () => {
  it(`stops an address after ${IP_ATTEMPTS} attempts at made-up logins before writing any counter of the next login`, async () => {
    const ip = freshIp();
    for (let i = 0; i < 3; i += 1) expect((await login(api, uniqueLogin('spray'), 'guess-123', ip)).status).toBe(400);
    // The rest of the budget is spent in the database directly: 17 more attempts add nothing but minutes.
    const spent = await db
      .update(rateLimits)
      .set({ count: IP_ATTEMPTS })
      .where(and(like(rateLimits.key, `%:ip:${ip}`), eq(rateLimits.count, 3)))
      .returning();
    expect(spent).toHaveLength(1);
    const next = uniqueLogin('spray-next');
    const refused = await login(api, next, 'guess-123', ip);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(
      await db
        .select()
        .from(rateLimits)
        .where(like(rateLimits.key, `%${next}%`)),
    ).toEqual([]);
    // The owner, elsewhere, is not affected.
    expect((await login(api, owner.user.login, owner.password, freshIp())).status).toBe(200);
  });
});
