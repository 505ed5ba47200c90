/**
 * The attack suite at the API: what an attacker tries first, each pinned so it keeps failing for them.
 * Forged and stale tokens, refresh-token theft, account probing, throttling tricks, races, mass
 * assignment, reaching another user's data, and random bodies on every writing call.
 */
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { SignJWT, UnsecuredJWT } from 'jose';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LoginResponseSchema } from '../../src/contract/auth';
import { API_LOGOUT_PATH, API_REFRESH_PATH, ErrorEnvelopeSchema } from '../../src/contract/common';
import { EventsResponseSchema } from '../../src/contract/events';
import { PAIR_ATTEMPTS } from '../../server/auth/login-throttle';
import { ACCESS_TTL_SECONDS } from '../../server/auth/tokens';
import { users } from '../../server/db/schema';
import { fromIp, login, registerUser, registrationForm, rowCounts, uniqueLogin, validApplication } from '../support/accounts';
import { useApiServer, type ApiResponse, type TestApi } from '../support/api-server';

// Production budgets behind a trusted proxy (addresses from X-Forwarded-For), and one server without a
// proxy, where X-Forwarded-For is whatever the attacker writes.
const api = await useApiServer({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' } });
const direct = await useApiServer({ env: { RATE_LIMIT_SCALE: '1' } });
const { db } = api.server.deps;
const P = '/api/public';

let ipSerial = 0;
const freshIp = () => `100.64.0.${(ipSerial += 1)}`;
const errorOf = (body: unknown) => v.parse(ErrorEnvelopeSchema, body);
const me = (token: string, on: TestApi = api) => on.get(`${P}/user/`, { token });

function expect401(res: ApiResponse) {
  expect(res.status, JSON.stringify(res.body)).toBe(401);
  expect(errorOf(res.body).error_code).toBe('InvalidAuthenticationInfo');
}

async function userIdOf(loginName: string): Promise<string> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.login, loginName));
  if (!row) throw new Error(`no user ${loginName}`);
  return row.id;
}

