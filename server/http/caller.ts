/**
 * The signed-in caller's id for queries on uuid columns. Tokens are signed by this server with user ids,
 * but a token whose subject is not a uuid would make PostgreSQL throw (a 500), so it is a bad token.
 */
import type { Context } from 'hono';
import * as v from 'valibot';
import { unauthenticated, type AuthEnv } from '../auth/tokens';
import { findUserById, type UserRow } from '../queries/users';

const UuidSchema = v.pipe(v.string(), v.uuid());

export function callerId<E extends AuthEnv>(c: Context<E>): string | null {
  const id = c.var.userId;
  if (id === null) return null;
  if (!v.is(UuidSchema, id)) throw unauthenticated('Access token is invalid or expired');
  return id;
}

/**
 * The signed-in caller's account. A valid token of a deleted account reads as unauthenticated (the
 * client signs in again), never as a foreign-key failure (a 500).
 */
export async function signedInUser<E extends AuthEnv>(c: Context<E>): Promise<UserRow> {
  const id = callerId(c);
  const user = id ? await findUserById(c.var.deps.db, id) : undefined;
  if (!user) throw unauthenticated('The account of this token no longer exists');
  return user;
}
