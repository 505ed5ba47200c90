/**
 * Opens the database, migrates, seeds on first start and listens: shared by `npm start` and the tests.
 *
 * Before listening it refuses (a StartupRefusal, which main.ts prints as one line) a database it cannot
 * reach after its retries, a TOKEN_SECRET that differs from the other instances' (auth/secret.ts) and, in
 * production, the seed's demo account. A database with no exhibition is served (503 pages and API, see
 * http/site-readiness.ts), and the log says once how to load a show.
 *
 * close() is the graceful stop (SIGTERM in main.ts): the listening socket closes at once, keep-alive
 * connections are dropped as soon as they fall idle, requests in flight finish for up to `drainMs`,
 * whatever is still open after that is cut, and only then is the database closed, so no acknowledged
 * write is left half-done and PGlite flushes its data directory.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadTokenSecret } from './auth/secret';
import { resolveServedBuild } from './builds';
import { openDatabase, type DbHandle } from './db/connect';
import type { Env } from './env';
import type { Deps } from './http/context';
import { NO_EXHIBITION_LOG, siteHasExhibition } from './http/site-readiness';
import { newAdminToken, removeAdminFile, writeAdminFile } from './import/admin-file';
import { createLogger, loggerFromEnv, type Logger } from './log';
import { loadPageRenderer, type PageRenderer } from './render/page-renderer';
import { assertNoSeededDemoAccount, seedMode } from './seed/demo-account';
import { startPushScheduler } from './push/scheduler';
import { loadVapidKeys } from './push/vapid';

export type RunningServer = {
  url: string;
  port: number;
  deps: Deps;
  database: DbHandle;
  log: Logger;
  /** Stops accepting, lets requests in flight finish (up to drainMs, default 10 s), closes the database. */
  close: (opts?: { drainMs?: number }) => Promise<void>;
};

export const DEFAULT_DRAIN_MS = 10_000;

export type StartOptions = {
  now?: () => Date;
  sleep?: (ms: number) => Promise<void>;
  /** The tests' and benchmarks' servers: no log at all unless env.LOG_LEVEL asks for one. */
  quiet?: boolean;
  /** A logger of the caller's (a test capturing the lines); otherwise one from LOG_LEVEL and LOG_FORMAT. */
  log?: Logger;
};

export async function startServer(env: Env, opts: StartOptions = {}): Promise<RunningServer> {
  const log = opts.log ?? (opts.quiet && !env.LOG_LEVEL ? createLogger({ level: 'silent' }) : loggerFromEnv(env));
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    connectAttempts: env.DATABASE_CONNECT_ATTEMPTS,
    log,
    prepare: async (db) => {
      const mode = seedMode(env);
      if (!mode.demo) return;
      // Loaded only when seeding: the demo's drawings (and sharp's SVG work) stay out of a production server.
      const { seedDemoContent } = await import('./seed');
      const seeded = await seedDemoContent(db, { demoAccount: mode.demoAccount });
      if (seeded) log.info('Loaded the demo content into the new database.');
    },
  });
  let deps: Deps;
  try {
    if (env.NODE_ENV === 'production') await assertNoSeededDemoAccount(database.db);
    deps = {
      db: database.db,
      env,
      now: opts.now ?? (() => new Date()),
      sleep: opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
      tokenSecret: await loadTokenSecret(database.db, env, log),
      log,
      // Resolved once: a build written while this instance runs never changes what it serves.
      build: resolveServedBuild(env.DIST_DIR),
      // PGlite is this process's alone, so the import/export commands hand their work to it (decision 0014).
      adminToken: database.kind === 'pglite' ? newAdminToken() : undefined,
      vapid: loadVapidKeys(env, log),
    };
    if (!(await siteHasExhibition(deps))) log.warn(NO_EXHIBITION_LOG);
  } catch (error) {
    await database.close();
    throw error;
  }
  let renderer: PageRenderer | null = null;
  const app = createApp(deps, () => renderer);
  // The renderer reads the API through the app itself, in-process (never an HTTP round trip).
  renderer = await loadPageRenderer({
    distDir: deps.build.dir,
    db: database.db,
    now: deps.now,
    fetchApi: async (input, init) => app.request(input, init),
  });
  if (!renderer) log.info('The server renderer is not built (dist/ssr): pages are rendered in the browser.');
  const server = await new Promise<Server>((resolve) => {
    // serve() listens over node:http unless told otherwise (no createServer option is passed here).
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s as Server));
  });
  const port = (server.address() as AddressInfo).port;
  const { adminToken } = deps;
  if (adminToken) writeAdminFile(env.DATA_DIR, port, adminToken);
  const push = deps.vapid && env.PUSH_INTERVAL_SECONDS > 0 ? startPushScheduler(deps, env.PUSH_INTERVAL_SECONDS) : null;
  let closing: Promise<void> | null = null;
  return {
    url: `http://localhost:${port}`,
    port,
    deps,
    database,
    log,
    close: (closeOpts = {}) =>
      (closing ??= (async () => {
        // The round under way finishes its claims before the database closes.
        await push?.stop();
        await drainAndClose(server, database, closeOpts.drainMs ?? DEFAULT_DRAIN_MS);
        // Only once the database is closed: while the file is there, a command never opens PGlite itself.
        if (adminToken) removeAdminFile(env.DATA_DIR, adminToken);
      })()),
  };
}

async function drainAndClose(server: Server, database: DbHandle, drainMs: number) {
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // close() drops the connections idle right now; keep-alive ones that finish a request later are
  // dropped on the next sweep, and anything still busy at the deadline is cut.
  const sweep = setInterval(() => server.closeIdleConnections(), 100);
  let deadline: NodeJS.Timeout | undefined;
  const timedOut = new Promise<void>((resolve) => {
    deadline = setTimeout(() => {
      server.closeAllConnections();
      resolve();
    }, drainMs);
  });
  try {
    await Promise.race([drained, timedOut]);
  } finally {
    clearInterval(sweep);
    clearTimeout(deadline);
  }
  await database.close();
}
