/**
 * Role escalation on every staff call (issue 35). The calls are read from the mounted API itself, so a
 * staff route added later is covered without editing this file: a visitor, a deleted staff account and a
 * caller without a token are refused everywhere, and a gate is refused everywhere but the gate's calls.
 */
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { users } from '../../server/db/schema';
import { publicApi } from '../../server/routes';
import { createSignedInVisitor } from '../support/accounts';
import { useApiServer, type ApiResponse } from '../support/api-server';
import { createSignedInStaff } from '../support/staff';

const api = await useApiServer();
const { db } = api.server.deps;

/** What a gate may call; every other staff call is the organiser's. */
const GATE_CALLS = new Set(['GET /staff/me', 'GET /staff/gate/bundle', 'POST /staff/checkins', 'GET /staff/checkins']);

const staffCalls = [
  ...new Set(
    publicApi.routes
      .filter((route) => route.path.startsWith('/staff') && route.method !== 'ALL')
      .map((route) => `${route.method} ${route.path}`),
  ),
];

/** Calls one route with a path parameter filled in and a body no handler would accept: roles are checked first. */
function call(route: string, token?: string): Promise<ApiResponse> {
  const [method, template] = route.split(' ') as [string, string];
  const url = `/api/public${template.replace(/:[a-z_]+/gi, '1')}`;
  if (method === 'GET') return api.get(url, { token });
  return api.send(method as 'POST' | 'PATCH' | 'PUT' | 'DELETE', url, {}, { token });
}

function refused(res: ApiResponse, status: number, route: string) {
  expect(res.status, route).toBe(status);
  v.parse(ErrorEnvelopeSchema, res.body);
}

describe('role escalation on the staff calls', () => {
  it('finds the staff calls in the mounted API', () => {
    expect(staffCalls).toEqual(expect.arrayContaining([...GATE_CALLS]));
  });

  it('refuses a caller without a token (401) and a signed-in visitor (403) on every staff call', async () => {
    const visitor = await createSignedInVisitor(api, 'escalation-visitor');
    for (const route of staffCalls) {
      refused(await call(route), 401, route);
      refused(await call(route, visitor.token), 403, route);
    }
  });

  it('refuses a deleted organiser and a deleted gate with 401, though their tokens are still unexpired', async () => {
    const organiser = await createSignedInStaff(api, 'escalation-organiser', ['organiser']);
    const gate = await createSignedInStaff(api, 'escalation-gate', ['gate']);
    await db.delete(users).where(eq(users.id, organiser.id));
    await db.delete(users).where(eq(users.id, gate.id));
    for (const route of staffCalls) {
      refused(await call(route, organiser.token), 401, route);
      refused(await call(route, gate.token), 401, route);
    }
  });

  it("refuses a gate (403) on every call that is not the gate's", async () => {
    const gate = await createSignedInStaff(api, 'escalation-gate-only', ['gate']);
    for (const route of staffCalls.filter((name) => !GATE_CALLS.has(name))) refused(await call(route, gate.token), 403, route);
    for (const route of GATE_CALLS) expect((await call(route, gate.token)).status, route).not.toBe(403);
  });
});
