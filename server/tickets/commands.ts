/**
 * What `npm run staff` and `npm run tickets` do, as functions of a database: the commands call them
 * directly, or a running server calls them for the commands (PGlite belongs to one process; decision
 * 0014). Each returns the lines to print, so both paths print the same. A one-time password is made
 * here and returned once; it is never logged.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { STAFF_ROLES, type StaffRole } from '../../src/contract/staff';
import { hashPassword } from '../auth/password';
import type { Db } from '../db/connect';
import { exhibitionRegistrations, exhibitions, userRoles, users } from '../db/schema';
import { rotateKey } from './keys';

export class CommandUsageError extends Error {}

const EmailSchema = v.pipe(v.string(), v.trim(), v.toLowerCase(), v.email('not an e-mail address'), v.maxLength(254));
const PrefixSchema = v.pipe(v.string(), v.regex(/^[A-Z]{2}\d{2}$/, 'an exhibition prefix like ME27'));
const RegistrationNumberSchema = v.pipe(v.string(), v.trim(), v.regex(/^[A-Z]{2}\d{2}-\d{6}$/, 'a registration number like ME27-104857'));

export const StaffCommandSchema = v.variant('command', [
  v.object({ command: v.literal('add'), email: EmailSchema, role: v.picklist(STAFF_ROLES, 'the role is gate or organiser') }),
  v.object({ command: v.literal('remove'), email: EmailSchema, role: v.picklist(STAFF_ROLES, 'the role is gate or organiser') }),
  v.object({ command: v.literal('list') }),
]);
export type StaffCommand = v.InferOutput<typeof StaffCommandSchema>;

export const TicketsCommandSchema = v.variant('command', [
  v.object({ command: v.literal('rotate-key'), exhibition: PrefixSchema }),
  v.object({ command: v.literal('revoke'), registration_number: RegistrationNumberSchema }),
]);
export type TicketsCommand = v.InferOutput<typeof TicketsCommandSchema>;

export type CommandResult = { lines: string[] };

/** 16 characters from a 56-letter alphabet without look-alikes: about 93 bits. */
function oneTimePassword(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
  return Array.from(randomBytes(16), (byte) => alphabet[byte % alphabet.length]).join('');
}

export async function runStaffCommand(db: Db, command: StaffCommand, now: Date): Promise<CommandResult> {
  if (command.command === 'list') {
    const rows = await db
      .select({ login: users.login, role: userRoles.role, grantedAt: userRoles.grantedAt })
      .from(userRoles)
      .innerJoin(users, eq(users.id, userRoles.userId))
      .orderBy(asc(users.login), asc(userRoles.role));
    if (rows.length === 0) return { lines: ['No staff accounts.'] };
    return { lines: rows.map((row) => `${row.login}\t${row.role}\t${row.grantedAt.toISOString()}`) };
  }
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.login, command.email)).limit(1);
  if (command.command === 'remove') {
    if (!account) throw new CommandUsageError(`No account ${command.email}`);
    const removed = await db
      .delete(userRoles)
      .where(and(eq(userRoles.userId, account.id), eq(userRoles.role, command.role)))
      .returning({ role: userRoles.role });
    return {
      lines: [
        removed.length > 0
          ? `${command.email} no longer has the ${command.role} role.`
          : `${command.email} did not have the ${command.role} role.`,
      ],
    };
  }
  return addRole(db, command.email, command.role, account?.id, now);
}

async function addRole(db: Db, email: string, role: StaffRole, existing: string | undefined, now: Date): Promise<CommandResult> {
  const lines: string[] = [];
  let userId = existing;
  if (!userId) {
    const password = oneTimePassword();
    const passwordHash = await hashPassword(password);
    const [created] = await db
      .insert(users)
      .values({
        login: email,
        passwordHash,
        passwordChangeRequired: true,
        firstName: '',
        lastName: '',
        company: '',
        phone: '',
        createdAt: now,
      })
      .onConflictDoNothing({ target: users.login })
      .returning({ id: users.id });
    if (!created) throw new CommandUsageError(`${email} was created by someone else just now: run the command again`);
    userId = created.id;
    lines.push(`Created the account ${email}. One-time password (shown once, give it to the person by hand): ${password}`);
  }
  const [granted] = await db
    .insert(userRoles)
    .values({ userId, role, grantedAt: now })
    .onConflictDoNothing()
    .returning({ role: userRoles.role });
  lines.push(granted ? `${email} now has the ${role} role.` : `${email} already had the ${role} role.`);
  return { lines };
}

export async function runTicketsCommand(db: Db, command: TicketsCommand, now: Date): Promise<CommandResult> {
  if (command.command === 'rotate-key') {
    const [exhibition] = await db
      .select({ prefix: exhibitions.prefixContract })
      .from(exhibitions)
      .where(eq(exhibitions.prefixContract, command.exhibition))
      .limit(1);
    if (!exhibition) throw new CommandUsageError(`No exhibition ${command.exhibition}`);
    const { retired, keyId } = await rotateKey(db, command.exhibition, now);
    return {
      lines: [
        retired === null
          ? `${command.exhibition}: key ${keyId} made; it signs tickets from now on.`
          : `${command.exhibition}: key ${retired} retired (its tickets stay valid until the show ends); key ${keyId} signs from now on.`,
        'Gates pick up the new public key at their next bundle download.',
      ],
    };
  }
  // Deleting the registration is the revocation: the table's trigger records the ticket id for the gates.
  const [revoked] = await db
    .delete(exhibitionRegistrations)
    .where(eq(exhibitionRegistrations.registrationNumber, command.registration_number))
    .returning({ ticketId: exhibitionRegistrations.ticketId, exPrefix: exhibitionRegistrations.exPrefix });
  if (!revoked) throw new CommandUsageError(`No registration ${command.registration_number}`);
  return {
    lines: [
      `${command.registration_number} (ticket ${revoked.ticketId} of ${revoked.exPrefix}) revoked: gates refuse it after their next bundle download.`,
    ],
  };
}
