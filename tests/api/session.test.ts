import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginResponseSchema, SessionSchema } from '../../src/contract/auth';
import { API_LOGOUT_PATH, API_REFRESH_PATH, ErrorEnvelopeSchema } from '../../src/contract/common';
import { UserUpdateResponseSchema } from '../../src/contract/user';
import { hashRefreshToken } from '../../server/auth/refresh';
import { refreshTokens } from '../../server/db/schema';
import { clearRateLimits, login, registerUser, registrationForm, uniqueLogin } from '../support/accounts';
import { useApiServer } from '../support/api-server';

const api = await useApiServer();
const { db } = api.server.deps;
const interval = api.server.deps.env.REFRESH_REUSE_INTERVAL_SECONDS;

const refresh = (token: unknown) => api.send('POST', API_REFRESH_PATH, { refresh: token });
const logout = (body: unknown) => api.send('POST', API_LOGOUT_PATH, body);
const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);
const sessionOf = (body: unknown) => v.parse(SessionSchema, body);

/** Runs the server's clock from a fixed instant, so "seconds after the rotation" is exact. */
function clockAt(start: Date) {
  api.setNow(start);
  return (seconds: number) => api.setNow(new Date(start.getTime() + seconds * 1000));
}

beforeEach(async () => {
  await clearRateLimits(db);
});
afterEach(() => {
  api.setNow(null);
});

