/**
 * The real server process (`node server/main.ts`) stopped in the middle of a stream of writes, gracefully
 * (SIGTERM) and brutally (SIGKILL), then started again on the same data: every write the server
 * acknowledged must still be there. Writes are favourite stars, one exhibitor each, from several
 * concurrent clients, so some are always in flight when the signal lands.
 */
import { testServerEnv } from '../support/server-env';
import diagnostics from 'node:diagnostics_channel';
import { spawn, type ChildProcess } from 'node:child_process';
import * as v from 'valibot';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { ParticipantsResponseSchema } from '../../src/contract/participants';
import { startServer } from '../../server/start';
import { cloneTemplate } from '../support/test-database';

const P = '/api/public';
const config = await cloneTemplate(inject('dbTemplate'));
afterAll(() => config.cleanup());

type Server = { url: string; child: ChildProcess; output: () => string; exited: Promise<number | null> };

/** Starts `node --import tsx server/main.ts` on a free port and waits for its "serving on" line. */
async function startProcess(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: config.DATA_DIR,
      DATABASE_URL: config.DATABASE_URL ?? '',
      // No renderer and no static files: this test is about the API's writes, and starts faster so.
      DIST_DIR: config.DATA_DIR,
      SEED: 'off',
      RATE_LIMIT_SCALE: '1000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  // 'exit' can come before the pipes are drained: the reason a start failed is in output only after 'close'.
  const closed = new Promise<string>((resolve) => child.once('close', (code, signal) => resolve(`exit code ${code}, signal ${signal}`)));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /serving on (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearInterval(timer);
        resolve(match[1]);
      }
    }, 50);
    void closed.then((how) => {
      clearInterval(timer);
      reject(new Error(`the server exited before serving (${how}):\n${output}`));
    });
  });
  return { url, child, output: () => output, exited };
}

async function registerVisitor(url: string): Promise<string> {
  const form = new FormData();
  const login = `shutdown.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.org`;
  const fields = {
    login,
    password: 'Prokat-2027',
    confirmPassword: 'Prokat-2027',
    first_name: 'Ольга',
    last_name: 'Белоусова',
    phone: '+7 (912) 345-67-89',
    company: 'АО «Северный литейный завод»',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const res = await fetch(`${url}${P}/user/registration/`, { method: 'POST', body: form });
  const body = (await res.json()) as { access?: string };
  if (res.status !== 201 || !body.access) throw new Error(`registration failed: ${res.status} ${JSON.stringify(body)}`);
  return body.access;
}

/**
 * Stars exhibitors from `clients` concurrent loops until the server stops answering; `signal` is sent
 * once `signalAfter` stars are acknowledged. Returns the acknowledged ids and how many calls failed.
 */
async function starUntilStopped(server: Server, token: string, ids: string[], signal: NodeJS.Signals, signalAfter: number) {
  const acknowledged: string[] = [];
  let next = 0;
  let signalled = false;
  let signalledAt = 0;
  let failures = 0;
  const loop = async () => {
    while (next < ids.length) {
      const id = ids[next++] as string;
      try {
        const res = await fetch(`${server.url}${P}/user/participants/favorite/`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({ participant_id: id, added_to_favorite: true }),
        });
        await res.arrayBuffer();
        if (res.status === 200) acknowledged.push(id);
      } catch {
        // Refused or reset: not acknowledged, so nothing is promised; once stopped, the loop ends.
        failures += 1;
        if (signalled) return;
      }
      if (!signalled && acknowledged.length >= signalAfter) {
        signalled = true;
        signalledAt = Date.now();
        server.child.kill(signal);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, loop));
  return { acknowledged, failures, signalled, signalledAt };
}

async function favouriteIds(url: string, token: string): Promise<Set<string>> {
  const res = await fetch(`${url}${P}/user/participants_favorites/?lang_code=ru`, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status).toBe(200);
  return new Set(v.parse(ParticipantsResponseSchema, await res.json()).map((item) => item.id));
}

/** A server process with a registered visitor and the exhibitors the visitor can star. */
async function startWithVisitor() {
  const server = await startProcess();
  const token = await registerVisitor(server.url);
  const list = v.parse(ParticipantsResponseSchema, await (await fetch(`${server.url}${P}/participants/?lang_code=ru`)).json());
  return { server, token, ids: list.map((item) => item.id) };
}

/** Starts the server again on the same data and checks every acknowledged favourite is there. */
async function expectStoredAfterRestart(token: string, acknowledged: readonly string[]) {
  const again = await startProcess();
  try {
    const stored = await favouriteIds(again.url, token);
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
  } finally {
    again.child.kill('SIGTERM');
    await again.exited;
  }
}

describe('stopping the server during a stream of writes', () => {
  it('on SIGTERM it finishes, exits 0 within the 10 s drain and keeps every acknowledged write', { timeout: 180_000 }, async () => {
    const { server, token, ids } = await startWithVisitor();
    const run = await starUntilStopped(server, token, ids, 'SIGTERM', 20);
    expect(await server.exited).toBe(0);
    expect(Date.now() - run.signalledAt).toBeLessThan(10_000 + 2_000);
    expect(server.output()).toContain('Stopped.');
    expect(run.signalled).toBe(true);
    expect(run.acknowledged.length).toBeGreaterThanOrEqual(20);

    await expectStoredAfterRestart(token, run.acknowledged);
  });

  it('after kill -9 during writes, a restart finds every acknowledged write', { timeout: 180_000 }, async () => {
    const { server, token, ids } = await startWithVisitor();
    const run = await starUntilStopped(server, token, ids, 'SIGKILL', 20);
    await server.exited;
    expect(run.signalled).toBe(true);
    expect(run.acknowledged.length).toBeGreaterThanOrEqual(20);

    await expectStoredAfterRestart(token, run.acknowledged);
  });
});

describe('closing the server in-process', () => {
  it('finishes a request whose body is still arriving, refuses new connections, then closes', { timeout: 120_000 }, async () => {
    const server = await startServer(testServerEnv(config, { DIST_DIR: config.DATA_DIR }), { quiet: true });
    const base = `http://127.0.0.1:${server.port}`;
    const token = await registerVisitor(base);
    const list = v.parse(ParticipantsResponseSchema, await (await fetch(`${base}${P}/participants/?lang_code=ru`)).json());
    const id = list[0]?.id;
    if (!id) throw new Error('the catalogue is empty');

    // The body is sent in two parts, the second only after close() has begun: the request is in flight.
    const body = JSON.stringify({ participant_id: id, added_to_favorite: true });
    let sendRest = () => {};
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode(body.slice(0, 10)));
        sendRest = () => {
          controller.enqueue(new TextEncoder().encode(body.slice(10)));
          controller.close();
        };
      },
    });
    // The server has parsed the request's head and is reading its body: node:http says so on this channel.
    const requestStarted = new Promise<void>((resolve) => {
      const onStart = (message: unknown) => {
        if (!(message as { request: { url?: string } }).request.url?.includes('/user/participants/favorite/')) return;
        diagnostics.unsubscribe('http.server.request.start', onStart);
        resolve();
      };
      diagnostics.subscribe('http.server.request.start', onStart);
    });
    const inFlight = fetch(`${base}${P}/user/participants/favorite/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(body)) },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    await requestStarted;
    let closed = false;
    // close() stops listening before it returns its promise, so a new connection is refused right away.
    const closing = server.close().then(() => (closed = true));
    await expect(fetch(`${base}${P}/site/`)).rejects.toThrow();
    expect(closed).toBe(false);
    sendRest();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ participant_id: id, added_to_favorite: true });
    await closing;
    expect(closed).toBe(true);
  });
});
