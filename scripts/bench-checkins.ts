/**
 * `npm run bench:checkins`: issue 35's server target, "2,000 check-ins a minute merged from 20 gates with 0
 * lost and 0 double-counted", with the instance killed (SIGKILL) in the middle of the burst.
 *
 * 1. A database is prepared in this process with the server's own modules: the demo (PGlite in a temporary
 *    DATA_DIR, or the PostgreSQL server of DATABASE_URL), --tickets visitors with tickets (default 3,000)
 *    and 50 revoked tickets (scripts/bench-tickets.ts), and one gate account per gate with an access token.
 * 2. The server is started as a child process (`node --import tsx server/main.ts`) on that data.
 * 3. --gates gates (default 20; scripts/bench-checkins-gates.ts) scan at --rate scans a minute in all
 *    (default 2,000) for --seconds (default 30), each with its outbox, resending what was not answered.
 *    Of the scans, about 12 % are re-entries of a ticket another gate admitted and 2 % revoked tickets; about
 *    5 % of answered uploads are treated as lost, so their scans are sent a second time.
 * 4. At --kill-at seconds (default half the burst) the server gets `kill -9`, and is started again at once
 *    on the same data; the gates keep retrying. Downtime: the kill → the first upload answered again.
 * 5. After the burst the gates empty their outboxes (60 s at most); the merged view (GET /staff/checkins
 *    from cursor 0) is read, the server stopped gracefully, and the database read directly.
 * Then every scan made is compared with what is stored: lost (made, not stored), lost after an answer
 * (acknowledged, not stored: the worst kind), double-counted (a scan stored twice, or a row no gate made),
 * first entries against distinct admitted tickets, re-entries and refusals against what was scanned, and
 * each ticket's first gate in the merged view against the earliest scan made.
 *
 * Figures only: nothing here passes or fails (the exit code is 0 even with a loss; the table says so).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, openSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { signAccessToken } from '../server/auth/tokens';
import { openDatabase } from '../server/db/connect';
import { readEnv } from '../server/env';
import { startServer } from '../server/start';
import { runBench } from './bench-support';
import { compare, report, type MergedView } from './bench-checkins-report';
import { runGate, type GateLog, type Mix, type TicketPool } from './bench-checkins-gates';
import { currentExhibition, growRevocations, growTickets } from './bench-tickets';

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isFinite(value) || value < 0) throw new Error(`${name} wants a number, got ${process.argv[at + 1] ?? 'nothing'}`);
  return value;
}

const GATES = option('--gates', 20);
const RATE = option('--rate', 2000);
const SECONDS = option('--seconds', 30);
const KILL_AT = option('--kill-at', SECONDS / 2);
const TICKETS = option('--tickets', 3000);
const DRAIN_SECONDS = 60;
const MIX: Mix = { reentry: 0.12, revoked: 0.02, lostAnswer: 0.05 };
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A small deterministic generator, so two runs make the same mix of scans. */
function mulberry32(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The database, its tickets and the gate accounts, made in this process; the server is closed after. */
async function prepare(env: Record<string, string>, tag: string) {
  const server = await startServer(readEnv({ ...env, PORT: '0' }), { quiet: true });
  try {
    const db = server.deps.db;
    const { prefixContract: exPrefix } = await currentExhibition(db);
    await growTickets(db, exPrefix, TICKETS, tag);
    await growRevocations(db, exPrefix, 50, tag);
    const tickets = rows<{ id: number }>(
      await db.execute(sql`select ticket_id as id from exhibition_registrations where ex_prefix = ${exPrefix}`),
    );
    const revoked = rows<{ id: number }>(
      await db.execute(sql`select ticket_id as id from ticket_revocations where ex_prefix = ${exPrefix}`),
    );
    // The gates' accounts, straight in: 20 registrations from one address would meet the registration budget.
    const made = rows<{ id: string; login: string }>(
      await db.execute(sql`
        insert into users (login, password_hash, first_name, last_name, company, phone)
        select ${tag} || '.gate' || g || '@bench.example.org', '!', 'Вход', g::text, 'Оргкомитет', '+7 900 000-00-00'
        from generate_series(1, ${GATES}) as g
        returning id, login`),
    );
    await db.execute(sql`insert into user_roles (user_id, role) select id, 'gate' from users where login like ${`${tag}.gate%`}`);
    const tokens = await Promise.all(made.map((row) => signAccessToken(server.deps, row.id, 0)));
    return {
      exPrefix,
      tickets: tickets.map((row) => row.id),
      revoked: revoked.map((row) => row.id),
      tokens,
      gateUsers: made.map((row) => row.id),
    };
  } finally {
    await server.close();
  }
}

/** The server's own log (warnings and errors, JSON) goes to a file the report names. */
const SERVER_LOG = path.join(os.tmpdir(), 'expo-bench-checkins-server.log');

function startChild(env: Record<string, string>): ChildProcess {
  const out = openSync(SERVER_LOG, 'a');
  return spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn', LOG_FORMAT: 'json', PUSH_INTERVAL_SECONDS: '0' },
    stdio: ['ignore', out, out],
  });
}

