import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DUPLICATE_LOGIN_MESSAGE, LoginResponseSchema, SessionSchema, WRONG_CREDENTIALS_MESSAGE } from '../../src/contract/auth';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { UserSchema } from '../../src/contract/user';
import { hashRefreshToken } from '../../server/auth/refresh';
import { exhibitionRegistrations, exhibitions, refreshTokens, users } from '../../server/db/schema';
import { DEMO_LOGIN, DEMO_PASSWORD } from '../../server/seed/users';
import { clearRateLimits, login, registerUser, registrationForm, rowCounts, uniqueLogin } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
/** The current exhibition, from the database rather than the seed's prefix. */
const { current: CURRENT } = await seededExhibitions(db);
const [closedExhibition] = await db
  .select({ prefix: exhibitions.prefixContract })
  .from(exhibitions)
  .where(eq(exhibitions.registrationAvailable, false))
  .limit(1);
if (!closedExhibition) throw new Error('the seed has no exhibition with registration closed');

const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000);
const refresh = (token: unknown) => api.send('POST', '/api/refresh/', { refresh: token });
const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);

beforeEach(async () => {
  await clearRateLimits(db);
});
afterEach(() => {
  api.setNow(null);
});

describe('signing in', () => {
  it('the demo visitor signs in and receives both tokens and the profile', async () => {
    const res = await login(api, DEMO_LOGIN, DEMO_PASSWORD);
    expect(res.status).toBe(200);
    const body = v.parse(LoginResponseSchema, res.body);
    expect(body.user).toEqual({
      login: DEMO_LOGIN,
      first_name: 'Андрей',
      last_name: 'Ковалёв',
      patronymic_name: 'Сергеевич',
      company: 'ООО «УралТехПрокат»',
      city: 'Екатеринбург',
      phone: '+7 (343) 228-45-17',
      position: 'Главный инженер',
    });
    const me = await api.get('/api/public/user/', { token: body.access });
    expect(v.parse(UserSchema, me.body).login).toBe(DEMO_LOGIN);
  });

  it('treats the login as case-insensitive and ignores surrounding spaces', async () => {
    const res = await login(api, `  ${DEMO_LOGIN.toUpperCase()} `, DEMO_PASSWORD);
    expect(res.status).toBe(200);
  });

  it('answers the same 400 InvalidInput for a wrong password and for an unknown login', async () => {
    const wrongPassword = await login(api, DEMO_LOGIN, 'not-the-password');
    const unknownLogin = await login(api, 'nobody.here@example.org', DEMO_PASSWORD);
    for (const res of [wrongPassword, unknownLogin]) {
      expect(res.status).toBe(400);
      const body = errorOf(res.body);
      expect(body.error_code).toBe('InvalidInput');
      expect(body.error).toBe(WRONG_CREDENTIALS_MESSAGE);
    }
    expect(errorOf(wrongPassword.body)).toEqual(errorOf(unknownLogin.body));
  });

  it('rejects a malformed login form with per-field messages', async () => {
    const res = await api.send('POST', '/api/public/user/login/', { login: 'not-an-email', password: '' });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error_data).toMatchObject({ login: expect.any(String), password: expect.any(String) });
  });

  it('answers 415 for a login sent as form data', async () => {
    const res = await api.send('POST', '/api/public/user/login/', { login: DEMO_LOGIN, password: DEMO_PASSWORD }, { form: true });
    expect(res.status).toBe(415);
    expect(errorOf(res.body).error_code).toBe('UnsupportedMediaType');
  });
});

