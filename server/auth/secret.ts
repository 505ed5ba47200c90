/**
 * The key that signs access tokens. Taken from TOKEN_SECRET when set; otherwise generated once and kept in
 * the database, so every instance behind a load balancer verifies the same tokens with no extra setup.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appSettings } from '../db/schema';

const KEY = 'token_secret';

export async function loadTokenSecret(db: Db, fromEnv: string | undefined): Promise<Uint8Array> {
  if (fromEnv) return new TextEncoder().encode(fromEnv);
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) throw new Error('token secret could not be stored');
  return new TextEncoder().encode(row.value);
}