async function waitReady(baseUrl: string, timeoutMs = 120_000): Promise<void> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const ok = await fetch(`${baseUrl}/readyz`).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the server at ${baseUrl} was not ready within ${timeoutMs / 1000} s`);
}

/** The merged view every gate reads: each ticket's first entry and count, paged from cursor 0. */
async function mergedView(baseUrl: string, token: string, exPrefix: string) {
  const view: MergedView = new Map();
  let after = '0';
  for (let page = 0; page < 100; page += 1) {
    const response = await fetch(`${baseUrl}/api/public/staff/checkins?ex_prefix=${exPrefix}&after=${after}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const body = (await response.json()) as {
      entries: { ticket_id: number; gate: string; scanned_at: string; entries: number }[];
      cursor: string;
      more?: boolean;
    };
    for (const entry of body.entries) view.set(entry.ticket_id, entry);
    if (!body.more || body.cursor === after) break;
    after = body.cursor;
  }
  return view;
}

async function main() {
  const tag = `checkins-bench-${Date.now().toString(36)}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-bench-checkins-'));
  const port = await freePort();
  const env: Record<string, string> = {
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DIST_DIR: process.env.DIST_DIR ?? './dist',
    SEED: 'auto',
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  };
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`;
  const baseUrl = `http://127.0.0.1:${port}`;
  writeFileSync(SERVER_LOG, '');
  let child: ChildProcess | undefined;
  try {
    const prepared = await prepare(env, tag);
    console.log(
      `Check-ins benchmark: ${database}; ${prepared.exPrefix}, ${prepared.tickets.length} tickets, ${prepared.revoked.length} revoked; ` +
        `${GATES} gates, ${RATE} scans a minute for ${SECONDS} s, kill -9 at ${KILL_AT} s.`,
    );
    const childEnv = { ...env, PORT: String(port) };
    child = startChild(childEnv);
    await waitReady(baseUrl);

    const random = mulberry32(35);
    const fresh = [...prepared.tickets];
    for (let i = fresh.length - 1; i > 0; i -= 1) {
      const j = Math.floor(random() * (i + 1));
      [fresh[i], fresh[j]] = [fresh[j]!, fresh[i]!];
    }
    const pool: TicketPool = { fresh, scanned: [], revoked: prepared.revoked, random };
    const everyMs = (60_000 * GATES) / RATE;
    const startedAt = performance.now();
    const deadlineMs = SECONDS * 1000 + DRAIN_SECONDS * 1000;
    const gates = prepared.tokens.map((token, index) =>
      runGate(
        {
          baseUrl: () => baseUrl,
          exPrefix: prepared.exPrefix,
          token,
          name: `Вход ${index + 1}`,
          offsetMs: (index * everyMs) / GATES,
          everyMs,
          burstMs: SECONDS * 1000,
        },
        pool,
        MIX,
        startedAt,
        deadlineMs,
      ),
    );
    // The kill, and the start again on the same data, while the gates go on.
    await new Promise((resolve) => setTimeout(resolve, KILL_AT * 1000));
    const killedAt = performance.now() - startedAt;
    const killed = child;
    const exited = new Promise((resolve) => killed.once('exit', resolve));
    killed.kill('SIGKILL');
    await exited;
    child = startChild(childEnv);
    await waitReady(baseUrl);
    const readyAgainAt = performance.now() - startedAt;
    const logs: GateLog[] = await Promise.all(gates);
    const endedAt = performance.now() - startedAt;

    const view = await mergedView(baseUrl, prepared.tokens[0]!, prepared.exPrefix);
    const stopping = child;
    const stopped = new Promise((resolve) => stopping.once('exit', resolve));
    stopping.kill('SIGTERM');
    await stopped;
    child = undefined;

    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
    try {
      report(await compare(handle.db, prepared, logs, view), logs, { seconds: SECONDS, killedAt, readyAgainAt, endedAt });
      console.log(`\nThe server's warnings and errors: ${SERVER_LOG}`);
    } finally {
      await handle.close();
    }
  } finally {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

runBench(main);