describe('the refresh-token reuse interval', () => {
  it('is 10 seconds unless REFRESH_REUSE_INTERVAL_SECONDS says otherwise', () => {
    expect(interval).toBe(10);
  });

  it('answers a second use of a token rotated moments ago with a working successor pair, keeping the session', async () => {
    const { refresh: original } = await registerUser(api);
    const at = clockAt(new Date());
    const first = sessionOf((await refresh(original)).body);
    at(interval - 1);
    const late = await refresh(original);
    expect(late.status).toBe(200);
    const second = sessionOf(late.body);
    expect(second.refresh).not.toBe(first.refresh);
    expect((await api.get('/api/public/user/', { token: second.access })).status).toBe(200);
    // Both tabs carry on: each successor rotates on its own.
    expect((await refresh(first.refresh)).status).toBe(200);
    expect((await refresh(second.refresh)).status).toBe(200);
  });

  it('still ends the whole family when the rotated token comes back after the interval', async () => {
    const { refresh: original } = await registerUser(api);
    const at = clockAt(new Date());
    const first = sessionOf((await refresh(original)).body);
    at(interval);
    const replay = await refresh(original);
    expect(replay.status).toBe(401);
    expect(errorOf(replay.body).error_code).toBe('InvalidAuthenticationInfo');
    expect((await refresh(first.refresh)).status).toBe(401);
  });

  it('hands out no successor for a revoked family, even within the interval', async () => {
    const { refresh: original } = await registerUser(api);
    clockAt(new Date());
    await refresh(original);
    expect((await logout({ refresh: original })).status).toBe(200);
    expect((await refresh(original)).status).toBe(401);
  });

  it('stores only hashes of refresh tokens', async () => {
    const { refresh: token } = await registerUser(api);
    const rows = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('still honours a token issued before hashing (the row id was the token)', async () => {
    const { refresh: token } = await registerUser(api);
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
    const legacy = randomUUID();
    await db.insert(refreshTokens).values({ ...row!, id: legacy, familyId: randomUUID(), tokenHash: hashRefreshToken(legacy) });
    expect((await refresh(legacy)).status).toBe(200);
  });
});

describe('logging out', () => {
  it('ends the session of the refresh token: the refresh call refuses it and its successors afterwards', async () => {
    const { refresh: original } = await registerUser(api);
    const next = sessionOf((await refresh(original)).body);
    const res = await logout({ refresh: next.refresh });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const refused = await refresh(next.refresh);
    expect(refused.status).toBe(401);
    expect(errorOf(refused.body).error_code).toBe('InvalidAuthenticationInfo');
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(next.refresh)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('leaves the other sessions of the same user working', async () => {
    const user = await registerUser(api);
    const other = v.parse(LoginResponseSchema, (await login(api, user.user.login, user.password)).body);
    await logout({ refresh: user.refresh });
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it.each([
    ['an unknown token', 'q'.repeat(43)],
    ['an unknown uuid', randomUUID()],
    ['a token of another shape', 'abc'],
  ])('answers 200 {} to %s, as a revoked token would be (RFC 7009 §2.2), and ends no session', async (_case, token) => {
    const bystander = await registerUser(api);
    const res = await logout({ refresh: token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    expect((await refresh(bystander.refresh)).status).toBe(200);
  });

  it('answers 200 {} to an expired token', async () => {
    const { refresh: token } = await registerUser(api);
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(token)));
    api.setNow(new Date(row!.expiresAt.getTime() + 1000));
    const res = await logout({ refresh: token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
  });

  it.each([
    ['no refresh field', {}],
    ['a number', { refresh: 42 }],
    ['an empty string', { refresh: '' }],
    ['an array body', [1]],
  ])('answers 400 InvalidInput to a body with %s: a malformed request, not a token', async (_case, body) => {
    const res = await logout(body);
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error_code).toBe('InvalidInput');
  });

  it('answers 200 {} to a token already logged out, which stays refused by refresh', async () => {
    const { refresh: token } = await registerUser(api);
    expect((await logout({ refresh: token })).body).toEqual({});
    const again = await logout({ refresh: token });
    expect(again.status).toBe(200);
    expect(again.body).toEqual({});
    expect((await refresh(token)).status).toBe(401);
  });

  it('leaves refresh answering 401 InvalidAuthenticationInfo to an unknown token', async () => {
    const res = await refresh('q'.repeat(43));
    expect(res.status).toBe(401);
    expect(errorOf(res.body).error_code).toBe('InvalidAuthenticationInfo');
  });

  it('answers 415 for a body that is not JSON, 404 under the public path, and the same without the slash', async () => {
    expect((await api.send('POST', API_LOGOUT_PATH, 'refresh=x', { raw: true, headers: { 'Content-Type': 'text/plain' } })).status).toBe(
      415,
    );
    expect((await api.send('POST', '/api/public/logout/', { refresh: 'x' })).status).toBe(404);
    expect((await api.send('POST', '/api/logout', { refresh: 'x' })).status).toBe(200);
  });
});

describe('answers that carry tokens are never cached', () => {
  it('sign-in, registration and refresh answer Cache-Control: no-store, on success and on error', async () => {
    const registered = await api.send('POST', '/api/public/user/registration/', registrationForm(uniqueLogin()), { form: true });
    expect(registered.status).toBe(201);
    const { user, refresh: token } = v.parse(LoginResponseSchema, registered.body);
    const answers = [
      registered,
      await login(api, user.login, 'Prokat-2027'),
      await login(api, user.login, 'wrong-password'),
      await refresh(token),
      await refresh('not-a-token'),
      await api.send('POST', '/api/public/user/registration/', { login: 'x' }, { form: true }),
    ];
    expect(answers.map((res) => res.status)).toEqual([201, 200, 400, 200, 401, 400]);
    for (const res of answers) expect(res.headers.get('Cache-Control')).toBe('no-store');
  });

  it('a password change (PATCH /user/ with new tokens) answers no-store, a profile read stays private, no-cache', async () => {
    const { access, password } = await registerUser(api);
    const res = await api.send(
      'PATCH',
      '/api/public/user/',
      { old_password: password, password: 'Novy-Prokat-1', confirmPassword: 'Novy-Prokat-1' },
      { token: access, form: true },
    );
    expect(res.status).toBe(200);
    const body = v.parse(UserUpdateResponseSchema, res.body);
    expect(body.access).toEqual(expect.any(String));
    expect(res.headers.get('Cache-Control')).toBe('no-store');
    const me = await api.get('/api/public/user/', { token: body.access });
    expect(me.headers.get('Cache-Control')).toBe('private, no-cache');
  });
});
