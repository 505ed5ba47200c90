/**
 * Real databases for tests, prepared once per run: migrated and seeded into a template, then copied for
 * every test file so files never see each other's writes. PGlite: the template is a data directory copied
 * on disk. PostgreSQL (TEST_DATABASE_URL or DATABASE_URL set): a template database cloned with
 * CREATE DATABASE … TEMPLATE.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../server/db/connect';
import { seedDemoContent } from '../../server/seed';

const TEMPLATE_DB = 'expo_test_template';

export function serverUrlFromEnv(): string | undefined {
  return process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

async function adminQuery(url: string, sql: string) {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Builds the template; returns where it is (a directory or a database name). */
export async function prepareTemplate(): Promise<string> {
  const serverUrl = serverUrlFromEnv();
  if (serverUrl) {
    await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${TEMPLATE_DB} WITH (FORCE)`);
    await adminQuery(serverUrl, `CREATE DATABASE ${TEMPLATE_DB}`);
    const handle = await openDatabase({ databaseUrl: withDatabase(serverUrl, TEMPLATE_DB), dataDir: '' });
    await seedDemoContent(handle.db);
    await handle.close();
    return TEMPLATE_DB;
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-template-'));
  const handle = await openDatabase({ dataDir: dir });
  await seedDemoContent(handle.db);
  await handle.close();
  return dir;
}

export type TestDatabaseConfig = { DATA_DIR: string; DATABASE_URL?: string; cleanup: () => Promise<void> };

/** A fresh copy of the template for one test file. */
export async function cloneTemplate(template: string): Promise<TestDatabaseConfig> {
  const serverUrl = serverUrlFromEnv();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-db-'));
  if (serverUrl) {
    const name = `expo_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    await adminQuery(serverUrl, `CREATE DATABASE ${name} TEMPLATE ${template}`);
    return {
      DATA_DIR: dir,
      DATABASE_URL: withDatabase(serverUrl, name),
      cleanup: async () => {
        await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  cpSync(template, dir, { recursive: true });
  return { DATA_DIR: dir, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

export function removeTemplate(template: string) {
  if (!serverUrlFromEnv()) rmSync(template, { recursive: true, force: true });
}
