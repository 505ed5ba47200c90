/**
 * Demo content for a fictional metallurgy show, loaded once into a new database. The whole seed runs in
 * one transaction and records its version, so a restart (or a second instance starting at the same time)
 * never loads it twice.
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { appSettings } from '../db/schema';
import { seedContent } from './content';
import { seedCountries } from './countries';
import { DEMO_PREFIXES } from './demo-catalogue';
import { seedEvents } from './events';
import { seedExhibitions } from './exhibitions';
import { seedHallPlans } from './hall-plans';
import { seedParticipants } from './participants';
import { seedPictures } from './pictures';
import { seedSite } from './site';
import { seedTopics } from './topics';
import { seedUsers } from './users';

const SEED_KEY = 'seed_version';
const SEED_VERSION = '1';

export type SeedTx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Returns true when it loaded the content, false when the database already had it. Without demoAccount
 * (a production database asked for the demo with SEED=demo) the demo visitor is left out.
 */
export async function seedDemoContent(db: Db, options: { demoAccount: boolean } = { demoAccount: true }): Promise<boolean> {
  return db.transaction(async (tx) => {
    // Taking the row first serialises concurrent seeders: the loser sees the version and stops.
    const inserted = await tx.insert(appSettings).values({ key: SEED_KEY, value: SEED_VERSION }).onConflictDoNothing().returning();
    if (inserted.length === 0) {
      const [row] = await tx.select().from(appSettings).where(eq(appSettings.key, SEED_KEY));
      if (row) return false;
    }
    // Every picture and document is drawn and stored here, at seed time, never by a request.
    const pictures = seedPictures(tx);
    await seedSite(tx, pictures);
    await seedExhibitions(tx, pictures);
    await seedContent(tx, pictures);
    await seedTopics(tx);
    await seedCountries(tx);
    await seedParticipants(tx, pictures);
    await seedEvents(tx);
    // After the catalogue and the programme: the plans draw their stands and name their rooms.
    for (const prefix of DEMO_PREFIXES) await seedHallPlans(tx, prefix);
    if (options.demoAccount) await seedUsers(tx);
    return true;
  });
}
