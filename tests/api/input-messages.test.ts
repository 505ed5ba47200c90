import * as v from 'valibot';
import { beforeEach, describe, expect, it } from 'vitest';
import { WRONG_CREDENTIALS_MESSAGE } from '../../src/contract/auth';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { defaultMessages } from '../../src/contract/form-rules';
import {
  clearRateLimits,
  login,
  registerUser,
  registrationForm,
  requiredApplicationFields,
  uniqueLogin,
  validApplication as application,
} from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const { current: CURRENT } = await seededExhibitions(db);

const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);
const REQUIRED = defaultMessages.required;

/** A valid form without one field. */
const without = (form: Record<string, unknown>, field: string) => Object.fromEntries(Object.entries(form).filter(([key]) => key !== field));

beforeEach(async () => {
  await clearRateLimits(db);
});

describe('a missing field gets the contract\'s "required" message', () => {
  it.each(['login', 'password', 'confirmPassword', 'first_name', 'last_name', 'phone', 'company'])(
    'registration without %s',
    async (field) => {
      const res = await api.send('POST', '/api/public/user/registration/', without(registrationForm(uniqueLogin()), field), { form: true });
      expect(res.status).toBe(400);
      const body = errorOf(res.body);
      expect(body.error_data[field]).toBe(REQUIRED);
      expect(JSON.stringify(body)).not.toContain('Invalid key');
    },
  );

  it.each(['login', 'password'])('sign-in without %s', async (field) => {
    const res = await api.send('POST', '/api/public/user/login/', without({ login: 'someone@example.org', password: 'secret-1' }, field));
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error_data[field]).toBe(REQUIRED);
  });

  it.each(['old_password', 'confirmPassword'])('a password change (PATCH /user/) without %s', async (field) => {
    const { access, password } = await registerUser(api);
    const form = { old_password: password, password: 'Novy-Prokat-1', confirmPassword: 'Novy-Prokat-1' };
    const res = await api.send('PATCH', '/api/public/user/', without(form, field), { token: access, form: true });
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error_data[field]).toBe(REQUIRED);
  });

  it.each(Object.keys(requiredApplicationFields))('an application without %s', async (field) => {
    const res = await api.send('POST', '/api/public/application_for_participant/', without(application, field));
    expect(res.status).toBe(400);
    const body = errorOf(res.body);
    expect(body.error_data[field]).toBe(REQUIRED);
    expect(body.error_data.message).toBe(REQUIRED);
  });

  it('a body that is not an object is an invalid value, not a missing field', async () => {
    const res = await api.send('POST', '/api/public/user/login/', 'login');
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error_data.non_field_errors).toBe(defaultMessages.invalid_value);
  });
});

describe('error_data.message', () => {
  it('is the sentence of the error, next to detail, on a sign-in failure', async () => {
    const body = errorOf((await login(api, 'nobody.here@example.org', 'not-the-password')).body);
    expect(body.error_data).toMatchObject({ message: WRONG_CREDENTIALS_MESSAGE, detail: WRONG_CREDENTIALS_MESSAGE });
  });

  it('is on 401, 404 and 415 envelopes too', async () => {
    const answers = [
      await api.get('/api/public/user/'),
      await api.get('/api/public/news/detail/?id=999999999'),
      await api.get('/api/public/no-such-call/'),
      await api.send('POST', '/api/public/user/login/', { login: 'a@b.c', password: 'x' }, { form: true }),
    ];
    expect(answers.map((res) => res.status)).toEqual([401, 404, 404, 415]);
    for (const res of answers) {
      const body = errorOf(res.body);
      expect(body.error_data.message).toEqual(expect.any(String));
      expect(body.error_data.message).not.toBe('');
      expect(body.error_data).toHaveProperty('detail');
    }
  });

  it("is on the ticket call's errors", async () => {
    const { access } = await registerUser(api);
    const res = await api.get(`/api/public/user/exhibition_apply/?ex_prefix=${CURRENT}`, { token: access });
    expect(res.status).toBe(404);
    const body = errorOf(res.body);
    expect(body.error_code).toBe('EntityNotFound');
    expect(body.error_data.message).toBe(`You are not registered for ${CURRENT}`);
    expect(body.error_data.detail).toBe(body.error_data.message);
  });
});
