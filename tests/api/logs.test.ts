/**
 * The server's log as an operator reads it (issue 32): one access line per request with its id, method,
 * path, status and duration (and a hash of the signed-in user, never the id); an error line that carries
 * its cause when the database is gone; and, over a whole run of registration, sign-in, refresh, logout and
 * failing requests, not one token, password, cookie, key or user id in any line.
 */
import { testServerEnv } from '../support/server-env';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as v from 'valibot';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { LoginResponseSchema, RefreshResponseSchema } from '../../src/contract/auth';
import { API_REFRESH_PATH } from '../../src/contract/common';
import { hashRefreshToken } from '../../server/auth/refresh';
import type { Db } from '../../server/db/connect';
import { users } from '../../server/db/schema';
import { startServer } from '../../server/start';
import { login, registerUser } from '../support/accounts';
import { testApiFor } from '../support/api-server';
import { captureLog, type LogRecord } from '../support/log-capture';
import { cloneTemplate } from '../support/test-database';

const P = '/api/public';
const TOKEN_SECRET = randomBytes(32).toString('hex');
const config = await cloneTemplate(inject('dbTemplate'));
const capture = captureLog('trace');
const server = await startServer(testServerEnv(config, { TOKEN_SECRET }), { log: capture.log });
const api = testApiFor(server, () => {
  throw new Error('this file runs on real time');
});
afterAll(async () => {
  await server.close();
  await config.cleanup();
});

async function userIdOf(login: string): Promise<string> {
  const [row] = await server.deps.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  if (!row) throw new Error(`no user ${login}`);
  return row.id;
}

/** The access lines written since `from` (lines with a status are access lines). */
const accessLinesSince = (from: number) =>
  capture
    .records()
    .slice(from)
    .filter((record) => 'status' in record);

/**
 * Runs `during` while the server's database is a PostgreSQL server that refuses every connection (a port
 * nobody listens on), as in an outage; the real database is back afterwards.
 */
async function duringOutage(during: () => Promise<void>) {
  const pool = new pg.Pool({ connectionString: 'postgres://expo:outage@127.0.0.1:1/expo', connectionTimeoutMillis: 2_000 });
  const real = server.deps.db;
  server.deps.db = drizzle(pool) as unknown as Db;
  try {
    await during();
  } finally {
    server.deps.db = real;
    await pool.end();
  }
}

describe('the access log', () => {
  it('writes exactly one line per request: time, level, request id, method, path, status, duration', async () => {
    const from = capture.records().length;
    const res = await fetch(`${server.url}${P}/news/?lang_code=ru&page=1`);
    await res.arrayBuffer();
    const lines = accessLinesSince(from);
    expect(lines).toHaveLength(1);
    const [line] = lines as [LogRecord];
    expect(line).toMatchObject({ level: 'info', method: 'GET', path: `${P}/news`, status: 200, req_id: res.headers.get('x-request-id') });
    expect(Math.abs(Date.parse(line.time) - Date.now())).toBeLessThan(60_000);
    expect(line.duration_ms).toEqual(expect.any(Number));
    // The query string can carry anything a client typed: it is not logged.
    expect(JSON.stringify(line)).not.toContain('page=1');
  });

  it("keeps a proxy's X-Request-Id, sends it back, and replaces one that is not plain", async () => {
    const from = capture.records().length;
    const kept = await fetch(`${server.url}${P}/site/`, { headers: { 'X-Request-Id': 'edge-7f3a-0042' } });
    await kept.arrayBuffer();
    expect(kept.headers.get('x-request-id')).toBe('edge-7f3a-0042');
    const odd = await fetch(`${server.url}${P}/site/`, { headers: { 'X-Request-Id': 'a b<script>' } });
    await odd.arrayBuffer();
    expect(odd.headers.get('x-request-id')).toMatch(/^[\w-]+$/);
    expect(accessLinesSince(from).map((line) => line.req_id)).toEqual(['edge-7f3a-0042', odd.headers.get('x-request-id')]);
  });

  it('names a signed-in caller by a hash that is the same on every request and is not the user id', async () => {
    const visitor = await registerUser(api);
    const from = capture.records().length;
    for (let i = 0; i < 2; i++) expect((await api.get(`${P}/user/`, { token: visitor.access })).status).toBe(200);
    const lines = accessLinesSince(from);
    expect(lines).toHaveLength(2);
    const [first, second] = lines as [LogRecord, LogRecord];
    expect(first.user).toMatch(/^[\w-]{12}$/);
    expect(second.user).toBe(first.user);
    expect(JSON.stringify(lines)).not.toContain(await userIdOf(visitor.user.login));
    expect((await api.get(`${P}/site/`)).status).toBe(200);
    expect(accessLinesSince(from).at(-1)).not.toHaveProperty('user');
  });

  it('writes one line for a rendered page, not one per API call the render makes in-process', async () => {
    expect(existsSync('dist/ssr/entry-server.js'), 'run `npm run build` first: this test needs the server renderer').toBe(true);
    const from = capture.records().length;
    const res = await fetch(`${server.url}/ru/news`);
    expect(res.status).toBe(200);
    await res.arrayBuffer();
    const lines = accessLinesSince(from);
    expect(lines.map((line) => `${line.method} ${line.path} ${line.status}`)).toEqual(['GET /ru/news 200']);
  });

  it('logs health probes at debug level only', async () => {
    const from = capture.records().length;
    await (await fetch(`${server.url}/healthz`)).arrayBuffer();
    await (await fetch(`${server.url}/readyz`)).arrayBuffer();
    expect(accessLinesSince(from).map((line) => `${line.level} ${line.path} ${line.status}`)).toEqual([
      'debug /healthz 200',
      'debug /readyz 200',
    ]);
  });
});

