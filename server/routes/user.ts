/**
 * The personal calls: GET /user/ (profile), PATCH /user/ (form data: profile fields and/or a password
 * change) and GET /user/exhibition_apply/ (the visitor ticket). The login is the identity and cannot be
 * changed: sending a different one is an error, sending the same one is ignored. A password change
 * needs the current password, is throttled like sign-in, and ends every other session.
 */
import { and, eq, sql } from 'drizzle-orm';
import { Hono } from 'hono';
import * as v from 'valibot';
import { TicketQuerySchema, type Ticket } from '../../src/contract/ticket';
import { ProfileUpdateSchema } from '../../src/contract/account-forms';
import { PASSWORD_FIELDS, type UserUpdateResponse } from '../../src/contract/user';
import { serverPasswordChangeSchema } from '../auth/common-passwords';
import { checkPassword, hashPassword } from '../auth/password';
import { countPasswordAttempt, passwordAttemptSucceeded } from '../auth/login-throttle';
import { issueSession, revokeUserSessions } from '../auth/refresh';
import { rememberTokenVersion } from '../auth/token-version';
import { requireUser, unauthenticated, type AuthEnv } from '../auth/tokens';
import { exhibitionRegistrations, users } from '../db/schema';
import { signedInUser } from '../http/caller';
import { ApiError, fieldErrors, invalidInput, parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { readForm } from '../http/form';
import { noStore } from '../http/no-store';
import { exhibitionByPrefix, type ExhibitionRow } from '../queries/exhibition-prefix';
import { toUser } from '../queries/users';
import { signTicket } from '../tickets/keys';

/**
 * Validates the profile part and, when any password field is present, the password part (which must not
 * hold the account's login), reporting all fields at once.
 */
function readUpdate(fields: Record<string, string>, login: string) {
  const profile = v.safeParse(ProfileUpdateSchema, fields);
  const wantsPassword = PASSWORD_FIELDS.some((name) => name in fields);
  const password = wantsPassword ? v.safeParse(serverPasswordChangeSchema(login), fields) : null;
  if (!profile.success || (password && !password.success)) {
    throw invalidInput({
      ...(profile.success ? {} : fieldErrors(profile.issues)),
      ...(password && !password.success ? fieldErrors(password.issues) : {}),
    });
  }
  return { profile: profile.output, password: password?.output ?? null };
}

/**
 * Why a user has no ticket. While the exhibition takes registrations it is "not registered" (404
 * EntityNotFound, the client offers to register). Once registration is unavailable or the exhibition is
 * over, registering cannot fix it, so the answer is a 409 Conflict whose error_data.message the client
 * shows (error_data.reason tells the two apart). A ticket already issued is still served.
 */
function noTicket(exhibition: ExhibitionRow, now: Date): ApiError {
  const prefix = exhibition.prefixContract;
  if (exhibition.dateEnd <= now) {
    const detail = `${prefix} has ended: tickets are no longer issued`;
    return new ApiError('Conflict', detail, { detail, reason: 'exhibition_ended' });
  }
  if (!exhibition.registrationAvailable) {
    const detail = `Registration for ${prefix} is not available`;
    return new ApiError('Conflict', detail, { detail, reason: 'registration_not_available' });
  }
  const detail = `You are not registered for ${prefix}`;
  return new ApiError('EntityNotFound', detail, { detail });
}

export const userRoutes = new Hono<AuthEnv>()
  .get('/user', requireUser, async (c) => c.json(toUser(await signedInUser(c))))
  .patch('/user', noStore, requireUser, async (c) => {
    const fields = await readForm(c);
    const user = await signedInUser(c);
    if (fields.login !== undefined && fields.login.trim().toLowerCase() !== user.login) {
      throw invalidInput({ login: 'The login cannot be changed' });
    }
    const { profile, password } = readUpdate(fields, user.login);
    const changes = Object.entries(profile).filter(([, value]) => value !== undefined);
    if (changes.length === 0 && !password) {
      // The unchanged login alone is a no-op; a form with no known field at all is a mistake worth reporting.
      if (fields.login !== undefined) return c.json(toUser(user));
      throw invalidInput({ non_field_errors: 'Send at least one field to change' });
    }
    const { deps } = c.var;
    let passwordHash: string | undefined;
    if (password) {
      await countPasswordAttempt(c, user.login);
      if (!(await checkPassword(password.old_password, user.passwordHash))) {
        throw invalidInput({ old_password: 'The current password is incorrect' });
      }
      await passwordAttemptSucceeded(c, user.login);
      passwordHash = await hashPassword(password.password);
    }
    const body = await deps.db.transaction(async (tx) => {
      const [updated] = await tx
        .update(users)
        .set({
          firstName: profile.first_name,
          lastName: profile.last_name,
          patronymicName: profile.patronymic_name,
          company: profile.company,
          city: profile.city,
          phone: profile.phone,
          position: profile.position,
          passwordHash,
          // A one-time password (npm run staff) has done its job once the person chose their own.
          passwordChangeRequired: passwordHash ? false : undefined,
          // A new password refuses the access tokens issued before it (auth/token-version.ts).
          tokenVersion: passwordHash ? sql`${users.tokenVersion} + 1` : undefined,
        })
        .where(eq(users.id, user.id))
        .returning();
      if (!updated) throw unauthenticated('The account of this token no longer exists');
      const response: UserUpdateResponse = toUser(updated);
      if (passwordHash) {
        await revokeUserSessions(tx, user.id, deps.now());
        Object.assign(response, await issueSession(deps, updated, tx));
      }
      return { response, version: updated.tokenVersion };
    });
    // After the commit: this instance refuses the old access tokens at once, the others within seconds.
    if (passwordHash) rememberTokenVersion(deps.db, user.id, body.version);
    return c.json(body.response);
  })
  .get('/user/exhibition_apply', requireUser, async (c) => {
    const query = parseInput(TicketQuerySchema, { ex_prefix: exPrefixFromQuery(c) });
    const user = await signedInUser(c);
    const { db } = c.var.deps;
    const exhibition = await exhibitionByPrefix(db, c.var.exType, query.ex_prefix);
    const [registration] = await db
      .select({ number: exhibitionRegistrations.registrationNumber, ticketId: exhibitionRegistrations.ticketId })
      .from(exhibitionRegistrations)
      .where(and(eq(exhibitionRegistrations.userId, user.id), eq(exhibitionRegistrations.exPrefix, exhibition.prefixContract)))
      .limit(1);
    if (!registration) throw noTicket(exhibition, c.var.deps.now());
    const ticket: Ticket = {
      last_name: user.lastName,
      first_name: user.firstName,
      patronymic_name: user.patronymicName,
      company: user.company,
      registration_number: registration.number,
      token: await signTicket(db, {
        exPrefix: exhibition.prefixContract,
        ticketId: registration.ticketId,
        registrationNumber: registration.number,
      }),
    };
    return c.json(ticket);
  });
