/**
 * An empty database for one test, as a production server first meets it: nothing migrated, nothing seeded.
 * PGlite: a new data directory. PostgreSQL (the CI pass): a new database on the test server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { adminQuery, dropDatabase, serverUrlFromEnv, withDatabase, type TestDatabaseConfig } from './test-database';

export async function emptyDatabase(): Promise<TestDatabaseConfig> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-empty-'));
  const serverUrl = serverUrlFromEnv();
  if (!serverUrl) return { DATA_DIR: dir, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
  const name = `expo_empty_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  return {
    DATA_DIR: dir,
    DATABASE_URL: withDatabase(serverUrl, name),
    cleanup: async () => {
      await dropDatabase(serverUrl, name);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
