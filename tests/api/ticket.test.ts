import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../src/contract/auth';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { TicketSchema } from '../../src/contract/ticket';
import { exhibitions } from '../../server/db/schema';
import { DEMO_LOGIN, DEMO_PASSWORD, DEMO_REGISTRATION_NUMBER } from '../../server/seed/users';
import { login, registerUser } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
/** The current exhibition, from the database: the ticket's default. */
const { current: CURRENT } = await seededExhibitions(db);

/** An exhibition of the seed that takes no registrations, read from the database. */
async function closedExhibition() {
  const [row] = await db.select().from(exhibitions).where(eq(exhibitions.registrationAvailable, false)).limit(1);
  if (!row) throw new Error('the seed has no exhibition with registration closed');
  return row;
}

const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);
const ticket = (token: string, query = `?ex_prefix=${CURRENT}`) => api.get(`/api/public/user/exhibition_apply/${query}`, { token });

describe('the visitor ticket', () => {
  it('answers 404 EntityNotFound to a user who registered without an exhibition', async () => {
    const { access } = await registerUser(api);
    const res = await ticket(access);
    expect(res.status).toBe(404);
    expect(errorOf(res.body).error_code).toBe('EntityNotFound');
  });

  it('answers the ticket with a registration number to a user who registered for the current exhibition', async () => {
    const { access, user } = await registerUser(api, { exPrefix: CURRENT });
    const res = await ticket(access);
    expect(res.status).toBe(200);
    const body = v.parse(TicketSchema, res.body);
    expect(body).toEqual({
      last_name: user.last_name,
      first_name: user.first_name,
      patronymic_name: user.patronymic_name,
      company: user.company,
      registration_number: expect.stringMatching(new RegExp(`^${CURRENT}-\\d{6}$`)),
      token: expect.any(String),
    });
  });

  it('means the current exhibition when ex_prefix is absent or empty', async () => {
    const { access } = await registerUser(api, { exPrefix: CURRENT });
    const current = v.parse(TicketSchema, (await ticket(access)).body);
    expect(v.parse(TicketSchema, (await ticket(access, '')).body)).toEqual(current);
    expect(v.parse(TicketSchema, (await ticket(access, '?ex_prefix=')).body)).toEqual(current);
  });

  it('shows the profile as it is now, after a name change', async () => {
    const { access } = await registerUser(api, { exPrefix: CURRENT });
    await api.send('PATCH', '/api/public/user/', { last_name: 'Белоусова-Крылова' }, { token: access, form: true });
    expect(v.parse(TicketSchema, (await ticket(access)).body).last_name).toBe('Белоусова-Крылова');
  });

  it('gives every registration its own number', async () => {
    const numbers = await Promise.all(
      Array.from({ length: 4 }, async () => {
        const { access } = await registerUser(api, { exPrefix: CURRENT });
        return v.parse(TicketSchema, (await ticket(access)).body).registration_number;
      }),
    );
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  it('answers the demo visitor with the seeded registration number', async () => {
    const session = v.parse(LoginResponseSchema, (await login(api, DEMO_LOGIN, DEMO_PASSWORD)).body);
    const body = v.parse(TicketSchema, (await ticket(session.access)).body);
    expect(body.registration_number).toBe(DEMO_REGISTRATION_NUMBER);
    expect(body.last_name).toBe('Ковалёв');
  });

  it('answers 404 EntityNotFound for an unknown exhibition', async () => {
    const { access } = await registerUser(api, { exPrefix: CURRENT });
    const res = await ticket(access, '?ex_prefix=ZZ99');
    expect(res.status).toBe(404);
    expect(errorOf(res.body).error_code).toBe('EntityNotFound');
  });

  it('answers 409 Conflict with a message, not EntityNotFound, when the exhibition takes no registrations', async () => {
    const { access } = await registerUser(api, { exPrefix: CURRENT });
    const closed = await closedExhibition();
    const res = await ticket(access, `?ex_prefix=${closed.prefixContract}`);
    expect(res.status).toBe(409);
    const body = errorOf(res.body);
    expect(body.error_code).toBe('Conflict');
    expect(body.error_data.message).toEqual(expect.stringContaining(closed.prefixContract));
    expect(body.error_data.detail).toBe(body.error_data.message);
    const ended = closed.dateEnd <= new Date();
    expect(body.error_data.reason).toBe(ended ? 'exhibition_ended' : 'registration_not_available');
  });

  it('tells "registration not available" from "ended" for an exhibition still to come', async () => {
    const { access } = await registerUser(api, { exPrefix: CURRENT });
    await db.update(exhibitions).set({ registrationAvailable: false }).where(eq(exhibitions.prefixContract, CURRENT));
    try {
      const otherUser = await registerUser(api);
      const res = await ticket(otherUser.access);
      expect(res.status).toBe(409);
      expect(errorOf(res.body).error_data).toMatchObject({
        reason: 'registration_not_available',
        message: `Registration for ${CURRENT} is not available`,
      });
      // A ticket already issued is still the visitor's: closing registration does not take it away.
      expect(v.parse(TicketSchema, (await ticket(access)).body).registration_number.startsWith(`${CURRENT}-`)).toBe(true);
    } finally {
      await db.update(exhibitions).set({ registrationAvailable: true }).where(eq(exhibitions.prefixContract, CURRENT));
    }
  });

  it('answers 409 exhibition_ended once the end date has passed', async () => {
    const { user, password } = await registerUser(api);
    const [current] = await db.select().from(exhibitions).where(eq(exhibitions.prefixContract, CURRENT));
    api.setNow(new Date((current?.dateEnd.getTime() ?? 0) + 60_000));
    try {
      // Signed in at the moved clock, so the access token is valid then.
      const { access } = v.parse(LoginResponseSchema, (await login(api, user.login, password)).body);
      const res = await ticket(access);
      expect(res.status).toBe(409);
      expect(errorOf(res.body).error_data.reason).toBe('exhibition_ended');
    } finally {
      api.setNow(null);
    }
  });

  it('answers 400 naming ex_prefix for a malformed prefix', async () => {
    const { access } = await registerUser(api, { exPrefix: CURRENT });
    const res = await ticket(access, `?ex_prefix=${CURRENT}'--`);
    expect(res.status).toBe(400);
    expect(errorOf(res.body).error_data).toHaveProperty('ex_prefix');
  });

  it('answers 401 without a token', async () => {
    const res = await api.get(`/api/public/user/exhibition_apply/?ex_prefix=${CURRENT}`);
    expect(res.status).toBe(401);
    expect(errorOf(res.body).error_code).toBe('InvalidAuthenticationInfo');
  });
});
