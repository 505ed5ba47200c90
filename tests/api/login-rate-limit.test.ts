import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { ACCOUNT_ATTEMPTS, IP_ATTEMPTS, LOGIN_WINDOW_SECONDS } from '../../server/auth/rate-limit';
import { rateLimits } from '../../server/db/schema';
import { clearRateLimits, login, registerUser } from '../support/accounts';
import { useApiServer } from '../support/api-server';

const api = await useApiServer();
const { db } = api.server.deps;

const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);

async function failTimes(loginName: string, times: number) {
  for (let i = 0; i < times; i += 1) {
    const res = await login(api, loginName, `wrong-password-${i}`);
    expect(res.status).toBe(400);
  }
}

beforeEach(async () => {
  await clearRateLimits(db);
});
afterEach(() => {
  api.setNow(null);
});

describe('sign-in throttling', () => {
  it(`answers 429 with retry_after and Retry-After after ${ACCOUNT_ATTEMPTS} failures, even for the right password`, async () => {
    const user = await registerUser(api);
    await failTimes(user.user.login, ACCOUNT_ATTEMPTS);
    const blocked = await login(api, user.user.login, user.password);
    expect(blocked.status).toBe(429);
    const body = errorOf(blocked.body);
    expect(body.error_code).toBe('TooManyRequests');
    expect(body.error_data.retry_after).toEqual(expect.any(Number));
    const retryAfter = Number(blocked.headers.get('Retry-After'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
    expect(body.error_data.retry_after).toBe(retryAfter);
  });

  it('lets the owner in again once the window has passed', async () => {
    const user = await registerUser(api);
    await failTimes(user.user.login, ACCOUNT_ATTEMPTS);
    expect((await login(api, user.user.login, user.password)).status).toBe(429);
    api.setNow(new Date(Date.now() + (LOGIN_WINDOW_SECONDS + 1) * 1000));
    expect((await login(api, user.user.login, user.password)).status).toBe(200);
  });

  it('a successful sign-in before the limit starts the account count afresh', async () => {
    const user = await registerUser(api);
    await failTimes(user.user.login, ACCOUNT_ATTEMPTS - 1);
    expect((await login(api, user.user.login, user.password)).status).toBe(200);
    await failTimes(user.user.login, ACCOUNT_ATTEMPTS);
    expect((await login(api, user.user.login, 'one-more-guess')).status).toBe(429);
  });

  it('throttles one account without touching another', async () => {
    const [victim, bystander] = [await registerUser(api), await registerUser(api)];
    await failTimes(victim.user.login, ACCOUNT_ATTEMPTS);
    expect((await login(api, victim.user.login, victim.password)).status).toBe(429);
    expect((await login(api, bystander.user.login, bystander.password)).status).toBe(200);
  });

  it(`blocks an address after ${IP_ATTEMPTS} failures spread over many logins`, async () => {
    for (let i = 0; i < IP_ATTEMPTS; i += 1) {
      expect((await login(api, `sprayed.${i}@example.org`, 'Summer2027')).status).toBe(400);
    }
    const res = await login(api, 'sprayed.last@example.org', 'Summer2027');
    expect(res.status).toBe(429);
    expect(errorOf(res.body).error_code).toBe('TooManyRequests');
  });

  it('keeps the counters in the database, not in the process', async () => {
    await failTimes('counted@example.org', 2);
    const keys = (await db.select().from(rateLimits)).map((row) => [row.key, row.count]);
    expect(keys).toEqual(expect.arrayContaining([['login:account:counted@example.org', 2]]));
  });

  it('does not count malformed sign-in forms', async () => {
    for (let i = 0; i < ACCOUNT_ATTEMPTS + 2; i += 1) {
      expect((await api.send('POST', '/api/public/user/login/', { login: 'broken', password: 1 })).status).toBe(400);
    }
    expect(await db.select().from(rateLimits)).toEqual([]);
  });
});
