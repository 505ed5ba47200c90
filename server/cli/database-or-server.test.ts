/**
 * The import and export commands open PGlite with a small page pool (docs/performance.md, "Import"): the
 * pool is resident from the start, and PostgreSQL's default 128 MB put a 3,000-logo import over its memory
 * target. The server opens the same database with the default.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, SMALL_SHARED_BUFFERS, type Db } from '../db/connect';
import { readEnv } from '../env';
import { openTarget } from './database-or-server';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-cli-target-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Both drivers answer a raw statement with { rows }; drizzle's generic database type leaves it unknown.
const sharedBuffers = async (db: Db) =>
  ((await db.execute(sql`show shared_buffers`)) as { rows: { shared_buffers: string }[] }).rows[0]?.shared_buffers;

describe('the commands’ own database', () => {
  it('is opened with the small page pool, while openDatabase keeps PostgreSQL’s default for the server', async () => {
    const target = await openTarget(readEnv({ DATA_DIR: dataDir }));
    if (target.kind !== 'database') throw new Error('no server runs on a fresh folder');
    try {
      expect(await sharedBuffers(target.db)).toBe(SMALL_SHARED_BUFFERS);
    } finally {
      await target.close();
    }
    const server = await openDatabase({ dataDir });
    try {
      expect(await sharedBuffers(server.db)).toBe('128MB');
    } finally {
      await server.close();
    }
  });
});
