/**
 * The key that signs access tokens, and the check that every instance on one database signs with the same.
 *
 * Production takes the key from TOKEN_SECRET only (env.ts refuses to start without it): a key kept in the
 * database would be in every dump and every read-only copy of it. A key an earlier version generated into
 * app_settings is deleted at a production start. Development and tests without TOKEN_SECRET still
 * generate one once into app_settings, so `npm start` and the test servers need no setup and several local
 * instances on one database share it; such a database holds the demo, not visitors' accounts.
 *
 * The check: app_settings keeps an HMAC of a fixed label under the key (never the key itself). The first
 * instance writes it; every later one compares, and one started with another key refuses to start rather
 * than issue tokens the others refuse. Changing the key on purpose means stopping every instance and
 * deleting the check (FORGET_TOKEN_SECRET_CHECK_SQL), which the refusal's message spells out.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appSettings } from '../db/schema';
import { TOKEN_SECRET_HOWTO, type Env } from '../env';
import type { Logger } from '../log';
import { StartupRefusal } from '../startup-refusal';

const KEY = 'token_secret';
export const TOKEN_SECRET_CHECK_KEY = 'token_secret_check';
export const FORGET_TOKEN_SECRET_CHECK_SQL = `DELETE FROM app_settings WHERE key = '${TOKEN_SECRET_CHECK_KEY}';`;

export class TokenSecretMismatch extends StartupRefusal {
  override name = 'TokenSecretMismatch';
  constructor() {
    super(
      'Refusing to start: this instance signs tokens with another TOKEN_SECRET than the instances started before it on this ' +
        'database (the database keeps a check value derived from the secret, never the secret), so each would refuse ' +
        'the tokens of the other. Give every instance the same TOKEN_SECRET. To change the secret on purpose, stop every ' +
        `instance, run ${FORGET_TOKEN_SECRET_CHECK_SQL} on the database, and start them all with the new one.`,
    );
  }
}

/** What the database keeps to compare secrets: an HMAC of a fixed label, from which the secret cannot be had. */
export const tokenSecretCheck = (secret: Uint8Array) =>
  createHmac('sha256', secret).update('expo-pwa: token secret check').digest('base64url');

async function generatedSecret(db: Db): Promise<Uint8Array> {
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) throw new Error('token secret could not be stored');
  return new TextEncoder().encode(row.value);
}

async function assertSharedSecret(db: Db, secret: Uint8Array) {
  const check = tokenSecretCheck(secret);
  // The first instance's check stays: concurrent first starts all compare with the one that won.
  await db.insert(appSettings).values({ key: TOKEN_SECRET_CHECK_KEY, value: check }).onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, TOKEN_SECRET_CHECK_KEY));
  const stored = Buffer.from(row?.value ?? '');
  const mine = Buffer.from(check);
  if (stored.length !== mine.length || !timingSafeEqual(stored, mine)) throw new TokenSecretMismatch();
}

export async function loadTokenSecret(db: Db, env: Pick<Env, 'TOKEN_SECRET' | 'NODE_ENV'>, log: Logger): Promise<Uint8Array> {
  const production = env.NODE_ENV === 'production';
  if (production && !env.TOKEN_SECRET) throw new StartupRefusal(`TOKEN_SECRET is required in production: ${TOKEN_SECRET_HOWTO}`);
  if (production) {
    const removed = await db.delete(appSettings).where(eq(appSettings.key, KEY)).returning({ key: appSettings.key });
    if (removed.length > 0)
      log.warn('Deleted the token signing key an earlier version kept in the database: production signs with TOKEN_SECRET only');
  }
  const secret = env.TOKEN_SECRET ? new TextEncoder().encode(env.TOKEN_SECRET) : await generatedSecret(db);
  await assertSharedSecret(db, secret);
  return secret;
}
