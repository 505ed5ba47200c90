/**
 * A production server's first start on an empty database (issue 32): no demo, nothing imported yet. It
 * must never answer 500: the public API answers 503 with the error envelope and Retry-After, people get a
 * readable page in their language saying the site has no exhibition yet, /healthz answers and /readyz
 * says why it is not ready, and the log says once which command loads a show. Once an exhibition is in
 * the database the same server is ready within a second, with no restart.
 */
import { testServerEnv } from '../support/server-env';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { LivenessSchema, ReadinessSchema } from '../../src/contract/health';
import { IMPORT_ALL_COMMAND } from '../../server/http/site-readiness';
import { publicApi } from '../../server/routes';
import { startServer, type RunningServer } from '../../server/start';
import { emptyDatabase } from '../support/empty-database';
import { captureLog, type LogCapture } from '../support/log-capture';
import type { TestDatabaseConfig } from '../support/test-database';

let server: RunningServer;
let database: TestDatabaseConfig;
let capture: LogCapture;

beforeAll(async () => {
  database = await emptyDatabase();
  capture = captureLog('info');
  const env = testServerEnv(database, {
    NODE_ENV: 'production',
    TOKEN_SECRET: 'first-run-test-secret-0123456789abcdef0123456789',
    RATE_LIMIT_SCALE: '1',
  });
  server = await startServer(env, { log: capture.log });
  // A new PGlite directory is created and migrated first: seconds on an idle machine, more on a busy one.
}, 180_000);
afterAll(async () => {
  await server?.close();
  await database?.cleanup();
});

const get = (path: string, headers: Record<string, string> = {}) => fetch(server.url + path, { headers, redirect: 'manual' });

/** The main public pages and files, as a crawler or a first visitor would ask for them. */
const PAGES = [
  '/',
  '/ru',
  '/en',
  '/zh',
  '/ru/news',
  '/ru/news/page/2',
  '/en/news/detail/1',
  '/ru/contests',
  '/ru/reviews',
  '/ru/partners',
  '/ru/contacts',
  '/ru/history',
  '/ru/media',
  '/ru/about',
  '/ru/pressrelease',
  '/zh/exhibition/participants',
  '/ru/exhibition/program',
  '/ru/login',
  '/ru/registration',
  '/ru/application',
  '/ru/personal/profile',
  '/ru/no-such-page',
  '/robots.txt',
  '/sitemap.xml',
  '/manifest.webmanifest',
  '/sw.js',
];

describe('a production server on an empty database', () => {
  it('logs once, at start, the one command that loads a show', () => {
    const lines = capture.records().filter((record) => record.msg.includes(IMPORT_ALL_COMMAND));
    expect(IMPORT_ALL_COMMAND).toBe('npm run import -- all <folder>');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.level).toBe('warn');
    expect(lines[0]?.msg).toContain('no exhibition yet');
  });

  it('answers the public API with the 503 envelope and Retry-After', async () => {
    for (const path of ['/api/public/site/', '/api/public/news/?lang_code=en', '/api/public/participants/?lang_code=zh&ex_type=ME']) {
      const res = await get(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toBe('60');
      expect(res.headers.get('cache-control'), path).toBe('no-store');
      const body = v.parse(ErrorEnvelopeSchema, await res.json());
      expect(body.error_code).toBe('ServiceUnavailable');
      expect(body.error_data).toMatchObject({ reason: 'no_exhibition', retry_after: 60 });
    }
  });

  it('shows people a readable page in the language of the address, with the others a link away', async () => {
    const ru = await get('/ru/exhibition/participants');
    expect(ru.status).toBe(503);
    expect(ru.headers.get('retry-after')).toBe('60');
    expect(ru.headers.get('content-type')).toContain('text/html');
    const ruHtml = await ru.text();
    expect(ruHtml).toContain('<html lang="ru">');
    expect(ruHtml).toContain('<h1>На этом сайте пока нет выставки</h1>');
    expect(ruHtml).toContain('href="/en"');

    const zh = await get('/zh');
    const zhHtml = await zh.text();
    expect(zh.status).toBe(503);
    expect(zhHtml).toContain('<html lang="zh">');
    expect(zhHtml).toContain('<h1>本网站暂无展会信息</h1>');

    // An address without a language: the visitor's own (Accept-Language).
    const bare = await get('/no-language-here', { 'Accept-Language': 'en-GB,en;q=0.9' });
    expect(bare.status).toBe(503);
    expect(await bare.text()).toContain('<h1>This site has no exhibition yet</h1>');
  });

  it('is alive (/healthz) but not ready (/readyz), and says why', async () => {
    const alive = await get('/healthz');
    expect(alive.status).toBe(200);
    expect(alive.headers.get('cache-control')).toBe('no-store');
    expect(v.parse(LivenessSchema, await alive.json()).status).toBe('ok');

    const ready = await get('/readyz');
    expect(ready.status).toBe(503);
    expect(ready.headers.get('cache-control')).toBe('no-store');
    const body = v.parse(ReadinessSchema, await ready.json());
    expect(body.status).toBe('not ready');
    expect(body.checks).toEqual({ database: 'ok', migrations: 'ok', exhibition: 'missing' });
    expect(body.reasons.join(' ')).toContain(IMPORT_ALL_COMMAND);
  });

  it('answers no 500 anywhere: the main pages, files and every public API call', async () => {
    const answers: string[] = [];
    for (const path of PAGES) answers.push(`${(await get(path)).status} GET ${path}`);
    const calls = new Set(publicApi.routes.map((route) => `${route.method} ${route.path}`));
    for (const call of calls) {
      const [method = 'GET', path = '/'] = call.split(' ');
      const res = await fetch(`${server.url}/api/public${path}/?lang_code=ru`, {
        method,
        ...(method === 'GET' ? {} : { body: new FormData() }),
      });
      answers.push(`${res.status} ${method} /api/public${path}`);
      if (res.status === 503) expect(res.headers.get('retry-after'), call).toBe('60');
    }
    expect(answers.length).toBeGreaterThan(50);
    expect(answers.filter((answer) => /^5(?!03)/.test(answer))).toEqual([]);
    expect(capture.records().filter((record) => record.level === 'error')).toEqual([]);
  });

  it('is ready soon after the database holds a current exhibition (a "no" is kept one second), with no restart', async () => {
    // The smallest exhibition a site can have; the import (npm run import -- all) writes one like it.
    await server.database.db.execute(sql`
      insert into exhibitions (prefix_contract, ex_type, is_current, date_start, date_end, name, full_name, location)
      values ('FR27', 'ME', true, '2027-11-09T07:00:00Z', '2027-11-12T14:00:00Z',
        '{"ru":"Тест","en":"Test","zh":"测试"}', '{"ru":"Тест","en":"Test","zh":"测试"}', '{"ru":"Москва","en":"Moscow","zh":"莫斯科"}')`);
    // The public API keeps its "no" for at most a second (http/site-readiness.ts).
    const started = Date.now();
    let api = await get('/api/public/site/');
    while (api.status === 503 && Date.now() - started < 5_000) api = await get('/api/public/site/');
    expect(api.status).not.toBe(503);
    expect(Date.now() - started).toBeLessThan(5_000);

    const ready = await get('/readyz');
    expect(ready.status).toBe(200);
    expect(v.parse(ReadinessSchema, await ready.json())).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', exhibition: 'ok' },
      reasons: [],
    });
  });
});
