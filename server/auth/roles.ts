/**
 * Staff roles (issue 35). Every staff call reads the caller's roles from the database, not from the
 * token: a role taken away, or an account deleted, stops working at the next call. A signed-in visitor
 * gets 403 Forbidden; no token at all stays 401, so the client knows to sign in.
 */
import { eq } from 'drizzle-orm';
import { createMiddleware } from 'hono/factory';
import type { StaffRole } from '../../src/contract/staff';
import type { Db } from '../db/connect';
import { userRoles } from '../db/schema';
import { ApiError } from '../http/errors';
import { unauthenticated, userIdFromHeader, type AuthEnv } from './tokens';
import { signedInUser } from '../http/caller';

export type StaffEnv = AuthEnv & { Variables: AuthEnv['Variables'] & { staffRoles: StaffRole[]; staffUserId: string } };

export async function rolesOf(db: Pick<Db, 'select'>, userId: string): Promise<StaffRole[]> {
  const rows = await db.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, userId));
  return rows.map((row) => row.role).sort();
}

export const forbidden = (detail: string) => new ApiError('Forbidden', detail, { detail });

export const PASSWORD_CHANGE_REQUIRED = 'password_change_required';

/**
 * Lets the call through when the signed-in caller holds any of `roles` and has replaced the one-time
 * password the account was made with (a password printed on a terminal is not a staff member's secret).
 */
export const requireRole = (...roles: StaffRole[]) => staffGuard(roles, false);

/** The same, also before the one-time password is replaced: /staff/me, which tells the client to ask for it. */
export const requireRoleBeforePasswordChange = (...roles: StaffRole[]) => staffGuard(roles, true);

const staffGuard = (roles: StaffRole[], oneTimePasswordAllowed: boolean) =>
  createMiddleware<StaffEnv>(async (c, next) => {
    const userId = await userIdFromHeader(c.var.deps, c.req.header('Authorization'));
    if (!userId) throw unauthenticated();
    c.set('userId', userId);
    const user = await signedInUser(c);
    const held = await rolesOf(c.var.deps.db, user.id);
    if (!held.some((role) => roles.includes(role))) throw forbidden(`This needs the ${roles.join(' or ')} role`);
    if (user.passwordChangeRequired && !oneTimePasswordAllowed) {
      const detail = 'Change the one-time password of this account first';
      throw new ApiError('Forbidden', detail, { detail, reason: PASSWORD_CHANGE_REQUIRED });
    }
    c.set('staffRoles', held);
    c.set('staffUserId', user.id);
    await next();
  });
