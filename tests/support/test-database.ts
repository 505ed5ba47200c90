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

/**
 * Dropping a database WITH (FORCE) fails for a role that is not a superuser when an autovacuum worker is
 * in it (PostgreSQL checks signal rights on the worker) and fails while a just-closed connection is still
 * leaving; both pass within moments, so a drop is tried again a few times before it counts as a failure.
 */
async function dropDatabase(url: string, name: string) {
  for (let attempt = 1; ; attempt++) {
    try {
      await adminQuery(url, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      return;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (attempt >= 20 || (code !== '42501' && code !== '55006')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
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
    await dropDatabase(serverUrl, TEMPLATE_DB);
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

/** A database of its own on the test server, a copy of `template` or empty; cleanup drops it. */
export async function serverDatabase(serverUrl: string, template?: string): Promise<TestDatabaseConfig> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-db-'));
  const name = `expo_test_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    DATA_DIR: dir,
    DATABASE_URL: withDatabase(serverUrl, name),
    cleanup: async () => {
      await dropDatabase(serverUrl, name);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A fresh copy of the template for one test file. */
export async function cloneTemplate(template: string): Promise<TestDatabaseConfig> {
  const serverUrl = serverUrlFromEnv();
  if (serverUrl) return serverDatabase(serverUrl, template);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-db-'));
  cpSync(template, dir, { recursive: true });
  return { DATA_DIR: dir, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

export function removeTemplate(template: string) {
  if (!serverUrlFromEnv()) rmSync(template, { recursive: true, force: true });
}
