import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { applications, users } from '../../server/db/schema';
import { createSignedInVisitor } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { createSignedInStaff } from '../support/staff';

const api = await useApiServer();
const { db } = api.server.deps;
const DESK = '/api/public/staff/desk';

const [application] = await db
  .insert(applications)
  .values({
    lang: 'ru',
    firstName: 'Ирина',
    lastName: 'Пахомова',
    position: 'Менеджер',
    company: 'ООО «Проба»',
    phone: '+7 900 000-00-00',
    email: 'probe@example.org',
    fieldOfActivity: 'Литьё',
    standType: 'Линейный',
  })
  .returning({ id: applications.id });
const applicationId = application!.id;
const target = await createSignedInVisitor(api, 'desk-target');
const [targetRow] = await db.select({ login: users.login }).from(users).where(eq(users.id, target.id));

/** Every desk call, with a body that would succeed for an organiser. */
const DESK_CALLS: { method: 'GET' | 'POST' | 'PATCH' | 'DELETE'; path: string; body?: unknown; raw?: true }[] = [
  { method: 'GET', path: `${DESK}/applications/` },
  { method: 'GET', path: `${DESK}/applications/export/?format=csv` },
  { method: 'GET', path: `${DESK}/applications/export/?format=xlsx` },
  { method: 'PATCH', path: `${DESK}/applications/${applicationId}/`, body: { status: 'in_work' } },
  { method: 'GET', path: `${DESK}/staff/` },
  { method: 'POST', path: `${DESK}/staff/`, body: { email: targetRow!.login, role: 'organiser' } },
  { method: 'DELETE', path: `${DESK}/staff/${target.id}/gate/` },
  { method: 'GET', path: `${DESK}/audit/` },
  { method: 'GET', path: `${DESK}/figures/?from=2027-01-01&to=2027-01-31` },
  { method: 'GET', path: `${DESK}/figures/favorites/` },
  { method: 'GET', path: `${DESK}/export/?kind=countries` },
  // A dry run that would succeed: an empty countries sheet (the header only) changes nothing.
  {
    method: 'POST',
    path: `${DESK}/import/?kind=countries&file_name=countries.csv`,
    body: 'one_cid,name_ru,name_en,name_zh\r\n',
    raw: true,
  },
];

const call = (entry: (typeof DESK_CALLS)[number], token?: string) =>
  entry.method === 'GET'
    ? api.get(entry.path, { token })
    : api.send(entry.method, entry.path, entry.body, {
        token,
        ...(entry.raw ? { raw: true, headers: { 'Content-Type': 'text/csv' } } : {}),
      });

describe('the desk refuses everyone but an organiser', () => {
  it.each(DESK_CALLS)('$method $path: 401 signed out, 403 for a visitor and a gate, 401 for a deleted organiser', async (entry) => {
    expect((await call(entry)).status).toBe(401);

    const visitor = await createSignedInVisitor(api, 'desk-escalate-visitor');
    const asVisitor = await call(entry, visitor.token);
    expect(asVisitor.status).toBe(403);
    expect(v.parse(ErrorEnvelopeSchema, asVisitor.body).error_code).toBe('Forbidden');

    const gate = await createSignedInStaff(api, 'desk-escalate-gate', ['gate']);
    expect((await call(entry, gate.token)).status).toBe(403);

    const organiser = await createSignedInStaff(api, 'desk-escalate-organiser', ['organiser']);
    await db.delete(users).where(eq(users.id, organiser.id));
    expect((await call(entry, organiser.token)).status).toBe(401);

    // No refused call changed anything: the target still has no role.
    const staff = await createSignedInStaff(api, 'desk-escalate-check', ['organiser']);
    const list = (await api.get(`${DESK}/staff/`, { token: staff.token })).body as { user_id: string }[];
    expect(list.some((account) => account.user_id === target.id)).toBe(false);
  });

  it('answers an organiser on the same calls (so the refusals above are not a broken route)', async () => {
    const organiser = await createSignedInStaff(api, 'desk-escalate-ok', ['organiser']);
    for (const entry of DESK_CALLS) {
      const res = await call(entry, organiser.token);
      expect(res.status, `${entry.method} ${entry.path} ${JSON.stringify(res.body).slice(0, 200)}`).toBeLessThan(300);
    }
  });
});
