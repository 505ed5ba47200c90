/**
 * Passwords people really use are refused (issue 19): the most common ones (the server's list), a short
 * group repeated, and one that holds the login; on registration and on the password change, each with a
 * 400 envelope naming the password field, and nothing written. A strong password still passes.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { defaultMessages } from '../../src/contract/form-rules';
import { UserUpdateResponseSchema } from '../../src/contract/user';
import { isCommonPassword } from '../../server/auth/common-passwords';
import { users } from '../../server/db/schema';
import { clearRateLimits, login, registerUser, registrationForm, rowCounts, uniqueLogin } from '../support/accounts';
import { useApiServer } from '../support/api-server';

const api = await useApiServer();
const { db } = api.server.deps;

const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);
const register = (form: Record<string, string>) => api.send('POST', '/api/public/user/registration/', form, { form: true });
const changePassword = (token: string, old_password: string, password: string) =>
  api.send('PATCH', '/api/public/user/', { old_password, password, confirmPassword: password }, { token, form: true });

/** Each refused password, built from the account's login, with the message the server must give beside the field. */
const REFUSALS: [name: string, password: (login: string) => string, message: string][] = [
  ['the most common password', () => '123456', defaultMessages.password_too_common],
  ['one letter repeated', () => 'aaaaaa', defaultMessages.password_too_common],
  ['a common password with digits', () => 'qwerty123', defaultMessages.password_too_common],
  ['a common password in capitals', () => 'PASSWORD1', defaultMessages.password_too_common],
  ['the login itself', (login) => login, defaultMessages.password_contains_login],
  ['the login in capitals with a suffix', (login) => `${login.toUpperCase()}!1`, defaultMessages.password_contains_login],
  ['the part before the @ with a year', (login) => `${login.split('@')[0]}2027`, defaultMessages.password_contains_login],
];

beforeEach(async () => {
  await clearRateLimits(db);
});

describe('the list the server refuses from', () => {
  it('holds the passwords of this suite, whatever their case, and not a strong one', () => {
    for (const password of ['123456', 'qwerty123', 'PASSWORD1', 'Password1']) expect(isCommonPassword(password), password).toBe(true);
    expect(isCommonPassword('Novy-Prokat-1')).toBe(false);
  });
});

describe('registration refuses a weak password', () => {
  it.each(REFUSALS)('refuses %s with 400 naming the password field, and creates no account', async (_case, passwordOf, message) => {
    const login = uniqueLogin('weak.registration');
    const password = passwordOf(login);
    const before = await rowCounts(db);
    const res = await register(registrationForm(login, { password, confirmPassword: password }));
    expect(res.status).toBe(400);
    const error = errorOf(res.body);
    expect(error.error_code).toBe('InvalidInput');
    expect(error.error_data.password).toBe(message);
    expect(await rowCounts(db)).toEqual(before);
    expect(await db.select().from(users).where(eq(users.login, login))).toEqual([]);
  });

  it('accepts a strong password, and the account signs in with it', async () => {
    const strong = 'Prokat-Stal-2027';
    const account = await registerUser(api, { form: { password: strong, confirmPassword: strong } });
    expect((await login(api, account.user.login, strong)).status).toBe(200);
  });

  it('does not look for a local part shorter than four characters inside the password', async () => {
    // "ab" is in "Zabor-2027" by chance; refusing it would refuse half the passwords of such an address.
    const shortLogin = `ab@short-${Date.now().toString(36)}.example.org`;
    const account = await registerUser(api, { login: shortLogin, form: { password: 'Zabor-2027', confirmPassword: 'Zabor-2027' } });
    expect(account.user.login).toBe(shortLogin);
  });
});

describe('the password change refuses a weak password', () => {
  it.each(REFUSALS)('refuses %s with 400 naming the password field, and keeps the old password', async (_case, passwordOf, message) => {
    const account = await registerUser(api, { login: uniqueLogin('weak.change') });
    const password = passwordOf(account.user.login);
    const res = await changePassword(account.access, account.password, password);
    expect(res.status).toBe(400);
    const error = errorOf(res.body);
    expect(error.error_code).toBe('InvalidInput');
    expect(error.error_data.password).toBe(message);
    expect((await login(api, account.user.login, account.password)).status).toBe(200);
    expect((await login(api, account.user.login, password)).status).toBe(400);
  });

  it('accepts a strong password: the old one stops working and the new one signs in', async () => {
    const account = await registerUser(api);
    const res = await changePassword(account.access, account.password, 'Novy-Prokat-1');
    expect(res.status).toBe(200);
    expect(v.parse(UserUpdateResponseSchema, res.body).access).toEqual(expect.any(String));
    expect((await login(api, account.user.login, 'Novy-Prokat-1')).status).toBe(200);
    expect((await login(api, account.user.login, account.password)).status).toBe(400);
  });
});