describe('registration', () => {
  it.each([
    ['a NUL in a field', '', { company: 'Завод\u0000' }],
    ['a NUL in the referral', '?referral=a%00b', {}],
  ] as const)('refuses %s with 400 and writes nothing', async (_case, query, override) => {
    const before = await rowCounts(db);
    const res = await api.send(
      'POST',
      `/api/public/user/registration/${query}`,
      { ...registrationForm(uniqueLogin('nul')), ...override },
      { form: true },
    );
    expect(res.status).toBe(400);
    expect(v.parse(ErrorEnvelopeSchema, res.body).error_code).toBe('InvalidInput');
    expect(await rowCounts(db)).toEqual(before);
  });

  it('creates the account, lower-cases the login, stores a scrypt hash and answers 201 like sign-in', async () => {
    const mixed = `  New.Visitor.${Date.now()}@Example.ORG `;
    const res = await api.send('POST', '/api/public/user/registration/?referral=partner-newsletter', registrationForm(mixed), {
      form: true,
    });
    expect(res.status).toBe(201);
    const body = v.parse(LoginResponseSchema, res.body);
    expect(body.user.login).toBe(mixed.trim().toLowerCase());
    expect(body.user.company).toBe('АО «Северный литейный завод»');
    const [row] = await db.select().from(users).where(eq(users.login, body.user.login));
    expect(row?.passwordHash).toMatch(/^scrypt\$\d+\$\d+\$\d+\$/);
    expect(row?.passwordHash).not.toContain('Prokat-2027');
    expect(row?.referral).toBe('partner-newsletter');
    expect((await login(api, body.user.login, 'Prokat-2027')).status).toBe(200);
  });

  it('accepts url-encoded form data too', async () => {
    const form = new URLSearchParams(registrationForm(uniqueLogin('urlencoded')));
    const res = await api.send('POST', '/api/public/user/registration/', form.toString(), {
      raw: true,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(201);
  });

  it('refuses a taken login, also in another letter case, with error_data.login and writes nothing', async () => {
    const first = await registerUser(api);
    const before = await rowCounts(db);
    for (const taken of [first.user.login, first.user.login.toUpperCase()]) {
      const res = await api.send('POST', `/api/public/user/registration/?ex_prefix=${CURRENT}`, registrationForm(taken), { form: true });
      expect(res.status).toBe(400);
      const body = errorOf(res.body);
      expect(body.error_code).toBe('InvalidInput');
      expect(body.error_data.login).toBe(DUPLICATE_LOGIN_MESSAGE);
    }
    expect(await rowCounts(db)).toEqual(before);
  });

  it.each([
    ['a missing first name', { first_name: '' }, 'first_name'],
    ['a blank last name', { last_name: '   ' }, 'last_name'],
    ['a blank company', { company: '' }, 'company'],
    ['a login that is not an e-mail', { login: 'olga.belousova' }, 'login'],
    ['a five-character password', { password: 'abc12', confirmPassword: 'abc12' }, 'password'],
    ['passwords that differ', { confirmPassword: 'Prokat-2028' }, 'confirmPassword'],
    ['a phone with letters', { phone: '+7 912 CALL-ME' }, 'phone'],
    ['a six-character phone', { phone: '123-45' }, 'phone'],
    ['a 21-character phone', { phone: '+7 (912) 345-67-89-000' }, 'phone'],
  ])('answers 400 naming the field for %s and writes nothing', async (_case, overrides, field) => {
    const before = await rowCounts(db);
    const res = await api.send('POST', '/api/public/user/registration/', registrationForm(uniqueLogin(), overrides), { form: true });
    expect(res.status).toBe(400);
    const body = errorOf(res.body);
    expect(body.error_code).toBe('InvalidInput');
    expect(Object.keys(body.error_data)).toContain(field);
    expect(await rowCounts(db)).toEqual(before);
  });

  it('reports every missing required field at once', async () => {
    const res = await api.send('POST', '/api/public/user/registration/', { city: 'Липецк' }, { form: true });
    expect(res.status).toBe(400);
    expect(Object.keys(errorOf(res.body).error_data)).toEqual(
      expect.arrayContaining(['login', 'password', 'confirmPassword', 'first_name', 'last_name', 'phone', 'company']),
    );
  });

  it.each([
    ['an unknown exhibition', 'ZZ99'],
    ['an exhibition whose registration is closed', closedExhibition.prefix],
    ['a malformed prefix', 'me27;drop'],
  ])('answers 400 naming ex_prefix for %s and creates no account', async (_case, prefix) => {
    const before = await rowCounts(db);
    const res = await api.send(
      'POST',
      `/api/public/user/registration/?ex_prefix=${encodeURIComponent(prefix)}`,
      registrationForm(uniqueLogin()),
      {
        form: true,
      },
    );
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error_data).toHaveProperty('ex_prefix');
    expect(await rowCounts(db)).toEqual(before);
  });

  it('treats an empty ex_prefix as none: the account is created without an exhibition registration', async () => {
    const email = uniqueLogin();
    const res = await api.send('POST', '/api/public/user/registration/?ex_prefix=', registrationForm(email), { form: true });
    expect(res.status).toBe(201);
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, email));
    const registrations = await db
      .select()
      .from(exhibitionRegistrations)
      .where(eq(exhibitionRegistrations.userId, user?.id ?? ''));
    expect(registrations).toEqual([]);
  });

  it('answers 415 for a registration sent as JSON', async () => {
    const res = await api.send('POST', '/api/public/user/registration/', registrationForm(uniqueLogin()));
    expect(res.status).toBe(415);
  });
});

