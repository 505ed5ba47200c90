/**
 * Starts the real server once for the browser tests: the built client from dist/ and a fresh, seeded
 * PGlite database in a temporary directory. `npm test` builds the client first.
 *
 * Beside it:
 * - a second server whose current exhibition has registration closed, so the ticket's
 *   "registration not available" state is a real server state rather than a doctored response;
 * - a read-only SQL endpoint on the first server's database, so tests can compare what the product stored
 *   with what the user typed (PGlite allows one process on a data directory, and the server holds it);
 * - the token secret, so a test can mint an access token that has already expired (a test clock for
 *   the silent refresh) without waiting fifteen minutes.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import type { DbHandle } from '../../server/db/connect';
import { readEnv } from '../../server/env';
import { cspReports, type CspViolation } from '../../server/routes/csp-report';
import { startServer } from '../../server/start';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    closedRegistrationUrl: string;
    sqlUrl: string;
    tokenSecret: string;
  }
}

const distDir = process.env.E2E_DIST_DIR ?? './dist';

async function start(dataDir: string, tokenSecret: string) {
  return startServer(
    readEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      // E2E_DIST_DIR lets parallel work build into its own folder without overwriting dist/.
      DIST_DIR: distDir,
      TOKEN_SECRET: tokenSecret,
      // Every browser test registers its own visitors from 127.0.0.1; the per-IP budgets are tested in the API suite.
      RATE_LIMIT_SCALE: '1000',
    }),
    { quiet: true },
  );
}

/** POST a SELECT as text; answers the rows as JSON. Bound to 127.0.0.1 and alive only while tests run. */
function startSqlEndpoint(database: DbHandle): Promise<Server> {
  const server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    request.on('end', () => {
      if (!/^\s*select\b/i.test(text)) {
        response.writeHead(400).end('only SELECT');
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

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir} is missing: run \`npm run build\` before the browser tests (npm test does).`);
  // Violations the browsers report to the servers (report-uri/report-to) fail the run, beside the in-page
  // listener (csp.ts): a report can come from a page the listener missed (a worker-served shell, a popup).
  const reported: CspViolation[] = [];
  cspReports.on('violation', (violation) => reported.push(violation));
  const tokenSecret = randomBytes(32).toString('hex');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-'));
  const closedDir = mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-closed-'));
  const [server, closed] = await Promise.all([start(dataDir, tokenSecret), start(closedDir, tokenSecret)]);
  await closed.database.db.execute(sql`update exhibitions set registration_available = false`);
  const sqlEndpoint = await startSqlEndpoint(server.database);

  project.provide('baseUrl', server.url.replace('localhost', '127.0.0.1'));
  project.provide('closedRegistrationUrl', closed.url.replace('localhost', '127.0.0.1'));
  project.provide('sqlUrl', `http://127.0.0.1:${(sqlEndpoint.address() as AddressInfo).port}`);
  project.provide('tokenSecret', tokenSecret);
  return async () => {
    await new Promise((resolve) => sqlEndpoint.close(resolve));
    await Promise.all([server.close(), closed.close()]);
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(closedDir, { recursive: true, force: true });
    if (reported.length > 0) throw new Error(`the servers received CSP violation reports: ${JSON.stringify(reported)}`);
  };
}
