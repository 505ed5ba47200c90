/**
 * Starts the real server once for the browser tests: the built client from dist/ and a fresh, seeded
 * PGlite database in a temporary directory. `npm test` builds the client first.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { readEnv } from '../../server/env';
import { startServer } from '../../server/start';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) throw new Error('dist/ is missing: run `npm run build` before the browser tests (npm test does).');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-e2e-'));
  const server = await startServer(readEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: './dist' }), { quiet: true });
  project.provide('baseUrl', server.url.replace('localhost', '127.0.0.1'));
  return async () => {
    await server.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
