/**
 * The browser tests' worlds: each Vitest worker that runs browser tests gets its own server (the built
 * client from dist/ over its own copy of the seeded template database), its own SELECT-only SQL endpoint
 * and its own Chromium, in a child process (e2e-worker-process.ts). Test files in different workers never
 * share a database, so the workers run side by side; files in one worker run one after another as before.
 *
 * The worlds start on demand: a broker on 127.0.0.1 answers `GET /<pool id>` with the worker's world,
 * starting it the first time it is asked for, so `vitest run one.spec.ts` starts one world, not one per
 * possible worker. `npm test` builds the client first.
 *
 * The token secret is shared by every world, so a test can mint an access token that has already expired
 * (a test clock for the silent refresh) without waiting fifteen minutes.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { CspViolation } from '../../server/routes/csp-report';
import type { WorkerReady } from './e2e-worker-process';
import { acquireTemplate } from './shared-template';
import { cloneTemplate, type TestDatabaseConfig } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    e2eBroker: string;
    tokenSecret: string;
  }
}

export type E2eWorld = Omit<WorkerReady, 'type'>;

const distDir = process.env.E2E_DIST_DIR ?? './dist';
const WORKER_SCRIPT = path.resolve('tests/support/e2e-worker-process.ts');

type WorkerMessage = WorkerReady | { type: 'csp'; violation: CspViolation } | { type: 'failed'; message: string };
type World = { child: ChildProcess; database: TestDatabaseConfig; ready: E2eWorld };

function startWorld(template: string, tokenSecret: string, onViolation: (v: CspViolation) => void): Promise<World> {
  return cloneTemplate(template).then(
    (database) =>
      new Promise<World>((resolve, reject) => {
        const child = fork(WORKER_SCRIPT, [], {
          execArgv: ['--import', 'tsx'],
          env: {
            ...process.env,
            DATA_DIR: database.DATA_DIR,
            ...(database.DATABASE_URL ? { DATABASE_URL: database.DATABASE_URL } : {}),
            // E2E_DIST_DIR lets parallel work build into its own folder without overwriting dist/.
            DIST_DIR: distDir,
            TOKEN_SECRET: tokenSecret,
          },
          stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
        });
        child.on('message', (message: WorkerMessage) => {
          if (message.type === 'csp') onViolation(message.violation);
          else if (message.type === 'failed') reject(new Error(`a browser-test world failed to start:\n${message.message}`));
          else if (message.type === 'ready')
            resolve({
              child,
              database,
              ready: { baseUrl: message.baseUrl, sqlUrl: message.sqlUrl, browserEndpoint: message.browserEndpoint },
            });
        });
        child.on('exit', (code) => reject(new Error(`a browser-test world exited with code ${code} before it was ready`)));
      }),
  );
}

function stopWorld(world: World): Promise<void> {
  return new Promise<void>((resolve) => {
    const killer = setTimeout(() => world.child.kill('SIGKILL'), 15_000);
    world.child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    world.child.send('close');
  }).then(() => world.database.cleanup());
}

export default async function setup(project: TestProject) {
  if (!existsSync(path.join(distDir, 'index.html')))
    throw new Error(`${distDir} is missing: run \`npm run build\` before the browser tests (npm test does).`);
  // Violations the browsers report to the servers (report-uri/report-to) fail the run, beside the in-page
  // listener (csp.ts): a report can come from a page the listener missed (a worker-served shell, a popup).
  const reported: CspViolation[] = [];
  const tokenSecret = randomBytes(32).toString('hex');
  const { template, release } = acquireTemplate();
  const worlds = new Map<string, Promise<World>>();

  const broker: Server = createServer((request, response) => {
    const id = (request.url ?? '/').slice(1) || '1';
    let world = worlds.get(id);
    if (!world) {
      world = template.then((dir) => startWorld(dir, tokenSecret, (violation) => reported.push(violation)));
      worlds.set(id, world);
    }
    world.then(
      ({ ready }) => response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(ready)),
      (error: unknown) => response.writeHead(500).end(String(error)),
    );
  });
  await new Promise<void>((resolve) => broker.listen(0, '127.0.0.1', resolve));

  // For the few files that start a server of their own (a closed registration, a deployable copy).
  project.provide('dbTemplate', await template);
  project.provide('e2eBroker', `http://127.0.0.1:${(broker.address() as AddressInfo).port}`);
  project.provide('tokenSecret', tokenSecret);
  return async () => {
    await new Promise((resolve) => broker.close(resolve));
    const started = await Promise.allSettled(worlds.values());
    await Promise.all(started.flatMap((result) => (result.status === 'fulfilled' ? [stopWorld(result.value)] : [])));
    await release();
    if (reported.length > 0) throw new Error(`the servers received CSP violation reports: ${JSON.stringify(reported)}`);
  };
}
