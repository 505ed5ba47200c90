/**
 * The staff API (issue 35), mounted under /api/public like the rest: /staff/me tells the client which
 * staff screens to offer. Gate and desk calls join this module as they land; each names its roles.
 */
import { Hono } from 'hono';
import type { StaffMe } from '../../src/contract/staff';
import { requireRoleBeforePasswordChange, type StaffEnv } from '../auth/roles';
import { signedInUser } from '../http/caller';

export const staffRoutes = new Hono<StaffEnv>({ strict: false }).get(
  '/staff/me',
  requireRoleBeforePasswordChange('gate', 'organiser'),
  async (c) => {
    const user = await signedInUser(c);
    const me: StaffMe = { login: user.login, roles: c.var.staffRoles, password_change_required: user.passwordChangeRequired };
    return c.json(me);
  },
);
