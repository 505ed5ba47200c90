/**
 * `npm run applications [-- --csv]`: prints every exhibitor application, newest first, as a table or as
 * CSV (`npm run applications -- --csv > applications.csv`). Reads the same DATA_DIR / DATABASE_URL as the
 * server. PGlite takes one process at a time, so stop the server first when it runs on PGlite.
 */
import { openDatabase } from '../db/connect';
import { readEnv } from '../env';
import { listApplications, toCsv, toTable } from './applications-export';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--csv');
if (unknown.length > 0) {
  console.error(`Unknown argument ${unknown.join(' ')}. Usage: npm run applications [-- --csv]`);
  process.exit(2);
}

const env = readEnv();
const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  const rows = await listApplications(database.db);
  process.stdout.write(args.includes('--csv') ? toCsv(rows) : toTable(rows));
} finally {
  await database.close();
}
