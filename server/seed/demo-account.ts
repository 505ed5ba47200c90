/**
 * The demo visitor's sign-in (seeded by users.ts) and what production makes of it. Its password is
 * printed in the README, so the seed leaves the account out in production (seedMode), and a production
 * start refuses a database that holds the account as the seed made it: a demo database moved to
 * production as it was.
 *
 * Only the seed's own account counts. The seed hashes with a fixed salt (to stay deterministic) and every
 * registration or password change with a random one, so a visitor who registers the demo login on a
 * production site, with any password, cannot make the next start refuse. Kept apart from users.ts so the
 * server checks this without loading the seed.
 */
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../auth/password';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import type { Env } from '../env';
import { StartupRefusal } from '../startup-refusal';

export const DEMO_LOGIN = 'demo@metal-industry-expo.ru';
export const DEMO_PASSWORD = 'Demo2027!';
/** The seed's salt for the demo password; no other hash on any site has it. */
export const DEMO_SALT = Buffer.from('expo-demo-salt-1');

export type SeedMode = { demo: boolean; demoAccount: boolean };

/** Whether a start loads the demo content into an empty database, and with the demo account or not. */
export function seedMode(env: Pick<Env, 'SEED' | 'NODE_ENV'>): SeedMode {
  const production = env.NODE_ENV === 'production';
  const demo = env.SEED === 'demo' || (env.SEED === 'auto' && !production);
  return { demo, demoAccount: demo && !production };
}

export class DemoAccountInProduction extends StartupRefusal {
  override name = 'DemoAccountInProduction';
  constructor() {
    super(
      `Refusing to start: NODE_ENV is production and the database holds the demo account ${DEMO_LOGIN} as the demo seed made it, ` +
        'with its public password. Delete it (DELETE FROM users WHERE login = ...) or use a database without the demo content.',
    );
  }
}

/** Refuses the seed's demo account with its public password; an account a visitor registered under the login passes. */
export async function assertNoSeededDemoAccount(db: Db) {
  const [found] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.login, DEMO_LOGIN)).limit(1);
  if (!found?.hash.includes(`$${DEMO_SALT.toString('base64url')}$`)) return;
  if (await verifyPassword(DEMO_PASSWORD, found.hash)) throw new DemoAccountInProduction();
}
