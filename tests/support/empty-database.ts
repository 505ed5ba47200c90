/**
 * An empty database for one test file, as a production site starts: no demo, no rows, only what the
 * server's migrations create when it opens it. PGlite: a new data directory. PostgreSQL (TEST_DATABASE_URL
 * or DATABASE_URL): a new database on that server.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { readEnv } from '../../server/env';
import { startServer, type RunningServer } from '../../server/start';
import { adminQuery, dropDatabase, serverUrlFromEnv, withDatabase, type TestDatabaseConfig } from './test-database';

export async function emptyDatabase(): Promise<TestDatabaseConfig> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-empty-db-'));
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

/** A server as an operator starts a real show: production, no demo, a secret of its own, on an empty database. */
export async function productionServerOnEmptyDatabase(): Promise<RunningServer> {
  const empty = await emptyDatabase();
  const server = await startServer(
    readEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: empty.DATA_DIR,
      DATABASE_URL: empty.DATABASE_URL,
      NODE_ENV: 'production',
      SEED: 'off',
      TOKEN_SECRET: randomBytes(32).toString('base64url'),
      DIST_DIR: './dist',
    }),
    { quiet: true },
  );
  afterAll(async () => {
    await server.close();
    await empty.cleanup();
  });
  return server;
}
