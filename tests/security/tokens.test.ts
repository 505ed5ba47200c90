/**
 * Access tokens are refused once they no longer stand for a live session: the user does not exist, the
 * user signed out, or changed the password (the per-user token version, server/auth/token-version.ts);
 * and the refresh and logout calls take nothing but a refresh token.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../src/contract/auth';
import { API_LOGOUT_PATH, API_REFRESH_PATH, ErrorEnvelopeSchema } from '../../src/contract/common';
import { users } from '../../server/db/schema';
import { login, registerUser, validApplication } from '../support/accounts';
import { useApiServer, type ApiResponse } from '../support/api-server';

const api = await useApiServer();
const { db } = api.server.deps;
const P = '/api/public';

function expect401(res: ApiResponse) {
  expect(res.status, JSON.stringify(res.body)).toBe(401);
  expect(v.parse(ErrorEnvelopeSchema, res.body).error_code).toBe('InvalidAuthenticationInfo');
}

/** Every call a token opens, with a body that would succeed for a real user. */
const personalCalls: [string, (token: string) => Promise<ApiResponse>][] = [
  ['GET /user/', (token) => api.get(`${P}/user/`, { token })],
  ['GET /user/events_favorites/', (token) => api.get(`${P}/user/events_favorites/`, { token })],
  ['GET /user/participants_favorites/', (token) => api.get(`${P}/user/participants_favorites/`, { token })],
  [
    'POST /user/events/favorite/',
    (token) => api.send('POST', `${P}/user/events/favorite/`, { event_id: 1, added_to_favorite: false }, { token }),
  ],
  [
    'POST /user/participants/favorite/',
    (token) => api.send('POST', `${P}/user/participants/favorite/`, { participant_id: 1, added_to_favorite: false }, { token }),
  ],
  ['GET /user/exhibition_apply/', (token) => api.get(`${P}/user/exhibition_apply/`, { token })],
  ['PATCH /user/', (token) => api.send('PATCH', `${P}/user/`, { city: 'Выкса' }, { token, form: true })],
  ['POST /application_for_participant/', (token) => api.send('POST', `${P}/application_for_participant/`, validApplication, { token })],
];

async function signedFor(sub: string, version = 0) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'access', ver: version })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + 600)
    .sign(api.server.deps.tokenSecret);
}

describe('a correctly signed token of a user that does not exist', () => {
  it.each(personalCalls)('is refused with 401 by %s', async (_name, call) => {
    expect401(await call(await signedFor(randomUUID())));
  });

  it('is refused once its user is deleted', async () => {
    const user = await registerUser(api);
    expect((await api.get(`${P}/user/events_favorites/`, { token: user.access })).status).toBe(200);
    await db.delete(users).where(eq(users.login, user.user.login));
    // The version cache holds a known user for a few seconds; the profile read checks the row itself.
    expect401(await api.get(`${P}/user/`, { token: user.access }));
  });
});

describe('refresh and logout take only a refresh token', () => {
  it('refresh answers 401 to an access token, a made-up token and a missing one', async () => {
    const user = await registerUser(api);
    expect401(await api.send('POST', API_REFRESH_PATH, { refresh: user.access }));
    expect401(await api.send('POST', API_REFRESH_PATH, { refresh: 'm'.repeat(43) }));
    expect401(await api.send('POST', API_REFRESH_PATH, {}));
    // The real refresh token still works afterwards: none of the above touched the session.
    expect((await api.send('POST', API_REFRESH_PATH, { refresh: user.refresh })).status).toBe(200);
  });

  it('logout answers an access token or a made-up token as it would a revoked one, 200, and ends nothing', async () => {
    const user = await registerUser(api);
    expect((await api.send('POST', API_LOGOUT_PATH, { refresh: user.access })).status).toBe(200);
    expect((await api.send('POST', API_LOGOUT_PATH, { refresh: 'm'.repeat(43) })).status).toBe(200);
    expect((await api.get(`${P}/user/`, { token: user.access })).status).toBe(200);
    expect((await api.send('POST', API_REFRESH_PATH, { refresh: user.refresh })).status).toBe(200);
  });
});

describe('an access token stops working when its session ends', () => {
  it('is refused right after logout, while another device refreshes into a working token', async () => {
    const user = await registerUser(api);
    const other = v.parse(LoginResponseSchema, (await login(api, user.user.login, user.password)).body);
    expect((await api.get(`${P}/user/`, { token: user.access })).status).toBe(200);
    expect((await api.send('POST', API_LOGOUT_PATH, { refresh: user.refresh })).status).toBe(200);
    expect401(await api.get(`${P}/user/`, { token: user.access }));
    // The version is per user: the other device's access token goes too, its refresh token does not.
    expect401(await api.get(`${P}/user/`, { token: other.access }));
    const renewed = await api.send<{ access: string }>('POST', API_REFRESH_PATH, { refresh: other.refresh });
    expect(renewed.status).toBe(200);
    expect((await api.get(`${P}/user/`, { token: renewed.body.access })).status).toBe(200);
  });

  it('is refused right after a password change, while the token of the change answer works', async () => {
    const user = await registerUser(api);
    const change = await api.send<{ access: string }>(
      'PATCH',
      `${P}/user/`,
      { old_password: user.password, password: 'Novy-Prokat-2028', confirmPassword: 'Novy-Prokat-2028' },
      { token: user.access, form: true },
    );
    expect(change.status, JSON.stringify(change.body)).toBe(200);
    expect401(await api.get(`${P}/user/events_favorites/`, { token: user.access }));
    expect((await api.get(`${P}/user/events_favorites/`, { token: change.body.access })).status).toBe(200);
  });

  it('carries the version the database holds, and a token of an older version is refused', async () => {
    const user = await registerUser(api);
    const [row] = await db.select({ id: users.id, version: users.tokenVersion }).from(users).where(eq(users.login, user.user.login));
    if (!row) throw new Error('no user row');
    expect((await api.get(`${P}/user/`, { token: await signedFor(row.id, row.version) })).status).toBe(200);
    expect401(await api.get(`${P}/user/`, { token: await signedFor(row.id, row.version + 1) }));
  });
});
