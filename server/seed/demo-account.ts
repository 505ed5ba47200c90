/**
 * The demo visitor's sign-in (seeded by users.ts) and what production makes of it: its password is
 * printed in the README, so a production server must never run with it in the database (start.ts refuses),
 * and the demo seed leaves it out there. Kept apart from users.ts so the server checks for it without
 * loading the seed.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { users } from '../db/schema';
import type { Env } from '../env';

export const DEMO_LOGIN = 'demo@metal-industry-expo.ru';

export type SeedMode = { demo: boolean; demoAccount: boolean };

/** Whether a start loads the demo content into an empty database, and with the demo account or not. */
export function seedMode(env: Pick<Env, 'SEED' | 'NODE_ENV'>): SeedMode {
  const production = env.NODE_ENV === 'production';
  const demo = env.SEED === 'demo' || (env.SEED === 'auto' && !production);
  return { demo, demoAccount: demo && !production };
}

export class DemoAccountInProduction extends Error {
  override name = 'DemoAccountInProduction';
  constructor() {
    super(
      `Refusing to start: NODE_ENV is production and the database holds the demo account ${DEMO_LOGIN}, whose password is public. ` +
        'Delete it (DELETE FROM users WHERE login = ...) or use a database without the demo content.',
    );
  }
}

export async function assertNoDemoAccount(db: Db) {
  const found = await db.select({ id: users.id }).from(users).where(eq(users.login, DEMO_LOGIN)).limit(1);
  if (found.length > 0) throw new DemoAccountInProduction();
}
