/** Opens the database, migrates, seeds on first start and listens: shared by `npm start` and the tests. */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadTokenSecret } from './auth/secret';
import { openDatabase, type DbHandle } from './db/connect';
import type { Env } from './env';
import type { Deps } from './http/context';
import { loadPageRenderer, type PageRenderer } from './render/page-renderer';
import { seedDemoContent } from './seed';

export type RunningServer = { url: string; port: number; deps: Deps; database: DbHandle; close: () => Promise<void> };

export async function startServer(env: Env, opts: { now?: () => Date; sleep?: (ms: number) => Promise<void>; quiet?: boolean } = {}): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  if (env.SEED === 'auto') {
    const seeded = await seedDemoContent(database.db);
    if (seeded && !opts.quiet) console.log('Loaded the demo content into the new database.');
  }
  const deps: Deps = {
    db: database.db,
    env,
    now: opts.now ?? (() => new Date()),
    sleep: opts.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms))),
    tokenSecret: await loadTokenSecret(database.db, env.TOKEN_SECRET),
  };
  let renderer: PageRenderer | null = null;
  const app = createApp(deps, () => renderer);
  // The renderer reads the API through the app itself, in-process (never an HTTP round trip).
  renderer = await loadPageRenderer({ distDir: env.DIST_DIR, db: database.db, now: deps.now, fetchApi: async (input, init) => app.request(input, init) });
  if (!renderer && !opts.quiet) console.log('The server renderer is not built (dist/ssr): pages are rendered in the browser.');
  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, () => resolve(s));
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    port,
    deps,
    database,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
    },
  };
}