describe('forged and stale access tokens', () => {
  it('refuses alg none, a wrong signature, an expired token and a refresh token sent as access with 401', async () => {
    const user = await registerUser(api, { form: {} });
    const id = await userIdOf(user.user.login);
    const unsigned = new UnsecuredJWT({ typ: 'access', ver: 0 }).setSubject(id).setExpirationTime('10m').encode();
    const wrongKey = await new SignJWT({ typ: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(id)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('an-attacker-guessing-the-secret-0123456789'));
    const [header, payload] = user.access.split('.');
    const tampered = `${header}.${payload}.${'A'.repeat(43)}`;
    for (const token of [unsigned, wrongKey, tampered, user.refresh]) expect401(await me(token));
    api.setNow(new Date(Date.now() + (ACCESS_TTL_SECONDS + 60) * 1000));
    try {
      expect401(await me(user.access));
    } finally {
      api.setNow(null);
    }
    expect((await me(user.access)).status).toBe(200);
  });
});

describe('refresh-token rotation', () => {
  const refresh = (token: string) => api.send<{ access: string; refresh: string }>('POST', API_REFRESH_PATH, { refresh: token });

  it('gives a racing tab a working pair within the reuse interval, and ends the family on reuse after it', async () => {
    const interval = api.server.deps.env.REFRESH_REUSE_INTERVAL_SECONDS;
    const user = await registerUser(api);
    const first = await refresh(user.refresh);
    expect(first.status).toBe(200);
    // Within the interval: the same token again is a second tab, not a thief.
    const sibling = await refresh(user.refresh);
    expect(sibling.status).toBe(200);
    expect(sibling.body.refresh).not.toBe(first.body.refresh);
    // After the interval: reuse means the token leaked; the family and its access tokens are ended.
    api.setNow(new Date(Date.now() + (interval + 1) * 1000));
    try {
      expect401(await refresh(user.refresh));
      expect401(await refresh(first.body.refresh));
      expect401(await refresh(sibling.body.refresh));
      expect401(await me(first.body.access));
    } finally {
      api.setNow(null);
    }
  });
});

describe('probing for accounts', () => {
  it('answers an unknown login and a wrong password with the same status and body', async () => {
    const user = await registerUser(api);
    const wrong = await login(api, user.user.login, 'Not-The-Password-1', freshIp());
    const unknown = await login(api, uniqueLogin('ghost'), 'Not-The-Password-1', freshIp());
    expect(wrong.status).toBe(400);
    expect({ status: unknown.status, body: unknown.body }).toEqual({ status: wrong.status, body: wrong.body });
  });
});

describe('throttling', () => {
  it('answers 429, never 5xx, and a spoofed X-Forwarded-For does not reset it without a trusted proxy', async () => {
    const user = await registerUser(direct);
    const statuses: number[] = [];
    for (let i = 0; i <= PAIR_ATTEMPTS + 1; i += 1) {
      statuses.push((await login(direct, user.user.login, `Wrong-${i}-pass`, `203.0.113.${i + 1}`)).status);
    }
    expect(statuses.every((status) => status < 500)).toBe(true);
    expect(statuses.slice(0, PAIR_ATTEMPTS)).toEqual(Array.from({ length: PAIR_ATTEMPTS }, () => 400));
    expect(statuses.slice(PAIR_ATTEMPTS)).toEqual([429, 429]);
  });

  it('cannot lock the owner out from another address', async () => {
    const user = await registerUser(api);
    const attacker = freshIp();
    for (let i = 0; i < PAIR_ATTEMPTS; i += 1) await login(api, user.user.login, `Wrong-${i}-pass`, attacker);
    expect((await login(api, user.user.login, user.password, attacker)).status).toBe(429);
    expect((await login(api, user.user.login, user.password, freshIp())).status).toBe(200);
  });
});

describe('races and mass assignment', () => {
  it('creates exactly one account from 20 parallel registrations with one e-mail', async () => {
    const email = uniqueLogin('race');
    const ip = freshIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        api.send('POST', `${P}/user/registration/`, registrationForm(email), { form: true, headers: fromIp(ip) }),
      ),
    );
    expect(answers.filter((res) => res.status === 201)).toHaveLength(1);
    expect(answers.every((res) => res.status === 201 || res.status === 400)).toBe(true);
    expect(await db.select({ id: users.id }).from(users).where(eq(users.login, email))).toHaveLength(1);
  });

  it('ignores extra fields such as is_staff, id or token_version on registration and profile change', async () => {
    const planted = '00000000-0000-4000-8000-0000000000aa';
    const extras = {
      id: planted,
      is_staff: 'true',
      is_superuser: 'true',
      token_version: '99',
      password_hash: 'x',
      created_at: '2000-01-01',
    };
    const res = await api.send('POST', `${P}/user/registration/`, registrationForm(uniqueLogin('mass'), extras), {
      form: true,
      headers: fromIp(freshIp()),
    });
    expect(res.status).toBe(201);
    const { user, access } = v.parse(LoginResponseSchema, res.body);
    expect(Object.keys(user)).not.toContain('is_staff');
    const [row] = await db.select().from(users).where(eq(users.login, user.login));
    expect(row?.id).not.toBe(planted);
    expect(row?.tokenVersion).toBe(0);
    const patch = await api.send('PATCH', `${P}/user/`, { city: 'Выкса', ...extras }, { token: access, form: true });
    expect(patch.status).toBe(200);
    const [after] = await db.select().from(users).where(eq(users.login, user.login));
    expect({ ...after, city: row?.city }).toEqual(row);
    expect(after?.city).toBe('Выкса');
  });
});

describe('one user and another', () => {
  it("A's token reads and changes only A's data", async () => {
    const [a, b] = await Promise.all([registerUser(api), registerUser(api)]);
    if (!a || !b) throw new Error('users not registered');
    const bBefore = await db.select().from(users).where(eq(users.login, b.user.login));
    const prefix = (await api.get<{ site_config: { prefix_contract: string } }>(`${P}/site/`)).body.site_config.prefix_contract;
    const [event] = v.parse(EventsResponseSchema, (await api.get(`${P}/events/?ex_prefix=${prefix}`)).body);
    if (!event) throw new Error('the current exhibition has no events');
    const star = { event_id: event.id, added_to_favorite: true };
    expect((await api.send('POST', `${P}/user/events/favorite/`, star, { token: a.access })).status).toBe(200);
    expect((await api.get<unknown[]>(`${P}/user/events_favorites/?ex_prefix=${prefix}`, { token: a.access })).body).toHaveLength(1);
    expect((await api.get(`${P}/user/events_favorites/?ex_prefix=${prefix}`, { token: b.access })).body).toEqual([]);
    expect(
      (await api.send('PATCH', `${P}/user/`, { city: 'Магнитогорск', login: b.user.login }, { token: a.access, form: true })).status,
    ).toBe(400);
    expect(((await me(a.access)).body as { login: string }).login).toBe(a.user.login);
    expect(await db.select().from(users).where(eq(users.login, b.user.login))).toEqual(bBefore);
    // B's refresh token is B's secret: A's access token in its place revokes nothing (logout answers 200 to any token).
    expect((await api.send('POST', API_LOGOUT_PATH, { refresh: a.access })).status).toBe(200);
    expect((await api.send('POST', API_REFRESH_PATH, { refresh: b.refresh })).status).toBe(200);
  });
});

