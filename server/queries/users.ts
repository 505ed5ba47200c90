/** Reads and writes of user accounts shared by the sign-in, registration and profile calls. */
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { User } from '../../src/contract/user';
import type { Db } from '../db/connect';
import { exhibitionRegistrations, exhibitions, users } from '../db/schema';
import { invalidInput } from '../http/errors';
import { findExhibition } from './exhibition-prefix';

export type UserRow = typeof users.$inferSelect;
type Executor = Pick<Db, 'select' | 'insert'>;

export function toUser(row: UserRow): User {
  return {
    login: row.login,
    first_name: row.firstName,
    last_name: row.lastName,
    patronymic_name: row.patronymicName,
    company: row.company,
    city: row.city,
    phone: row.phone,
    position: row.position,
  };
}

export async function findUserById(db: Pick<Db, 'select'>, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

export async function findUserByLogin(db: Pick<Db, 'select'>, login: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.login, login)).limit(1);
  return row;
}

/**
 * The exhibition a visitor may register for: it must exist within the site type and have registration
 * open. Anything else is a 400 naming ex_prefix, as the registration form cannot fix it by itself.
 */
export async function openExhibition(db: Pick<Db, 'select'>, exType: string, prefix: string) {
  const row = await findExhibition(db, exType, prefix, { prefix: exhibitions.prefixContract, open: exhibitions.registrationAvailable });
  if (!row) throw invalidInput({ ex_prefix: `Unknown exhibition ${prefix}` });
  if (!row.open) throw invalidInput({ ex_prefix: `Registration for ${prefix} is closed` });
  return row.prefix;
}

/** Registration numbers read like ME27-104857: the prefix and six random digits, unique across all. */
const registrationNumber = (prefix: string) => `${prefix}-${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/**
 * Registers a user for an exhibition. A taken number is skipped with ON CONFLICT DO NOTHING (not caught
 * as an error, which would abort the surrounding transaction on PostgreSQL) and another one is drawn.
 */
export async function registerForExhibition(db: Executor, userId: string, prefix: string, fixedNumber?: string): Promise<string> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const number = fixedNumber ?? registrationNumber(prefix);
    const [row] = await db
      .insert(exhibitionRegistrations)
      .values({ userId, exPrefix: prefix, registrationNumber: number })
      .onConflictDoNothing({ target: exhibitionRegistrations.registrationNumber })
      .returning({ number: exhibitionRegistrations.registrationNumber });
    if (row) return row.number;
    if (fixedNumber) break;
  }
  throw new Error(`could not draw a free registration number for ${prefix}`);
}
