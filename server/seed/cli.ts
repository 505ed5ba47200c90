/**
 * `npm run seed [-- --participants 3000 --events 400]`: loads the demo content into the configured
 * database if it is empty, then grows the current exhibition to the requested sizes (never shrinking,
 * never adding twice).
 */
import { parseArgs } from 'node:util';
import { openDatabase } from '../db/connect';
import { readEnv } from '../env';
import { seedMode } from './demo-account';
import { seedDemoContent } from './index';
import { growCatalogue } from './large-catalogue';

function count(value: string | undefined, name: string): number {
  if (value === undefined) return 0;
  if (!/^\d{1,6}$/.test(value)) throw new Error(`--${name} must be a whole number, got "${value}"`);
  return Number(value);
}

async function main() {
  const { values } = parseArgs({
    options: { participants: { type: 'string' }, events: { type: 'string' } },
    strict: true,
  });
  const target = { participants: count(values.participants, 'participants'), events: count(values.events, 'events') };
  const env = readEnv();
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  try {
    const where = env.DATABASE_URL ? 'the PostgreSQL database' : `PGlite in ${env.DATA_DIR}`;
    const started = performance.now();
    // Running the command asks for the demo; production still gets it without the demo account.
    const { demoAccount } = seedMode({ SEED: 'demo', NODE_ENV: env.NODE_ENV });
    const seeded = await seedDemoContent(database.db, { demoAccount });
    console.log(seeded ? `Loaded the demo content into ${where}.` : `The demo content is already in ${where}.`);
    const growth = await growCatalogue(database.db, target);
    const line = (what: string, g: { before: number; added: number }) =>
      g.added > 0 ? `added ${g.added} ${what} (${g.before} → ${g.before + g.added})` : `${g.before} ${what}, nothing to add`;
    console.log(`${growth.exPrefix}: ${line('participants', growth.participants)}; ${line('events', growth.events)}.`);
    console.log(`Done in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
