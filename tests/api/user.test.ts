import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { SessionSchema } from '../../src/contract/auth';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { UserSchema, UserUpdateResponseSchema } from '../../src/contract/user';
import { PAIR_ATTEMPTS } from '../../server/auth/login-throttle';
import { users } from '../../server/db/schema';
import { clearRateLimits, login, registerUser } from '../support/accounts';
import { useApiServer } from '../support/api-server';

// Production budgets: the password-change throttle is tested here (rate limits are cleared before each test).
const api = await useApiServer({ env: { RATE_LIMIT_SCALE: '1' } });
const { db } = api.server.deps;

const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);
const patch = (token: string, fields: Record<string, string>) => api.send('PATCH', '/api/public/user/', fields, { token, form: true });

beforeEach(async () => {
  await clearRateLimits(db);
});

describe('the profile', () => {
  it('GET /user/ answers the signed-in user', async () => {
    const { access, user } = await registerUser(api);
    const res = await api.get('/api/public/user/', { token: access });
    expect(res.status).toBe(200);
    expect(v.parse(UserSchema, res.body)).toEqual(user);
  });

  it('GET /user/ without a token answers 401 InvalidAuthenticationInfo', async () => {
    const res = await api.get('/api/public/user/');
    expect(res.status).toBe(401);
    expect(errorOf(res.body).error_code).toBe('InvalidAuthenticationInfo');
  });

  it('PATCH /user/ changes only the fields sent, trimmed, and answers the updated user', async () => {
    const { access, user } = await registerUser(api);
    const res = await patch(access, { company: '  ПАО «Волжский трубный комбинат» ', city: '', position: 'Технический директор' });
    expect(res.status).toBe(200);
    const updated = v.parse(UserUpdateResponseSchema, res.body);
    expect(updated).toEqual({ ...user, company: 'ПАО «Волжский трубный комбинат»', city: '', position: 'Технический директор' });
    expect(updated.access).toBeUndefined();
    expect(v.parse(UserSchema, (await api.get('/api/public/user/', { token: access })).body)).toEqual(updated);
  });

  it.each([
    ['a blank first name', { first_name: ' ' }, 'first_name'],
    ['a blank last name', { last_name: '' }, 'last_name'],
    ['a blank company', { company: '' }, 'company'],
    ['a blank phone', { phone: '' }, 'phone'],
    ['a malformed phone', { phone: 'ask the secretary' }, 'phone'],
    ['a different login', { login: 'someone.else@example.org' }, 'login'],
  ])('PATCH /user/ refuses %s with 400 naming the field and changes nothing', async (_case, fields, field) => {
    const { access, user } = await registerUser(api);
    const res = await patch(access, { city: 'Магнитогорск', ...fields });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error_data).toHaveProperty(field);
    expect(v.parse(UserSchema, (await api.get('/api/public/user/', { token: access })).body)).toEqual(user);
  });

  it('PATCH /user/ ignores the unchanged login the settings form may still send', async () => {
    const { access, user } = await registerUser(api);
    const res = await patch(access, { login: user.login.toUpperCase(), city: 'Липецк' });
    expect(res.status).toBe(200);
    expect(v.parse(UserSchema, res.body).city).toBe('Липецк');
  });

  it('PATCH /user/ with no known field answers 400', async () => {
    const { access } = await registerUser(api);
    const res = await patch(access, { nickname: 'steelmaker' });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error_code).toBe('InvalidInput');
  });

  it('PATCH /user/ takes form data only: JSON answers 415', async () => {
    const { access } = await registerUser(api);
    const res = await api.send('PATCH', '/api/public/user/', { city: 'Тула' }, { token: access });
    expect(res.status).toBe(415);
  });

  it('PATCH /user/ without a token answers 401', async () => {
    const res = await api.send('PATCH', '/api/public/user/', { city: 'Тула' }, { form: true });
    expect(res.status).toBe(401);
  });
});

describe('changing the password', () => {
  it('needs the current password, then refuses the old password, accepts the new one and ends the other sessions', async () => {
    const { access, refresh, user, password } = await registerUser(api);
    const elsewhere = v.parse(SessionSchema, (await login(api, user.login, password)).body);

    const res = await patch(access, { old_password: password, password: 'Novy-Prokat-1', confirmPassword: 'Novy-Prokat-1' });
    expect(res.status).toBe(200);
    const body = v.parse(UserUpdateResponseSchema, res.body);
    expect(body.login).toBe(user.login);

    expect((await login(api, user.login, password)).status).toBe(400);
    expect((await login(api, user.login, 'Novy-Prokat-1')).status).toBe(200);
    // Every session from before the change is over; the pair handed back with the change still works.
    expect((await api.send('POST', '/api/refresh/', { refresh })).status).toBe(401);
    expect((await api.send('POST', '/api/refresh/', { refresh: elsewhere.refresh })).status).toBe(401);
    expect(body.refresh).toEqual(expect.any(String));
    expect((await api.send('POST', '/api/refresh/', { refresh: body.refresh })).status).toBe(200);
  });

  it.each([
    ['without the current password', { password: 'Novy-Prokat-1', confirmPassword: 'Novy-Prokat-1' }, 'old_password'],
    [
      'with a wrong current password',
      { old_password: 'guess-guess', password: 'Novy-Prokat-1', confirmPassword: 'Novy-Prokat-1' },
      'old_password',
    ],
    ['with a five-character new password', { old_password: 'Prokat-2027', password: 'abc12', confirmPassword: 'abc12' }, 'password'],
    [
      'with a confirmation that differs',
      { old_password: 'Prokat-2027', password: 'Novy-Prokat-1', confirmPassword: 'Novy-Prokat-2' },
      'confirmPassword',
    ],
  ])('refuses a change %s, naming the field, and leaves both the password and the profile as they were', async (_case, fields, field) => {
    const { access, user, password } = await registerUser(api);
    const [before] = await db.select().from(users).where(eq(users.login, user.login));
    const res = await patch(access, { ...fields, city: 'Новокузнецк' });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error_data).toHaveProperty(field);
    const [after] = await db.select().from(users).where(eq(users.login, user.login));
    expect(after).toEqual(before);
    expect((await login(api, user.login, password)).status).toBe(200);
  });

  it('throttles guessing the current password with a stolen access token', async () => {
    const { access } = await registerUser(api);
    const guess = (n: number) => patch(access, { old_password: `guess-${n}`, password: 'Novy-Prokat-1', confirmPassword: 'Novy-Prokat-1' });
    for (let n = 0; n < PAIR_ATTEMPTS; n += 1) expect((await guess(n)).status).toBe(400);
    const res = await guess(PAIR_ATTEMPTS);
    expect(res.status).toBe(429);
    expect(errorOf(res.body).error_code).toBe('TooManyRequests');
  });
});