describe('an error line', () => {
  it('carries its cause chain down to the refused connection when the database is unreachable', async () => {
    const from = capture.records().length;
    let requestId: string | null = null;
    await duringOutage(async () => {
      const res = await fetch(`${server.url}${P}/news/?lang_code=ru`);
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ error_code: 'InternalError' });
      requestId = res.headers.get('x-request-id');
    });
    const errors = capture
      .records()
      .slice(from)
      .filter((record) => record.level === 'error');
    expect(errors).toHaveLength(1);
    const [line] = errors as [LogRecord];
    expect(line.req_id).toBe(requestId);
    expect(line.msg).toContain('GET /api/public/news');
    expect(line.msg).toContain('ECONNREFUSED');
    // The structured cause chain: the failed query, then the connection error with its code.
    const causes: { code?: string; message: string }[] = [];
    for (let err = line.err as { code?: string; message: string; cause?: unknown } | undefined; err; err = err.cause as typeof err)
      causes.push(err);
    expect(causes[0]?.message).toMatch(/^Failed query: select/);
    expect(causes.some((cause) => cause.code === 'ECONNREFUSED')).toBe(true);
    // The access line of the same request says 500.
    expect(accessLinesSince(from).find((record) => record.req_id === requestId)?.status).toBe(500);
  });
});

describe('secrets in the log', () => {
  it('holds no password, token, cookie, key or user id after a full run of sign-ups, sign-ins and failures', async () => {
    const from = capture.records().length;
    const registered = await registerUser(api, { form: { password: 'Log-Run-Pass-2741', confirmPassword: 'Log-Run-Pass-2741' } });
    const signedIn = v.parse(LoginResponseSchema, (await login(api, registered.user.login, registered.password)).body);
    const cookie = `session=cookie-${randomBytes(12).toString('hex')}`;
    expect((await api.get(`${P}/user/`, { token: signedIn.access, headers: { Cookie: cookie } })).status).toBe(200);
    const refreshed = v.parse(RefreshResponseSchema, (await api.send('POST', API_REFRESH_PATH, { refresh: signedIn.refresh })).body);
    // Failing requests: a wrong password, a forged access token, an unknown refresh token, a malformed body.
    expect((await login(api, registered.user.login, 'Wrong-Pass-55819')).status).toBe(400);
    expect((await api.get(`${P}/user/`, { token: `${signedIn.access.slice(0, -4)}AAAA` })).status).toBe(401);
    expect((await api.send('POST', API_REFRESH_PATH, { refresh: 'made-up-refresh-token-30517' })).status).toBe(401);
    const malformed = '{"login": "x", "password": "Half-Sent-Pass-8812';
    expect(
      (await api.send('POST', `${P}/user/login/`, malformed, { raw: true, headers: { 'Content-Type': 'application/json' } })).status,
    ).toBe(400);
    // Failing because the database is gone: the queries' parameters (the user id, the refresh token's hash) stay out.
    await duringOutage(async () => {
      expect((await api.get(`${P}/user/`, { token: refreshed.access })).status).toBe(500);
      expect((await api.send('POST', API_REFRESH_PATH, { refresh: refreshed.refresh })).status).toBe(500);
    });
    expect((await api.send('POST', '/api/logout/', { refresh: refreshed.refresh })).status).toBe(200);

    const [row] = await server.deps.db.select({ hash: users.passwordHash }).from(users).where(eq(users.login, registered.user.login));
    const text = capture.text().split('\n').slice(from).join('\n');
    expect(accessLinesSince(from).length).toBeGreaterThanOrEqual(10);
    expect(
      capture
        .records()
        .slice(from)
        .filter((record) => record.level === 'error').length,
    ).toBeGreaterThanOrEqual(2);
    const secrets = {
      'the password': registered.password,
      'the wrong password': 'Wrong-Pass-55819',
      'the unknown refresh token': 'made-up-refresh-token-30517',
      'the password of the malformed body': 'Half-Sent-Pass-8812',
      'the password hash': row?.hash ?? 'missing',
      'the registration access token': registered.access,
      'the registration refresh token': registered.refresh,
      'the access token': signedIn.access,
      'the refresh token': signedIn.refresh,
      "the refresh token's hash": hashRefreshToken(refreshed.refresh),
      'the refreshed access token': refreshed.access,
      'the refreshed refresh token': refreshed.refresh,
      'the cookie': cookie.split('=')[1] ?? cookie,
      'the token secret': TOKEN_SECRET,
      'the user id': await userIdOf(registered.user.login),
      'the e-mail address': registered.user.login,
    };
    const found = Object.entries(secrets)
      .filter(([, secret]) => text.includes(secret))
      .map(([name]) => name);
    expect(found).toEqual([]);
  });
});
