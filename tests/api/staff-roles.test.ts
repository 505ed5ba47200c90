import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { StaffMeSchema } from '../../src/contract/staff';
import { userRoles, users } from '../../server/db/schema';
import { createSignedInVisitor } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { createSignedInStaff } from '../support/staff';

const api = await useApiServer();
const { db } = api.server.deps;
const ME = '/api/public/staff/me/';

const errorCode = (body: unknown) => v.parse(ErrorEnvelopeSchema, body).error_code;

describe('staff roles', () => {
  it('answers 401 without a token and 403 Forbidden to a signed-in visitor', async () => {
    const anonymous = await api.get(ME);
    expect(anonymous.status).toBe(401);
    const visitor = await createSignedInVisitor(api, 'roles-visitor');
    const refused = await api.get(ME, { token: visitor.token });
    expect(refused.status).toBe(403);
    expect(errorCode(refused.body)).toBe('Forbidden');
  });

  it('names the roles a staff account holds, read from the database at each call', async () => {
    const staff = await createSignedInStaff(api, 'roles-both', ['organiser', 'gate']);
    const res = await api.get(ME, { token: staff.token });
    expect(res.status).toBe(200);
    const [row] = await db.select({ login: users.login }).from(users).where(eq(users.id, staff.id));
    expect(v.parse(StaffMeSchema, res.body)).toEqual({ login: row!.login, roles: ['gate', 'organiser'], password_change_required: false });

    // Taking the roles away refuses the same token at once.
    await db.delete(userRoles).where(eq(userRoles.userId, staff.id));
    const after = await api.get(ME, { token: staff.token });
    expect(after.status).toBe(403);
  });

  it('refuses a role the database does not know', async () => {
    const visitor = await createSignedInVisitor(api, 'roles-unknown');
    await expect(db.insert(userRoles).values({ userId: visitor.id, role: 'admin' as 'gate' })).rejects.toThrow();
  });
});