describe('access and refresh tokens', () => {
  it('rotates the refresh token: the new pair works, and reusing the old one ends the whole family', async () => {
    const { refresh: first } = await registerUser(api);
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const second = v.parse(SessionSchema, rotated.body);
    expect(second.refresh).not.toBe(first);
    expect((await api.get('/api/public/user/', { token: second.access })).status).toBe(200);

    // Past the reuse interval a second use of a rotated token is a replay (auth/refresh.ts; session.test.ts has the grace).
    api.setNow(new Date(Date.now() + (api.server.deps.env.REFRESH_REUSE_INTERVAL_SECONDS + 1) * 1000));
    const reused = await refresh(first);
    expect(reused.status).toBe(401);
    expect(errorOf(reused.body).error_code).toBe('InvalidAuthenticationInfo');
    // The thief's replay also cost the legitimate holder their successor token.
    const afterReuse = await refresh(second.refresh);
    expect(afterReuse.status).toBe(401);
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashRefreshToken(second.refresh)));
    expect(row?.revokedAt).toBeInstanceOf(Date);
  });

  it('revoking one family leaves the other sessions of the user working', async () => {
    const user = await registerUser(api);
    const other = v.parse(LoginResponseSchema, (await login(api, user.user.login, user.password)).body);
    await refresh(user.refresh);
    api.setNow(new Date(Date.now() + (api.server.deps.env.REFRESH_REUSE_INTERVAL_SECONDS + 1) * 1000));
    expect((await refresh(user.refresh)).status).toBe(401);
    expect((await refresh(other.refresh)).status).toBe(200);
  });

  it('gives two concurrent refreshes with the same token (two tabs) two distinct working pairs', async () => {
    const { refresh: token } = await registerUser(api);
    const answers = await Promise.all([refresh(token), refresh(token)]);
    expect(answers.map((res) => res.status)).toEqual([200, 200]);
    const [a, b] = answers.map((res) => v.parse(SessionSchema, res.body));
    expect(a?.refresh).not.toBe(b?.refresh);
    for (const session of [a, b]) expect((await refresh(session?.refresh)).status).toBe(200);
  });

  it('refuses an expired refresh token with 401', async () => {
    const { refresh: token } = await registerUser(api);
    api.setNow(minutesLater(31 * 24 * 60));
    const res = await refresh(token);
    expect(res.status).toBe(401);
    expect(errorOf(res.body).error_code).toBe('InvalidAuthenticationInfo');
  });

  it.each([
    ['an unknown uuid', { refresh: '3f0c1a52-9a0e-4d5c-8e71-2b6f1d9e4a10' }, 401],
    ['a non-uuid string', { refresh: 'abc' }, 401],
    ['a number', { refresh: 42 }, 401],
    ['no refresh field', {}, 401],
  ])('answers the refresh call with %s by an error envelope', async (_case, body, status) => {
    const res = await api.send('POST', '/api/refresh/', body);
    expect(res.status).toBe(status);
    errorOf(res.body);
  });

  it('is reachable without the trailing slash and outside the public path only', async () => {
    expect((await api.send('POST', '/api/refresh', { refresh: 'x' })).status).toBe(401);
    expect((await api.send('POST', '/api/public/refresh/', { refresh: 'x' })).status).toBe(404);
  });

  it('refuses an access token 16 minutes after it was issued with InvalidAuthenticationInfo', async () => {
    const { access } = await registerUser(api);
    api.setNow(minutesLater(16));
    const res = await api.get('/api/public/user/', { token: access });
    expect(res.status).toBe(401);
    expect(errorOf(res.body).error_code).toBe('InvalidAuthenticationInfo');
  });

  it.each([
    ['a malformed Bearer header', 'Bearer'],
    ['another scheme', 'Basic ZGVtbzpkZW1v'],
    ['a token that is not a JWT', 'Bearer not.a.jwt'],
  ])('answers 401 for %s', async (_case, header) => {
    const res = await api.get('/api/public/user/', { headers: { Authorization: header } });
    expect(res.status).toBe(401);
    expect(errorOf(res.body).error_code).toBe('InvalidAuthenticationInfo');
  });

  it('answers 401 for a token signed with another secret', async () => {
    const forged = await new SignJWT({ typ: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('00000000-0000-4000-8000-000000000000')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('x'.repeat(48)));
    expect((await api.get('/api/public/user/', { token: forged })).status).toBe(401);
  });
});
