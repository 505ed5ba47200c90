/**
 * One browser-test worker's own world, in a process of its own: the real server over a copy of the seeded
 * template database, a SELECT-only SQL endpoint on that database, and one Chromium for every test file the
 * worker runs (each test still gets a fresh context). Started by the broker in e2e-global-setup.ts.
 *
 * Why a child process: the server renders pages on one event loop; three workers' servers inside the test
 * runner's own process would take turns on one core while the machine has more.
 *
 * Protocol (IPC): the parent sends nothing to start it; the child answers `{ type: 'ready', … }` once it
 * listens, `{ type: 'csp', violation }` for each Content-Security-Policy report a browser sends, and exits
 * on `'close'`.
 */
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { chromium } from 'playwright-core';
import type { DbHandle } from '../../server/db/connect';
import { readEnv } from '../../server/env';
import { cspReports } from '../../server/routes/csp-report';
import { startServer } from '../../server/start';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

export type WorkerReady = { type: 'ready'; baseUrl: string; sqlUrl: string; browserEndpoint: string };

/**
 * POST a SELECT as text; answers the rows as JSON. Bound to 127.0.0.1 and alive only while tests run. The
 * writes it takes are the preconditions of the staff screens' tests that no visitor can set through the app:
 * a staff role (INSERT INTO user_roles) and the one-time-password mark `npm run staff` leaves on an account.
 */
function startSqlEndpoint(database: DbHandle): Promise<Server> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (!/^\s*(select\b|insert\s+into\s+user_roles\b|update\s+users\s+set\s+password_change_required\b)/i.test(text)) {
        response.writeHead(400).end('only SELECT, INSERT INTO user_roles or UPDATE users SET password_change_required');
        return;
      }
      database.db
        .execute(sql.raw(text))
        .then((result) => {
          const rows = (result as unknown as { rows: unknown[] }).rows;
          response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(rows));
        })
        .catch((error: unknown) => response.writeHead(400).end(String(error)));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function main() {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `Chromium is missing at ${CHROMIUM_PATH}: install it with \`apt-get install -y chromium\` (npm test does this when run as root).`,
    );
  }
  const send = (message: unknown) => process.send?.(message);
  cspReports.on('violation', (violation) => send({ type: 'csp', violation }));
  const server = await startServer(
    readEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: process.env.DATA_DIR,
      DIST_DIR: process.env.DIST_DIR,
      TOKEN_SECRET: process.env.TOKEN_SECRET,
      SEED: 'off',
      // Every browser test registers its own visitors from 127.0.0.1; the per-IP budgets are tested in the API suite.
      RATE_LIMIT_SCALE: '1000',
      PUSH_INTERVAL_SECONDS: '0',
    }),
    { quiet: true },
  );
  const [sqlEndpoint, browser] = await Promise.all([
    startSqlEndpoint(server.database),
    chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS }),
  ]);
  process.on('message', (message) => {
    if (message !== 'close') return;
    void (async () => {
      await browser.close();
      await new Promise((resolve) => sqlEndpoint.close(resolve));
      await server.close({ drainMs: 2_000 });
      process.exit(0);
    })();
  });
  // The parent going away (a killed run) must not leave a server and a browser behind.
  process.on('disconnect', () => {
    void browser.close().finally(() => process.exit(1));
  });
  const ready: WorkerReady = {
    type: 'ready',
    baseUrl: server.url.replace('localhost', '127.0.0.1'),
    sqlUrl: `http://127.0.0.1:${(sqlEndpoint.address() as AddressInfo).port}`,
    browserEndpoint: browser.wsEndpoint(),
  };
  send(ready);
}

main().catch((error: unknown) => {
  process.send?.({ type: 'failed', message: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  process.exit(1);
});