/**
 * Random bodies on every writing call (the deeper property suite is tests/api/fuzz-inputs.test.ts): each
 * field of the call gets an object or an array, which no field of any schema accepts, or, for form calls,
 * random text next to one value that is always wrong. Whatever arrives: a 4xx envelope, no row changed.
 */
type Target = {
  name: string;
  method: 'POST' | 'PATCH';
  path: string;
  form: boolean;
  auth: boolean;
  fields: string[];
  poison?: Record<string, string>;
};

const targets: Target[] = [
  { name: 'login', method: 'POST', path: `${P}/user/login/`, form: false, auth: false, fields: ['login', 'password'] },
  { name: 'refresh', method: 'POST', path: API_REFRESH_PATH, form: false, auth: false, fields: ['refresh'] },
  { name: 'logout', method: 'POST', path: API_LOGOUT_PATH, form: false, auth: false, fields: ['refresh'] },
  {
    name: 'application',
    method: 'POST',
    path: `${P}/application_for_participant/`,
    form: false,
    auth: true,
    fields: Object.keys(validApplication),
  },
  {
    name: 'event favourite',
    method: 'POST',
    path: `${P}/user/events/favorite/`,
    form: false,
    auth: true,
    fields: ['event_id', 'added_to_favorite'],
  },
  {
    name: 'participant favourite',
    method: 'POST',
    path: `${P}/user/participants/favorite/`,
    form: false,
    auth: true,
    fields: ['participant_id', 'added_to_favorite'],
  },
  {
    name: 'registration',
    method: 'POST',
    path: `${P}/user/registration/`,
    form: true,
    auth: false,
    fields: Object.keys(registrationForm('x@example.org')),
    poison: { phone: 'звоните' },
  },
  {
    name: 'profile',
    method: 'PATCH',
    path: `${P}/user/`,
    form: true,
    auth: true,
    fields: ['first_name', 'last_name', 'company', 'city', 'phone', 'position', 'old_password', 'password', 'confirmPassword'],
    poison: { phone: 'звоните' },
  },
];

const notAScalar = fc.oneof(
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.jsonValue({ maxDepth: 1 })),
);

function bodyOf(target: Target): fc.Arbitrary<{ body: BodyInit; contentType?: string }> {
  if (!target.form) {
    return fc
      .record(Object.fromEntries(target.fields.map((field) => [field, notAScalar])), { requiredKeys: [] })
      .chain((known) =>
        fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }).map((extra) => ({ ...extra, ...known })),
      )
      .map((object) => ({ body: JSON.stringify(object), contentType: 'application/json' }));
  }
  return fc
    .array(fc.tuple(fc.oneof(fc.constantFrom(...target.fields), fc.string({ maxLength: 8 })), fc.string({ maxLength: 40 })), {
      maxLength: 8,
    })
    .map((entries) => {
      const form = new FormData();
      for (const [key, value] of entries) if (!(key in (target.poison ?? {}))) form.append(key, value);
      for (const [key, value] of Object.entries(target.poison ?? {})) form.append(key, value);
      return { body: form };
    });
}

describe('random bodies on every writing call', () => {
  let user: Awaited<ReturnType<typeof registerUser>> | undefined;
  it.each(targets.map((target) => [target.name, target] as const))(
    '%s answers a 4xx envelope and changes no row',
    async (_name, target) => {
      // One signed-in user for every call (a registration costs a password hash).
      user ??= await registerUser(api);
      const before = { counts: await rowCounts(db), users: await db.select().from(users) };
      await fc.assert(
        fc.asyncProperty(bodyOf(target), async ({ body, contentType }) => {
          const headers: Record<string, string> = { ...fromIp(freshIp()) };
          if (contentType) headers['Content-Type'] = contentType;
          const res = await api.send(target.method, target.path, body, {
            raw: true,
            headers,
            token: target.auth ? user?.access : undefined,
          });
          expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
          expect(v.safeParse(ErrorEnvelopeSchema, res.body).success).toBe(true);
        }),
        { numRuns: 30 },
      );
      expect(await rowCounts(db)).toEqual(before.counts);
      expect(await db.select().from(users)).toEqual(before.users);
    },
  );
});
