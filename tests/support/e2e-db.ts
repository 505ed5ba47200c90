/** Reads of the browser tests' database through the global setup's SELECT-only endpoint. */
import { world } from './e2e-world';

export async function sqlRows<T = Record<string, unknown>>(query: string): Promise<T[]> {
  const response = await fetch(world.sqlUrl, { method: 'POST', body: query });
  if (!response.ok) throw new Error(`SQL failed: ${await response.text()}`);
  return (await response.json()) as T[];
}

/** Gives an account a staff role in the browser tests' database (the precondition of the staff screens). */
export async function grantStaffRole(login: string, role: 'gate' | 'organiser'): Promise<void> {
  await sqlRows(
    `insert into user_roles (user_id, role) select id, '${role}' from users where login = '${login.replaceAll("'", "''")}' returning user_id`,
  );
}
