/**
 * An empty database for one test, as a production server first meets it: nothing migrated, nothing seeded.
 * PGlite: a new data directory. PostgreSQL (the CI pass): a new database on the test server.
 */
import { testServerEnv } from './server-env';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { startServer, type RunningServer } from '../../server/start';
import { serverDatabase, serverUrlFromEnv, type TestDatabaseConfig } from './test-database';

export async function emptyDatabase(): Promise<TestDatabaseConfig> {
  const serverUrl = serverUrlFromEnv();
  if (serverUrl) return serverDatabase(serverUrl);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-empty-'));
  return { DATA_DIR: dir, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A server as an operator starts a real show: production, no demo, a secret of its own, on an empty database. */
export async function productionServerOnEmptyDatabase(): Promise<RunningServer> {
  const empty = await emptyDatabase();
  const server = await startServer(
    testServerEnv(empty, { NODE_ENV: 'production', TOKEN_SECRET: randomBytes(32).toString('base64url'), RATE_LIMIT_SCALE: '1' }),
    { quiet: true },
  );
  afterAll(async () => {
    await server.close();
    await empty.cleanup();
  });
  return server;
}
