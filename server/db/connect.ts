/**
 * Opens the database: embedded PostgreSQL (PGlite) in DATA_DIR by default, a PostgreSQL server when
 * DATABASE_URL is set. Both are driven by drizzle's PostgreSQL dialect, so the same schema, queries and
 * generated migrations run on either. drizzle-orm/pglite is used directly: drizzle over PGlite's
 * node-postgres shim breaks parameterised queries.
 *
 * Several instances may start at once on one PostgreSQL (a deployment rolling out, compose starting two):
 * migrating and the first-start work (`prepare`, the seed) run under a session advisory lock, so one
 * instance migrates and seeds while the others wait and then find nothing left to do.
 *
 * A PostgreSQL server that cannot be reached at start (not up yet, a wrong host, a role still being
 * created) is tried again with a doubling pause (`connectAttempts`, DATABASE_CONNECT_ATTEMPTS), each retry
 * logged with its cause; the last failure is a StartupRefusal that names the server (password hidden),
 * the cause and what to check, for main.ts to print without a stack trace.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Logger } from '../log';
import { causeChain } from '../log';
import { StartupRefusal } from '../startup-refusal';
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
  /** PostgreSQL only: how often to try reaching the server before giving up (default 1: no retry). */
  connectAttempts?: number;
  /** Where the retries are told. */
  log?: Logger;
};

/** The pause before the second attempt; it doubles up to MAX_RETRY_DELAY_MS. */
const FIRST_RETRY_DELAY_MS = 500;
const MAX_RETRY_DELAY_MS = 8_000;
/** An attempt that gets no answer at all (a firewall dropping packets) fails after this long. */
const CONNECT_TIMEOUT_MS = 5_000;

/** The server's address as an operator may read it: the password in the URL is never written. */
export function describeDatabaseUrl(url: string): string {
  try {
    const u = new URL(url);
    if (u.password) u.password = '***';
    return u.toString();
  } catch {
    return 'DATABASE_URL (unparsable)';
  }
}

/** What to check, from the code of the last failure (Node's network codes and PostgreSQL's SQLSTATE). */
function connectHint(error: unknown, url: string): string {
  const code = (error as { code?: unknown } | null)?.code;
  const host = (() => {
    try {
      const u = new URL(url);
      return `${u.hostname}:${u.port || '5432'}`;
    } catch {
      return 'the host';
    }
  })();
  switch (code) {
    case 'ECONNREFUSED':
      return `Nothing accepts connections at ${host}: is PostgreSQL running there, and are the host and port in DATABASE_URL right?`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The host name in DATABASE_URL (${host}) does not resolve: check its spelling and this machine's DNS.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `No answer from ${host}: a firewall, or a wrong address in DATABASE_URL?`;
    case '28P01':
    case '28000':
      return 'The server refused the user or password in DATABASE_URL: check both (docs/deploy.md shows how to create the role).';
    case '3D000':
      return 'The database named in DATABASE_URL does not exist: create it (docs/deploy.md), owned by the user in the URL.';
    default:
      return 'Check DATABASE_URL and that the PostgreSQL server is up.';
  }
}

export class DatabaseUnreachable extends StartupRefusal {
  override name = 'DatabaseUnreachable';
  constructor(url: string, attempts: number, seconds: number, cause: unknown) {
    super(
      `Could not connect to the database ${describeDatabaseUrl(url)} (${attempts} attempt${attempts === 1 ? '' : 's'} in ${seconds.toFixed(1)} s): ` +
        `${causeChain(cause)}. ${connectHint(cause, url)}`,
      { cause },
    );
  }
}

/** One connection opened and closed, tried `attempts` times with a doubling pause. */
async function reachServer(url: string, attempts: number, log: Logger | undefined) {
  const { default: pg } = await import('pg');
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // A server that drops the connection later must not crash the process through an unhandled 'error'.
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.end();
      return;
    } catch (error) {
      await client.end().catch(() => undefined);
      if (attempt >= attempts) throw new DatabaseUnreachable(url, attempt, (performance.now() - started) / 1000, error);
      const delay = Math.min(FIRST_RETRY_DELAY_MS * 2 ** (attempt - 1), MAX_RETRY_DELAY_MS);
      log?.warn(
        { attempt, attempts, retry_in_ms: delay, code: (error as { code?: unknown }).code },
        `The database is not reachable (${causeChain(error)}): attempt ${attempt} of ${attempts}, trying again in ${delay / 1000} s`,
      );
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/** The shared_buffers of one-shot commands: measured in docs/performance.md ("Import"). */
export const SMALL_SHARED_BUFFERS = '32MB';

export async function openDatabase(opts: OpenOptions): Promise<DbHandle> {
  if (opts.databaseUrl) {
    await reachServer(opts.databaseUrl, opts.connectAttempts ?? 1, opts.log);
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    // An idle pooled connection the server drops (a restart, a failover) is replaced on the next query; without
    // a listener its 'error' event would end the process.
    pool.on('error', (error) => opts.log?.error({ err: error }, `A pooled database connection failed: ${causeChain(error)}`));
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
