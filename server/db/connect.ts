/**
 * Opens the database: embedded PostgreSQL (PGlite) in DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both are driven by drizzle's PostgreSQL dialect, so the same schema, queries and
 * generated migrations run on either. drizzle-orm/pglite is used directly: drizzle over PGlite's
 * node-postgres shim breaks parameterised queries.
 *
 * Several instances may start at once on one PostgreSQL (a deployment rolling out, compose starting two):
 * migrating and the first-start work (`prepare`, the seed) run under a session advisory lock, so one
 * instance migrates and seeds while the others wait and then find nothing left to do.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type DbHandle = { db: Db; kind: 'pglite' | 'postgres'; close: () => Promise<void> };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: the advisory lock that serialises the start of instances sharing one database. */
const STARTUP_LOCK = 4_207_301;

export type OpenOptions = {
  databaseUrl?: string | undefined;
  dataDir: string;
  /** First-start work (the seed), run after migrating and, on PostgreSQL, under the same lock. */
  prepare?: (db: Db) => Promise<void>;
  /**
   * PGlite only: PostgreSQL's shared_buffers. PGlite writes over the whole pool when it starts, so its
   * default 128MB is resident from the first moment; a one-shot command (an import, an export) that reads
   * each row once asks for less (SMALL_SHARED_BUFFERS) and starts ~110 MB smaller. The server keeps the default.
   */
  sharedBuffers?: string;
};

/** The shared_buffers of one-shot commands: measured in docs/performance.md ("Import"). */
export const SMALL_SHARED_BUFFERS = '32MB';

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzle(pool, { schema });
    // The lock is held by one pooled connection for the session; migrate and prepare use others.
    const lockClient = await pool.connect();
    try {
      await lockClient.query('select pg_advisory_lock($1)', [STARTUP_LOCK]);
      await migrate(db, { migrationsFolder });
      await opts.prepare?.(db as unknown as Db);
    } finally {
      await lockClient.query('select pg_advisory_unlock($1)', [STARTUP_LOCK]).catch(() => undefined);
      lockClient.release();
    }
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  const dir = path.resolve(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(
    dir,
    opts.sharedBuffers ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${opts.sharedBuffers}`] } : {},
  );
  const db = drizzle(client, { schema });
  await migrate(db, { migrationsFolder });
  // PGlite holds its data directory alone: no other process can be starting on it.
  await opts.prepare?.(db as unknown as Db);
  return { db: db as unknown as Db, kind: 'pglite', close: () => client.close() };
}
