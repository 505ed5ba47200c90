/**
 * Two stateless server instances on one PostgreSQL, as behind a load balancer: nothing a visitor does on
 * one may be unknown to the other. It needs a PostgreSQL server (PGlite is one process's database), so it
 * runs in the PostgreSQL pass of .ci/run (DATABASE_URL set) and is reported as skipped in the PGlite pass.
 */
import { testServerEnv } from '../support/server-env';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { LoginResponseSchema, RefreshResponseSchema } from '../../src/contract/auth';
import { API_REFRESH_PATH } from '../../src/contract/common';
import { NewsListSchema } from '../../src/contract/news';
import { ParticipantsResponseSchema } from '../../src/contract/participants';
import { PAIR_ATTEMPTS } from '../../server/auth/login-throttle';
import { news, participants } from '../../server/db/schema';
import { startServer, type RunningServer } from '../../server/start';
import { login, registerUser } from '../support/accounts';
import { testApiFor, type TestApi } from '../support/api-server';
import { cloneTemplate, serverUrlFromEnv } from '../support/test-database';

const P = '/api/public';

/** A TestApi over a server this file started, so the shared account helpers work on either instance. */
const clientOf = (server: RunningServer): TestApi =>
  testApiFor(server, () => {
    throw new Error('two instances share real time');
  });

describe.runIf(serverUrlFromEnv() !== undefined)('two server instances on one PostgreSQL (PostgreSQL pass only)', () => {
  // Started in beforeAll, not while collecting: the PGlite pass collects this suite only to report it skipped.
  let first: RunningServer;
  let second: RunningServer;
  let a: TestApi;
  let b: TestApi;
  let db: RunningServer['deps']['db'];
  let cleanup = async () => {};

  beforeAll(async () => {
    const config = await cloneTemplate(inject('dbTemplate'));
    cleanup = config.cleanup;
    // Real budgets: the point is that the instances share them.
    const env = testServerEnv(config, { RATE_LIMIT_SCALE: '1' });
    // Started together, as a deployment starts them: the startup lock lets one migrate while the other waits.
    [first, second] = await Promise.all([startServer(env, { quiet: true }), startServer(env, { quiet: true })]);
    a = clientOf(first);
    b = clientOf(second);
    db = first.deps.db;
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
    await cleanup();
  });

  it('runs two instances on different ports of the same database', () => {
    expect(first.database.kind).toBe('postgres');
    expect(first.port).not.toBe(second.port);
  });

  it('a session started on one instance is refreshed on the other, and the rotated token works back on the first', async () => {
    const visitor = await registerUser(a);
    const signedIn = v.parse(LoginResponseSchema, (await login(a, visitor.user.login, visitor.password)).body);
    const refreshed = await b.send('POST', API_REFRESH_PATH, { refresh: signedIn.refresh });
    expect(refreshed.status, JSON.stringify(refreshed.body)).toBe(200);
    const pair = v.parse(RefreshResponseSchema, refreshed.body);
    const me = await a.get(`${P}/user/`, { token: pair.access });
    expect(me.status).toBe(200);
    // The rotated token goes on working on the first instance: the rotation is in the database.
    const again = await a.send('POST', API_REFRESH_PATH, { refresh: pair.refresh });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
  });

  it('a favourite written on one instance is read on the other at once', async () => {
    const visitor = await registerUser(a);
    const catalogue = v.parse(ParticipantsResponseSchema, (await b.get(`${P}/participants/?lang_code=ru`)).body);
    const exhibitor = catalogue[0];
    if (!exhibitor) throw new Error('the catalogue is empty');
    const star = await a.send(
      'POST',
      `${P}/user/participants/favorite/`,
      { participant_id: exhibitor.id, added_to_favorite: true },
      { token: visitor.access },
    );
    expect(star.status, JSON.stringify(star.body)).toBe(200);
    const mine = v.parse(
      ParticipantsResponseSchema,
      (await b.get(`${P}/user/participants_favorites/?lang_code=ru`, { token: visitor.access })).body,
    );
    expect(mine.map((item) => item.id)).toEqual([exhibitor.id]);
    const flagged = v.parse(ParticipantsResponseSchema, (await b.get(`${P}/participants/?lang_code=ru`, { token: visitor.access })).body);
    expect(flagged.find((item) => item.id === exhibitor.id)?.added_to_favorite).toBe(true);
  });

  it('an exhibitor renamed through one instance is renamed in both instances’ cached catalogues', async () => {
    // Both instances build and cache the catalogue first, so what follows is the cache following the data.
    const before = v.parse(ParticipantsResponseSchema, (await a.get(`${P}/participants/?lang_code=ru`)).body);
    await b.get(`${P}/participants/?lang_code=ru`);
    const exhibitor = before[before.length - 1];
    if (!exhibitor) throw new Error('the catalogue is empty');
    const name = `Переименованный экспонент ${Date.now()}`;
    await db
      .update(participants)
      .set({ shortTitle: sql`jsonb_set(${participants.shortTitle}, '{ru}', to_jsonb(${name}::text))` })
      .where(eq(participants.id, exhibitor.id));
    for (const instance of [a, b]) {
      const after = v.parse(ParticipantsResponseSchema, (await instance.get(`${P}/participants/?lang_code=ru`)).body);
      expect(after.find((item) => item.id === exhibitor.id)?.short_title).toBe(name);
    }
  });

  it('a news headline changed through one instance shows on both instances’ cached pages at once', async () => {
    const list = v.parse(NewsListSchema, (await a.get(`${P}/news/?lang_code=ru`)).body);
    const item = list.results[0];
    if (!item) throw new Error('there is no news');
    const page = `/ru/news/detail/${item.id}`;
    for (const instance of [a, b]) {
      const res = await instance.get(page);
      expect(res.status, 'the server renderer is built (npm run build)').toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
    const headline = `Новый заголовок ${Date.now()}`;
    await db
      .update(news)
      .set({ title: sql`jsonb_set(${news.title}, '{ru}', to_jsonb(${headline}::text))` })
      .where(eq(news.id, Number(item.id)));
    for (const instance of [a, b]) {
      const html = (await instance.get(page)).body as string;
      expect(html).toContain(headline);
    }
  });

  it('sign-in attempts are counted across instances: the budget of one address is not doubled', async () => {
    const visitor = await registerUser(a);
    const answers: number[] = [];
    for (let attempt = 0; attempt < PAIR_ATTEMPTS + 1; attempt += 1) {
      const instance = attempt % 2 === 0 ? a : b;
      answers.push((await login(instance, visitor.user.login, 'not-the-password-1')).status);
    }
    expect(answers.slice(0, PAIR_ATTEMPTS).every((status) => status === 400 || status === 401)).toBe(true);
    expect(answers[PAIR_ATTEMPTS]).toBe(429);
  });
});
