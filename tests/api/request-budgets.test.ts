import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { APPLICATION_BUDGET, REGISTRATION_BUDGET } from '../../server/auth/rate-limit';
import { readEnv } from '../../server/env';
import {
  clearRateLimits,
  fromIp,
  registerUser,
  registrationForm,
  rowCounts,
  uniqueLogin,
  validApplication as application,
} from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';

// Production budgets, with client addresses taken from X-Forwarded-For as behind a proxy.
const api = await useApiServer({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' } });
const { db } = api.server.deps;
/** The current exhibition, from the database rather than the seed's prefix. */
const { current: CURRENT } = await seededExhibitions(db);

const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);
let ipSerial = 0;
const freshIp = () => `203.0.113.${(ipSerial += 1)}`;

const register = (ip: string) =>
  api.send('POST', '/api/public/user/registration/', registrationForm(uniqueLogin('budget')), { form: true, headers: fromIp(ip) });

const apply = (ip: string, token?: string) =>
  api.send('POST', `/api/public/application_for_participant/?ex_prefix=${CURRENT}`, application, { token, headers: fromIp(ip) });

/** The 429 of a spent budget: the envelope, Retry-After within the window, nothing written. */
function expectTooMany(res: { status: number; headers: Headers; body: unknown }, windowSeconds: number) {
  expect(res.status).toBe(429);
  const body = errorOf(res.body);
  expect(body.error_code).toBe('TooManyRequests');
  const retryAfter = Number(res.headers.get('Retry-After'));
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  expect(body.error_data.retry_after).toBe(retryAfter);
  expect(body.error_data.message).toEqual(expect.stringContaining('Try again'));
}

beforeEach(async () => {
  await clearRateLimits(db);
});

describe('registration budget per address', () => {
  it(`answers 429 with Retry-After after ${REGISTRATION_BUDGET.limit} sign-ups from one address, and only there`, async () => {
    const ip = freshIp();
    for (let i = 0; i < REGISTRATION_BUDGET.limit; i += 1) expect((await register(ip)).status).toBe(201);
    const before = await rowCounts(db);
    expectTooMany(await register(ip), REGISTRATION_BUDGET.windowSeconds);
    expect(await rowCounts(db)).toEqual(before);
    expect((await register(freshIp())).status).toBe(201);
  });

  it('does not count forms that fail validation', async () => {
    const ip = freshIp();
    for (let i = 0; i <= REGISTRATION_BUDGET.limit; i += 1) {
      const res = await api.send('POST', '/api/public/user/registration/', { login: 'x' }, { form: true, headers: fromIp(ip) });
      expect(res.status).toBe(400);
    }
    expect((await register(ip)).status).toBe(201);
  });
});

describe('exhibitor application budget', () => {
  it(`answers 429 to an anonymous address after ${APPLICATION_BUDGET.limit} applications, and only to it`, async () => {
    const ip = freshIp();
    for (let i = 0; i < APPLICATION_BUDGET.limit; i += 1) expect((await apply(ip)).status).toBe(201);
    const before = await rowCounts(db);
    expectTooMany(await apply(ip), APPLICATION_BUDGET.windowSeconds);
    expect(await rowCounts(db)).toEqual(before);
    expect((await apply(freshIp())).status).toBe(201);
  });

  it('budgets an address whatever the account, and a signed-in applicant also per account, so a made-up Bearer header cannot dodge either', async () => {
    const ip = freshIp();
    for (let i = 0; i < APPLICATION_BUDGET.limit; i += 1) expect((await apply(ip)).status).toBe(201);
    const bogus = await apply(ip, 'made.up.token');
    expect(bogus.status).toBe(401);
    const { access } = await registerUser(api);
    // Signing in does not open a new budget at a spent address.
    expectTooMany(await apply(ip, access), APPLICATION_BUDGET.windowSeconds);
    for (let i = 0; i < APPLICATION_BUDGET.limit; i += 1) expect((await apply(freshIp(), access)).status).toBe(201);
    expectTooMany(await apply(freshIp(), access), APPLICATION_BUDGET.windowSeconds);
  });
});

describe('environment knobs', () => {
  it('RATE_LIMIT_SCALE defaults to 1 and must be a positive integer', () => {
    expect(readEnv({}).RATE_LIMIT_SCALE).toBe(1);
    expect(readEnv({ RATE_LIMIT_SCALE: '1000' }).RATE_LIMIT_SCALE).toBe(1000);
    for (const bad of ['0', '-1', '1.5', 'lots']) expect(() => readEnv({ RATE_LIMIT_SCALE: bad })).toThrow(/RATE_LIMIT_SCALE/);
  });

  it('REFRESH_REUSE_INTERVAL_SECONDS defaults to 10 and takes 0 to 300', () => {
    expect(readEnv({}).REFRESH_REUSE_INTERVAL_SECONDS).toBe(10);
    expect(readEnv({ REFRESH_REUSE_INTERVAL_SECONDS: '0' }).REFRESH_REUSE_INTERVAL_SECONDS).toBe(0);
    for (const bad of ['-1', '301', '2.5', 'ten']) {
      expect(() => readEnv({ REFRESH_REUSE_INTERVAL_SECONDS: bad })).toThrow(/REFRESH_REUSE_INTERVAL_SECONDS/);
    }
  });
});
