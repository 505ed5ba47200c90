/** Staff accounts for tests (issue 35): a signed-in visitor given roles straight in the database. */
import type { StaffRole } from '../../src/contract/staff';
import { userRoles } from '../../server/db/schema';
import { createSignedInVisitor } from './accounts';
import type { useApiServer } from './api-server';

type Api = Awaited<ReturnType<typeof useApiServer>>;

export async function createSignedInStaff(api: Api, label: string, roles: StaffRole[]) {
  const account = await createSignedInVisitor(api, label);
  if (roles.length > 0) await api.server.deps.db.insert(userRoles).values(roles.map((role) => ({ userId: account.id, role })));
  return account;
}
