/**
 * What a gate downloads to check tickets with no network (issue 35): the exhibition's public keys, the
 * revoked ticket ids and the roster that puts a name on a ticket id. Built from the database at each
 * call; the private keys are not selected here at all.
 */
import { asc, eq } from 'drizzle-orm';
import type { GateBundle, RosterEntry } from '../../src/contract/staff';
import type { Db } from '../db/connect';
import { exhibitionRegistrations, ticketRevocations, users } from '../db/schema';
import { gateKeys } from './keys';

export async function gateBundle(db: Db, exhibition: { prefixContract: string; dateEnd: Date }, now: Date): Promise<GateBundle> {
  const exPrefix = exhibition.prefixContract;
  const keys = await gateKeys(db, exPrefix, exhibition.dateEnd);
  const revoked = await db
    .select({ ticketId: ticketRevocations.ticketId })
    .from(ticketRevocations)
    .where(eq(ticketRevocations.exPrefix, exPrefix))
    .orderBy(asc(ticketRevocations.ticketId));
  const people = await db
    .select({
      ticketId: exhibitionRegistrations.ticketId,
      lastName: users.lastName,
      firstName: users.firstName,
      patronymicName: users.patronymicName,
      company: users.company,
    })
    .from(exhibitionRegistrations)
    .innerJoin(users, eq(users.id, exhibitionRegistrations.userId))
    .where(eq(exhibitionRegistrations.exPrefix, exPrefix))
    .orderBy(asc(exhibitionRegistrations.ticketId));
  const roster = people.map((row): RosterEntry => [
    row.ticketId,
    [row.lastName, row.firstName, row.patronymicName].filter(Boolean).join(' '),
    row.company,
  ]);
  return { ex_prefix: exPrefix, generated_at: now.toISOString(), keys, revoked: revoked.map((row) => row.ticketId), roster };
}
