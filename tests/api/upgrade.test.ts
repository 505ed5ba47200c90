/**
 * An upgrade as docs/deploy.md describes it, on real builds (decision 0022): an instance serves build A;
 * `npm run build` writes build B into the same folder while A is asked for its chunks and its sw.js
 * without pause, and not one request fails; A goes on serving A (its page names its own chunks) until it
 * stops; a new instance serves B, and either build's instance answers the other's hashed files; then
 * `npm run builds -- use previous` rolls back and the next instance serves A again.
 *
 * B is the same app with every client file renamed (tests/support/sw-second-build.config.ts, passed
 * through `npm run build -- --config`), so A's page and B's page name different chunks. A is the run's
 * own build (./dist) copied into the test's folder.
 */
import { testServerEnv } from '../support/server-env';
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LivenessSchema } from '../../src/contract/health';
import { checkedOutCommit, listBuilds, newBuildId, resolveServedBuild, switchTo } from '../../server/builds';
import { startServer, type RunningServer } from '../../server/start';
import { cloneTemplate, type TestDatabaseConfig } from '../support/test-database';

const root = mkdtempSync(path.join(os.tmpdir(), 'expo-upgrade-'));
const distDir = path.join(root, 'dist');
const started: { server: RunningServer; database: TestDatabaseConfig }[] = [];

async function startInstance(): Promise<RunningServer> {
  const database = await cloneTemplate(inject('dbTemplate'));
  const server = await startServer(testServerEnv(database, { DIST_DIR: distDir }), { quiet: true });
  started.push({ server, database });
  return server;
}

async function stopInstance(server: RunningServer) {
  const entry = started.splice(
    started.findIndex((candidate) => candidate.server === server),
    1,
  )[0]!;
  await entry.server.close();
  await entry.database.cleanup();
}

/** An npm command run as an operator runs it, in this checkout, with DIST_DIR set to the test's folder. */
function npm(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', args, { env: { ...process.env, DIST_DIR: distDir }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The hashed files a page names: its scripts, stylesheets and the preloads of its inline starter. */
async function chunksOf(server: RunningServer, page = '/ru/news'): Promise<string[]> {
  const res = await fetch(`${server.url}${page}`);
  expect(res.status).toBe(200);
  const html = await res.text();
  return [...new Set([...html.matchAll(/"(\/assets\/[\w.-]+)"/g)].map((match) => match[1]!))].sort();
}

const statusOf = async (url: string) => {
  const res = await fetch(url);
  await res.arrayBuffer();
  return res.status;
};
const bodyOf = async (url: string) => (await fetch(url)).text();
const buildOf = async (server: RunningServer) => v.parse(LivenessSchema, await (await fetch(`${server.url}/healthz`)).json()).build;

/** Asks for `urls` round and round, two at a time, until `done` settles (and never more than 30,000 times). */
async function askWhile(urls: string[], done: Promise<unknown>) {
  let finished = false;
  void done.finally(() => (finished = true));
  let asked = 0;
  const failures: string[] = [];
  const asker = async () => {
    while (!finished && asked < 30_000) {
      const url = urls[asked++ % urls.length]!;
      const status = await statusOf(url).catch((error: unknown) => String(error));
      if (status !== 200) failures.push(`${status} ${url}`);
    }
  };
  await Promise.all([asker(), asker()]);
  return { asked, failures };
}

let a: RunningServer;
let aId: string;
let aChunks: string[];
let aWorker: string;
let build: { code: number | null; output: string };
let during: { asked: number; failures: string[] };

beforeAll(async () => {
  // Build A: the run's build, as an earlier `npm run build` in this folder would have left it.
  aId = newBuildId(distDir, new Date(Date.now() - 60_000), checkedOutCommit());
  const aDir = path.join(root, 'builds', aId);
  cpSync(realpathSync('dist'), aDir, { recursive: true });
  writeFileSync(
    path.join(aDir, '.build', 'info.json'),
    JSON.stringify({ id: aId, createdAt: new Date(Date.now() - 60_000).toISOString(), commit: checkedOutCommit() }),
  );
  switchTo(distDir, aId, new Date());

  a = await startInstance();
  aChunks = await chunksOf(a);
  aWorker = await bodyOf(`${a.url}/sw.js`);
  const building = npm(['run', 'build', '--', '--config', 'tests/support/sw-second-build.config.ts']);
  [during, build] = await Promise.all([
    askWhile(
      [...aChunks, '/sw.js'].map((file) => `${a.url}${file}`),
      building,
    ),
    building,
  ]);
}, 600_000);

afterAll(async () => {
  for (const { server, database } of started.splice(0)) {
    await server.close();
    await database.cleanup();
  }
  rmSync(root, { recursive: true, force: true });
});

describe('an upgrade while an instance serves, and a rollback', { timeout: 120_000 }, () => {
  it('writes build B into a new folder and points dist at it, keeping A', () => {
    expect(build.code, build.output).toBe(0);
    const builds = listBuilds(distDir);
    expect(builds).toHaveLength(2);
    expect(builds.find((kept) => kept.current)?.id).not.toBe(aId);
    expect(builds.find((kept) => kept.id === aId)?.retiredAt).toBeTruthy();
  });

  it('answers every one of A’s chunks and its sw.js with 200 while B is written', () => {
    expect(aChunks.length).toBeGreaterThan(3);
    expect(during.failures).toEqual([]);
    // The requests went on through the whole build, not for a moment at its start.
    expect(during.asked).toBeGreaterThan(200);
  });

  it('goes on serving A until it stops: its page names its own chunks, and its sw.js is A’s', async () => {
    expect(await chunksOf(a)).toEqual(aChunks);
    expect(await bodyOf(`${a.url}/sw.js`)).toBe(aWorker);
    for (const file of aChunks) expect(await statusOf(`${a.url}${file}`), file).toBe(200);
    expect(await buildOf(a)).toBe(aId);
  });

  it('starts a new instance on B, and each build’s instance answers the other’s hashed files', async () => {
    const b = await startInstance();
    const bChunks = await chunksOf(b);
    expect(bChunks.every((file) => file.includes('-b2-'))).toBe(true);
    expect(bChunks.filter((file) => aChunks.includes(file))).toEqual([]);
    expect(await bodyOf(`${b.url}/sw.js`)).not.toBe(aWorker);
    expect(await buildOf(b)).toBe(resolveServedBuild(distDir).id);
    // A page of A on an instance of B (after a restart), and a page of B on A (during a rolling restart).
    for (const file of aChunks) {
      const res = await fetch(`${b.url}${file}`);
      expect(res.status, file).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    }
    for (const file of bChunks) expect(await statusOf(`${a.url}${file}`), file).toBe(200);
    // A file no kept build has is still a 404.
    expect(await statusOf(`${b.url}/assets/index-nowhere0.js`)).toBe(404);
    await stopInstance(b);
  });

  it('rolls back with `npm run builds -- use previous`: the next instance serves A', async () => {
    const rollback = await npm(['run', 'builds', '--', 'use', 'previous']);
    expect(rollback.code, rollback.output).toBe(0);
    expect(rollback.output).toContain(aId);
    const c = await startInstance();
    expect(await buildOf(c)).toBe(aId);
    expect(await chunksOf(c)).toEqual(aChunks);
    expect(await bodyOf(`${c.url}/sw.js`)).toBe(aWorker);
    // A, which never stopped, is unaffected by either switch.
    expect(await chunksOf(a)).toEqual(aChunks);
  });
});
