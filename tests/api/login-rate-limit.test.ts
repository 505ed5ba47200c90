import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import {
  ACCOUNT_SLOWDOWN_AFTER,
  IP_ATTEMPTS,
  LOGIN_WINDOW_SECONDS,
  PAIR_ATTEMPTS,
  targetedAccountDelayMs,
} from '../../server/auth/login-throttle';
import { rateLimits } from '../../server/db/schema';
import { clearRateLimits, login, registerUser } from '../support/accounts';
import { useApiServer } from '../support/api-server';

// Production budgets, and client addresses taken from X-Forwarded-For as behind a proxy.
const delays: number[] = [];
const api = await useApiServer({
  env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' },
  // The slow-down is recorded, not waited for.
  sleep: async (ms) => {
    delays.push(ms);
  },
});
const { db } = api.server.deps;

const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);
let ipSerial = 0;
const freshIp = () => `198.51.100.${(ipSerial += 1)}`;

async function failTimes(loginName: string, times: number, ip: string) {
  for (let i = 0; i < times; i += 1) {
    const res = await login(api, loginName, `wrong-password-${i}`, ip);
    expect(res.status).toBe(400);
  }
}

beforeEach(async () => {
  await clearRateLimits(db);
  delays.length = 0;
});
afterEach(() => {
  api.setNow(null);
});

describe('sign-in throttling', () => {
  it(`answers 429 with Retry-After to an address after ${PAIR_ATTEMPTS} failures on one account, while the owner signs in from another`, async () => {
    const victim = await registerUser(api);
    const attacker = freshIp();
    await failTimes(victim.user.login, PAIR_ATTEMPTS, attacker);
    const blocked = await login(api, victim.user.login, victim.password, attacker);
    expect(blocked.status).toBe(429);
    const body = errorOf(blocked.body);
    expect(body.error_code).toBe('TooManyRequests');
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
    expect(body.error_data.retry_after).toBe(retryAfter);
    expect(body.error_data.message).toBe(body.error);

    expect((await login(api, victim.user.login, victim.password, freshIp())).status).toBe(200);
  });

  it('lets the address try again once the window has passed', async () => {
    const user = await registerUser(api);
    const ip = freshIp();
    await failTimes(user.user.login, PAIR_ATTEMPTS, ip);
    expect((await login(api, user.user.login, user.password, ip)).status).toBe(429);
    api.setNow(new Date(Date.now() + (LOGIN_WINDOW_SECONDS + 1) * 1000));
    expect((await login(api, user.user.login, user.password, ip)).status).toBe(200);
  });

  it('a successful sign-in before the limit starts the count of that address afresh', async () => {
    const user = await registerUser(api);
    const ip = freshIp();
    await failTimes(user.user.login, PAIR_ATTEMPTS - 1, ip);
    expect((await login(api, user.user.login, user.password, ip)).status).toBe(200);
    await failTimes(user.user.login, PAIR_ATTEMPTS, ip);
    expect((await login(api, user.user.login, 'one-more-guess', ip)).status).toBe(429);
  });

  it(`blocks an address after ${IP_ATTEMPTS} failures spread over many logins, and only that address`, async () => {
    const sprayer = freshIp();
    for (let i = 0; i < IP_ATTEMPTS; i += 1) {
      expect((await login(api, `sprayed.${i}@example.org`, 'Summer2027', sprayer)).status).toBe(400);
    }
    const res = await login(api, 'sprayed.last@example.org', 'Summer2027', sprayer);
    expect(res.status).toBe(429);
    expect(errorOf(res.body).error_code).toBe('TooManyRequests');
    expect((await login(api, 'sprayed.last@example.org', 'Summer2027', freshIp())).status).toBe(400);
  });

  it('slows a targeted account down instead of locking it: the owner still signs in', async () => {
    const owner = await registerUser(api);
    const attempts = ACCOUNT_SLOWDOWN_AFTER + 4;
    // One guess from each of many addresses: no pair or address budget is reached.
    for (let i = 0; i < attempts; i += 1) await failTimes(owner.user.login, 1, freshIp());
    const expected = Array.from({ length: attempts }, (_, i) => targetedAccountDelayMs(i + 1, ACCOUNT_SLOWDOWN_AFTER)).filter(
      (ms) => ms > 0,
    );
    expect(expected.length).toBe(4);
    expect(delays).toEqual(expected);
    expect(delays).toEqual([...delays].sort((a, b) => a - b));

    const signedIn = await login(api, owner.user.login, owner.password, freshIp());
    expect(signedIn.status).toBe(200);
    expect(delays.at(-1)).toBe(targetedAccountDelayMs(attempts + 1, ACCOUNT_SLOWDOWN_AFTER));
  });

  it('caps the slow-down of a targeted account', () => {
    expect(targetedAccountDelayMs(ACCOUNT_SLOWDOWN_AFTER, ACCOUNT_SLOWDOWN_AFTER)).toBe(0);
    expect(targetedAccountDelayMs(10_000, ACCOUNT_SLOWDOWN_AFTER)).toBeLessThanOrEqual(3000);
  });

  it('keeps the counters in the database, not in the process', async () => {
    const ip = freshIp();
    await failTimes('counted@example.org', 2, ip);
    const keys = (await db.select().from(rateLimits)).map((row) => [row.key, row.count]);
    expect(keys).toEqual(
      expect.arrayContaining([
        [`login:pair:${ip}:counted@example.org`, 2],
        [`login:ip:${ip}`, 2],
        ['login:account:counted@example.org', 2],
      ]),
    );
  });

  it('does not count malformed sign-in forms', async () => {
    for (let i = 0; i < PAIR_ATTEMPTS + 2; i += 1) {
      expect((await api.send('POST', '/api/public/user/login/', { login: 'broken', password: 1 })).status).toBe(400);
    }
    expect(await db.select().from(rateLimits)).toEqual([]);
  });
});
