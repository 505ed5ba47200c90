/**
 * An empty database for one test, as a production server first meets it: nothing migrated, nothing seeded.
 * PGlite: a new data directory. PostgreSQL (the CI pass): a new database on the test server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { serverDatabase, serverUrlFromEnv, type TestDatabaseConfig } from './test-database';

export async function emptyDatabase(): Promise<TestDatabaseConfig> {
  const serverUrl = serverUrlFromEnv();
  if (serverUrl) return serverDatabase(serverUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-empty-'));
  return { DATA_DIR: dir, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}
