/**
 * A private server for tests that change what it serves: a temporary copy of dist/ that the update test
 * may replace with another build while a page is open, and a database of its own that the import test
 * changes (the shared e2e server must keep serving dist/ and its content unchanged).
 */
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { readEnv } from '../../server/env';
import { startServer } from '../../server/start';
import { cloneTemplate } from './test-database';

export type DeployableServer = {
  url: string;
  /** Its own data directory: the organiser's import commands find the running server through it. */
  dataDir: string;
  /** Replaces the served files with `dir`'s, as a deploy does: the old hashed chunks are gone. */
  deploy: (dir: string) => void;
  close: () => Promise<void>;
};

export async function startDeployableServer(): Promise<DeployableServer> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'expo-sw-update-'));
  const distDir = path.join(root, 'dist');
  // dereference: dist is a link to the current build (server/builds.ts); deploy() below must empty a copy, never that build.
  cpSync(process.env.E2E_DIST_DIR ?? 'dist', distDir, { recursive: true, dereference: true });
  // A copy of the run's seeded template: seeding a new database would cost this file its longest step.
  const database = await cloneTemplate(inject('dbTemplate'));
  const dataDir = database.DATA_DIR;
  const server = await startServer(
    readEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: database.DATABASE_URL,
      SEED: 'off',
      DIST_DIR: distDir,
      RATE_LIMIT_SCALE: '1000',
    }),
    { quiet: true },
  );
  return {
    url: server.url.replace('localhost', '127.0.0.1'),
    dataDir,
    deploy: (dir) => {
      for (const entry of readdirSync(distDir)) rmSync(path.join(distDir, entry), { recursive: true, force: true });
      cpSync(dir, distDir, { recursive: true });
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
