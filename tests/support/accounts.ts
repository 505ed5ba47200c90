/** Helpers of the account API tests: registering and signing in users, and counting rows to prove nothing was written. */
import { count } from 'drizzle-orm';
import * as v from 'valibot';
import { expect } from 'vitest';
import type { ApplicationInput } from '../../src/contract/application';
import { LoginResponseSchema, type LoginResponse } from '../../src/contract/auth';
import type { Db } from '../../server/db/connect';
import {
  applications,
  eventFavorites,
  exhibitionRegistrations,
  participantFavorites,
  rateLimits,
  refreshTokens,
  users,
} from '../../server/db/schema';
import { signAccessToken } from '../../server/auth/tokens';
import type { TestApi } from './api-server';

let serial = 0;

/** A unique e-mail per call, so tests in one file never collide. */
export function uniqueLogin(tag = 'visitor'): string {
  serial += 1;
  return `${tag}.${Date.now().toString(36)}.${serial}@example.org`;
}

export function registrationForm(login: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    login,
    password: 'Prokat-2027',
    confirmPassword: 'Prokat-2027',
    first_name: 'Ольга',
    last_name: 'Белоусова',
    patronymic_name: 'Игоревна',
    phone: '+7 (912) 345-67-89',
    company: 'АО «Северный литейный завод»',
    city: 'Череповец',
    position: 'Начальник отдела снабжения',
    ...overrides,
  };
}

/** Registers a new user (optionally for an exhibition) and returns the sign-in answer. */
export async function registerUser(
  api: TestApi,
  opts: { login?: string; exPrefix?: string; form?: Record<string, string> } = {},
): Promise<LoginResponse & { password: string }> {
  const login = opts.login ?? uniqueLogin();
  const form = registrationForm(login, opts.form);
  const query = opts.exPrefix ? `?ex_prefix=${opts.exPrefix}` : '';
  const res = await api.send('POST', `/api/public/user/registration/${query}`, form, { form: true });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { ...v.parse(LoginResponseSchema, res.body), password: form.password ?? '' };
}

/** Signs in; `ip` is sent as X-Forwarded-For, which counts only on a server started with TRUST_PROXY=1. */
export async function login(api: TestApi, loginName: string, password: string, ip?: string) {
  return api.send('POST', '/api/public/user/login/', { login: loginName, password }, { headers: ip ? fromIp(ip) : {} });
}

/** The header a trusted proxy would add for a client at `ip`. */
export const fromIp = (ip: string): Record<string, string> => ({ 'X-Forwarded-For': ip });

export async function clearRateLimits(db: Db) {
  await db.delete(rateLimits);
}

/** Row counts of every table a POST or PATCH could write to (rate_limits aside: it counts failures by design). */
export async function rowCounts(db: Db) {
  const tables = { users, applications, refreshTokens, exhibitionRegistrations, eventFavorites, participantFavorites };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => {
      const [row] = await db.select({ n: count() }).from(table);
      return [name, row?.n ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

/** The required fields of an exhibitor application (spec §5 step 1). */
export const requiredApplicationFields = {
  first_name: 'Игорь',
  last_name: 'Ларионов',
  position: 'Коммерческий директор',
  company: 'ООО «Тагильская сталь»',
  phone: '+7 (3435) 41-22-90',
  email: 'i.larionov@tagil-steel.example',
  field_of_activity: 'Чёрная металлургия',
} as const satisfies ApplicationInput;

/** A complete, valid exhibitor application: the required fields and some floor space (one area above 0). */
export const validApplication = { ...requiredApplicationFields, open_area: 24 } as const satisfies ApplicationInput;

/**
 * A visitor written straight into the database with an access token: for API tests of the personal calls
 * (favourites, visited stands) that need a fresh account of their own, not the sign-in flow.
 */
export async function createSignedInVisitor(api: TestApi, tag: string): Promise<{ id: string; token: string }> {
  const [row] = await api.server.deps.db
    .insert(users)
    .values({
      login: uniqueLogin(tag),
      passwordHash: 'not-used-by-these-tests',
      firstName: 'Марина',
      lastName: 'Ведерникова',
      company: 'ООО «Прокатный альянс»',
      phone: '+7 (343) 310-22-41',
    })
    .returning({ id: users.id });
  if (!row) throw new Error('the visitor was not created');
  return { id: row.id, token: await signAccessToken(api.server.deps, row.id, 0) };
}
