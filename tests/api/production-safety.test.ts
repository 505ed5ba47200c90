/**
 * NODE_ENV=production (issues 20 and 32): the real server process (`node server/main.ts`) started on a
 * database with the demo content refuses to start while the seed's demo account (public password) is in
 * it, and exits non-zero with a message saying why; a visitor who registers the demo login on a
 * production site, whatever its password, does not stop the next start. On an empty database it
 * starts without loading the demo, and nothing under /media is drawn on request: only stored files answer.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { hashPassword } from '../../server/auth/password';
import { openDatabase } from '../../server/db/connect';
import { mediaFiles, news, participants, users } from '../../server/db/schema';
import { DEMO_LOGIN, seedMode } from '../../server/seed/demo-account';
import { DEMO_PASSWORD } from '../../server/seed/users';
import { registrationForm } from '../support/accounts';
import { refused, serving, startServerProcess } from '../support/server-process';
import { cloneTemplate } from '../support/test-database';

/** Starts the server process with NODE_ENV=production: its address, or its exit code and output. */
const startProduction = async (db: { DATA_DIR: string; DATABASE_URL?: string | undefined }) =>
  startServerProcess({
    NODE_ENV: 'production',
    DATA_DIR: db.DATA_DIR,
    DATABASE_URL: db.DATABASE_URL ?? '',
    // No renderer and no static files: this is about the start and /media, and starts faster so.
    DIST_DIR: db.DATA_DIR,
    SEED: '',
    TOKEN_SECRET: 'production-safety-test-secret-0123456789abcdef',
  });

const seeded = await cloneTemplate(inject('dbTemplate'));
const emptyDir = mkdtempSync(path.join(os.tmpdir(), 'expo-production-'));
afterAll(async () => {
  await seeded.cleanup();
  rmSync(emptyDir, { recursive: true, force: true });
});

/** What the operator does about the seed's demo account: deletes it (or, in a test, sets a user's password hash). */
async function onSeededDatabase(change: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<unknown>) {
  const handle = await openDatabase({ dataDir: seeded.DATA_DIR, databaseUrl: seeded.DATABASE_URL });
  try {
    await change(handle.db);
  } finally {
    await handle.close();
  }
}
const deleteDemoAccount = () => onSeededDatabase((db) => db.delete(users).where(eq(users.login, DEMO_LOGIN)));

describe('a production server', () => {
  it('refuses to start while the demo account is in the database, saying why, and starts once it is gone', async () => {
    const refusal = await refused(await startProduction(seeded));
    expect(refusal.exitCode).toBe(1);
    expect(refusal.output).toContain('Refusing to start');
    expect(refusal.output).toContain(DEMO_LOGIN);

    // The operator deletes the account: the same database (with its stored pictures) is then served.
    await deleteDemoAccount();
    const server = serving(await startProduction(seeded));
    try {
      const list = (await (await fetch(`${server.url}/api/public/news/?lang_code=ru`)).json()) as { results: { image: string }[] };
      const picture = await fetch(server.url + (list.results[0]?.image ?? ''));
      expect(picture.status).toBe(200);
      expect(picture.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      const generated = await fetch(`${server.url}/media/news/1.svg`);
      expect(generated.status).toBe(404);
    } finally {
      await server.stop();
    }
  }, 120_000);

  it('starts again after a visitor registered the demo login, whatever its password', async () => {
    await deleteDemoAccount();
    const server = serving(await startProduction(seeded));
    try {
      const form = new FormData();
      for (const [key, value] of Object.entries(registrationForm(DEMO_LOGIN))) form.append(key, value);
      const registered = await fetch(`${server.url}/api/public/user/registration/`, { method: 'POST', body: form });
      expect(registered.status, await registered.clone().text()).toBe(201);
    } finally {
      await server.stop();
    }
    // Even the public password, set as any visitor's password is set (a random salt), does not count as the seed's account.
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    await onSeededDatabase((db) => db.update(users).set({ passwordHash }).where(eq(users.login, DEMO_LOGIN)));
    await serving(await startProduction(seeded)).stop();
  }, 120_000);

  it('loads no demo content into an empty database and draws no picture on request', async () => {
    const server = serving(await startProduction({ DATA_DIR: emptyDir }));
    try {
      const form = new FormData();
      form.append('login', DEMO_LOGIN);
      form.append('password', DEMO_PASSWORD);
      // Nothing is loaded, so the site has no exhibition yet: the API answers 503 (tests/api/first-run.test.ts).
      expect((await fetch(`${server.url}/api/public/user/login/`, { method: 'POST', body: form })).status).toBe(503);
      for (const generatedPath of [
        '/media/logo/anything.svg',
        '/media/logo/kama-steel.svg',
        '/media/gallery/2025-3-thumb.svg',
        '/media/files/zolotoy-slitok-rules-2027.pdf',
      ]) {
        const res = await fetch(server.url + generatedPath);
        expect(res.status, generatedPath).toBe(404);
        expect(((await res.json()) as { error_code?: string }).error_code).toBe('EntityNotFound');
      }
    } finally {
      await server.stop();
    }
    const handle = await openDatabase({ dataDir: emptyDir });
    try {
      for (const table of [news, participants, users, mediaFiles])
        expect((await handle.db.select({ n: count() }).from(table))[0]?.n).toBe(0);
    } finally {
      await handle.close();
    }
  }, 120_000);
});

describe('SEED and NODE_ENV', () => {
  it.each([
    ['auto', 'development', { demo: true, demoAccount: true }],
    ['auto', 'production', { demo: false, demoAccount: false }],
    ['demo', 'production', { demo: true, demoAccount: false }],
    ['demo', 'development', { demo: true, demoAccount: true }],
    ['off', 'development', { demo: false, demoAccount: false }],
  ] as const)('SEED=%s with NODE_ENV=%s', (SEED, NODE_ENV, expected) => {
    expect(seedMode({ SEED, NODE_ENV })).toEqual(expected);
  });
});
