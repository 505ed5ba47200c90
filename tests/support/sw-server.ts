/**
 * A private server for tests that change what it serves: a temporary copy of dist/ that the update test
 * may upgrade to another build while a page is open, and a database of its own that the import test
 * changes (the shared e2e server must keep serving dist/ and its content unchanged).
 */
import { testServerEnv } from './server-env';
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { startServer } from '../../server/start';
import { cloneTemplate } from './test-database';

export type DeployableServer = {
  url: string;
  /** Its own data directory: the organiser's import commands find the running server through it. */
  dataDir: string;
  /** Serves `dir`'s build instead, as an upgrade does: the old hashed chunks are gone. */
  deploy: (dir: string) => Promise<void>;
  close: () => Promise<void>;
};

export async function startDeployableServer(): Promise<DeployableServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'expo-sw-update-'));
  const firstBuild = path.join(root, 'build-1');
  // dereference: dist is a link to the current build (server/builds.ts); the copy is this server's own.
  cpSync(process.env.E2E_DIST_DIR ?? 'dist', firstBuild, { recursive: true, dereference: true });
  // A copy of the run's seeded template: seeding a new database would cost this file its longest step.
  const database = await cloneTemplate(inject('dbTemplate'));
  const dataDir = database.DATA_DIR;
  const start = (distDir: string, port: string) =>
    startServer(testServerEnv({ DATA_DIR: dataDir, DATABASE_URL: database.DATABASE_URL }, { PORT: port, DIST_DIR: distDir }), {
      quiet: true,
    });
  let server = await start(firstBuild, '0');
  const url = server.url.replace('localhost', '127.0.0.1');
  return {
    url,
    dataDir,
    // As an upgrade is done (docs/deploy.md): the new build in a folder of its own, and the instance
    // restarted on it at the same address. Nothing serves the old build's chunks any more. Files are
    // never replaced under a running instance: its renderer loads its own chunks as pages first need them.
    deploy: async (dir) => {
      const next = path.join(root, 'build-2');
      cpSync(dir, next, { recursive: true });
      await server.close();
      rmSync(firstBuild, { recursive: true, force: true });
      server = await start(next, new URL(url).port);
    },
    close: async () => {
      await server.close();
      await database.cleanup();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Builds the app again with renamed assets (sw-second-build.config.ts) into a temporary folder. */
export async function buildSecondVersion(): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-sw-build2-'));
  await promisify(execFile)(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--config', 'tests/support/sw-second-build.config.ts', '--outDir', dir, '--emptyOutDir'],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
