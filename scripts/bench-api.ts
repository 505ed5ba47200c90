/**
 * `npm run bench:api`: load figures for the heaviest public calls on the large catalogue.
 *
 * The server runs in a child process (its own event loop, as in production) on a fresh PGlite directory,
 * seeded with the demo content and grown to 3,000 exhibitors and 400 events (`-- --size N`: N and N / 10) by the same generator as
 * `npm run seed`. autocannon then drives each call for ~10 s with 10 connections over loopback only.
 * The participants call is measured three ways: plain, revalidated with If-None-Match (the ETag path a
 * returning client takes, answered 304) and gzip-compressed (what browsers ask for).
 *
 * With the client built (`npm run build`), a server-rendered news item too: served from the page cache (the
 * common case: one render per content version), revalidated (304), and rendered afresh on every request
 * (a different `?from=` each time defeats the cache), all with brotli as browsers ask.
 *
 * Then a sign-up burst: one client reads the catalogue back to back, first on an idle server, then while
 * BURST_IN_FLIGHT clients register and sign in as fast as they can (each is two scrypt runs). Password
 * hashing is queued (server/auth/work-queue.ts), so the catalogue's median and p99 should stay within a
 * few times the idle figures. `npm run bench:api -- --burst-only` runs only this part.
 *
 * Then issue 19's sign-in figures (bench-api-signin.ts): sign-ins per second per hashing core with the
 * queue within bounds and with 200 clients overflowing it (503 with Retry-After, 429 shares); the
 * catalogue's median and p99 idle and while 200 clients sign in (target: p99 within 3× idle); and the
 * cost of the per-user token version check on a personal call (bench-api-tokens.ts), cached and read
 * from the database. `npm run bench:api -- --signin-only` runs only these.
 *
 * `npm run bench:api -- --pages-only` runs only the rendered news item's rows.
 * `npm run bench:api -- --soak [--duration S]` runs only the soak instead (bench-api-soak.ts): 50
 * connections of mixed reads, sign-ins and favourite toggles for 60 s, which must end with zero errors.
 */
import { fork } from 'node:child_process';
import { webcrypto } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon, { type SetupRequest } from 'autocannon';
import { soak, soakDuration } from './bench-api-soak';
import { burstFigures, registerVisitors, signInPressureFigures, signInRateFigures, type Hashing } from './bench-api-signin';
import { BENCH_TOKEN_SECRET, tokenCheckRows, tokenCheckSummary } from './bench-api-tokens';
import { benchSize } from './bench-support';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = 10;

type Ready = { url: string; summary: string; hashing: Hashing };

async function serve(dataDir: string) {
  const { readEnv } = await import('../server/env');
  const { startServer } = await import('../server/start');
  const { growCatalogue } = await import('../server/seed/large-catalogue');
  const { HASHING_CONCURRENCY, HASHING_QUEUE_LIMIT } = await import('../server/auth/password');
  const server = await startServer(
    // RATE_LIMIT_SCALE: the burst and the sign-in parts sign up and sign in hundreds of visitors from
    // 127.0.0.1. TOKEN_SECRET: the token check signs tokens of unknown users itself (bench-api-tokens.ts).
    readEnv({
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED: 'auto',
      DIST_DIR: process.env.DIST_DIR ?? './dist',
      RATE_LIMIT_SCALE: '1000',
      TOKEN_SECRET: BENCH_TOKEN_SECRET,
    }),
    { quiet: true },
  );
  const growth = await growCatalogue(server.deps.db, benchSize());
  const summary = `${growth.exPrefix}: ${growth.participants.before + growth.participants.added} participants, ${growth.events.before + growth.events.added} events`;
  const hashing = { concurrency: HASHING_CONCURRENCY, queueLimit: HASHING_QUEUE_LIMIT };
  process.send?.({ url: `http://127.0.0.1:${server.port}`, summary, hashing } satisfies Ready);
  // The parent asks for the server's CPU time around each run, to report a figure that does not depend
  // on how busy the machine's other processes (autocannon included) keep the CPUs.
  process.on('message', () => process.send?.(process.cpuUsage()));
  process.on('disconnect', () => {
    void server.close().then(() => process.exit(0));
  });
}

type Child = { ready: Ready; cpu: () => Promise<number>; stop: () => void };

function startChild(dataDir: string): Promise<Child> {
  const child = fork(fileURLToPath(import.meta.url), ['--serve', dataDir, ...process.argv.slice(2)], { execArgv: ['--import', 'tsx'] });
  /** The server process's CPU time so far, in ms. */
  const cpu = () =>
    new Promise<number>((resolve) => {
      child.once('message', (usage) => {
        const { user, system } = usage as NodeJS.CpuUsage;
        resolve((user + system) / 1000);
      });
      child.send('cpu');
    });
  return new Promise((resolve, reject) => {
    child.once('message', (message) => resolve({ ready: message as Ready, cpu, stop: () => child.disconnect() }));
    child.once('exit', (code) => reject(new Error(`The server process exited early (code ${code})`)));
  });
}

/**
 * What hono's etag() would spend per response if the route did not set its own ETag: SHA-1 over the
 * body, chained per 256 KiB chunk (hono/dist/middleware/etag/digest.js).
 */
async function etagCost(body: Uint8Array): Promise<number> {
  const chunk = 262_144;
  const rounds = 20;
  const started = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    let hash: Uint8Array | undefined;
    for (let offset = 0; offset < body.byteLength; offset += chunk) {
      const part = body.subarray(offset, offset + chunk);
      const input = new Uint8Array((hash?.byteLength ?? 0) + part.byteLength);
      if (hash) input.set(hash);
      input.set(part, hash?.byteLength ?? 0);
      hash = new Uint8Array(await webcrypto.subtle.digest('SHA-1', input));
    }
  }
  return (performance.now() - started) / rounds;
}

type Row = { name: string; status: string; rps: number; p50: number; p99: number; size: string; cpuMs: number };

async function measure(
  server: Child,
  name: string,
  url: string,
  headers: Record<string, string> = {},
  connections = CONNECTIONS,
  setupRequest?: SetupRequest,
): Promise<Row> {
  // A short warm-up so JIT and the database's caches do not count against the first seconds.
  // autocannon applies setupRequest per entry of `requests` (a top-level one is ignored).
  const requests = setupRequest ? [{ setupRequest }] : undefined;
  await autocannon({ url, headers, connections, duration: 2, requests });
  // Then a second idle, so work the warm-up started off the request path ends before measuring: a cached
  // page compresses itself once for its later answers, which takes a second while ten clients keep the
  // event loop busy (server/render/page-body.ts). The probe shows the body as the warmed-up server sends it.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const probe = await fetch(url, { headers: { 'Accept-Encoding': 'identity', ...headers } });
  const decoded = new Uint8Array(await probe.arrayBuffer());
  // fetch undoes the compression: a compressed body's wire size is its Content-Length, else (gzip streamed)
  // the body gzipped again at the server's level.
  const encoded = probe.headers.get('content-encoding');
  const length = Number(probe.headers.get('content-length'));
  const wire = encoded && length ? length : encoded === 'gzip' ? gzipSync(decoded).byteLength : decoded.byteLength;
  const cpuBefore = await server.cpu();
  const result = await autocannon({ url, headers, connections, duration: DURATION_S, requests });
  const cpuMs = ((await server.cpu()) - cpuBefore) / Math.max(1, result.requests.total);
  const statuses = Object.entries(result.statusCodeStats)
    .map(([code, stat]) => `${code}×${stat.count}`)
    .join(' ');
  return {
    name,
    status: statuses || `errors ${result.errors}`,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    size: `${(wire / 1024).toFixed(0)} KiB`,
    cpuMs,
  };
}

/** A news item rendered on the server: cached, revalidated, and rendered on every request. */
async function renderedPageRows(server: Child, origin: string, base: string): Promise<Row[]> {
  const list = (await (await fetch(`${base}/news/?lang_code=ru`)).json()) as { results: { id: number }[] };
  const page = `${origin}/ru/news/detail/${list.results[0]?.id}`;
  const probe = await fetch(page);
  if (!probe.headers.get('content-security-policy')) {
    console.log('No server renderer in DIST_DIR (run `npm run build` first): the rendered-page rows are left out.');
    return [];
  }
  const etag = probe.headers.get('etag') ?? '';
  const brotli = { 'Accept-Encoding': 'br' };
  let request = 0;
  return [
    await measure(server, 'GET /ru/news/detail/:id (rendered, cached)', page, brotli),
    await measure(server, '  same, If-None-Match (304)', page, { 'If-None-Match': etag }),
    await measure(server, '  same, rendered afresh each time', page, brotli, CONNECTIONS, (req) => {
      request += 1;
      return { ...req, path: `${new URL(page).pathname}?from=${(request % 1_000_000) + 2}` };
    }),
  ];
}

function printRows(rows: Row[], cpuDigits = 2) {
  const load = os.loadavg()[0]?.toFixed(1);
  console.log(`\n${CONNECTIONS} connections, ${DURATION_S} s per call, loopback, ${os.cpus().length} CPU(s), load average ${load}\n`);
  console.table(
    rows.map((row) => ({
      call: row.name,
      'req/s': Math.round(row.rps),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'server CPU ms/req': Number(row.cpuMs.toFixed(cpuDigits)),
      body: row.size,
      statuses: row.status,
    })),
  );
}

/** Issue 19's figures: sign-ins per second, the catalogue while 200 clients sign in, the token check's cost. */
async function signInParts(server: Child, base: string, catalogueUrl: string) {
  const visitors = await registerVisitors(base);
  await signInRateFigures(base, visitors, server.ready.hashing, server.cpu);
  await signInPressureFigures(base, catalogueUrl, visitors, server.cpu);
  const rows = await tokenCheckRows(base, visitors[0]?.access ?? '', (name, url, headers, setup) =>
    measure(server, name, url, headers, CONNECTIONS, setup),
  );
  printRows(rows, 3);
  console.log(tokenCheckSummary(rows));
}

async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'expo-bench-'));
  const started = performance.now();
  const server = await startChild(dataDir);
  const { ready, stop } = server;
  try {
    console.log(`Server ready in ${((performance.now() - started) / 1000).toFixed(1)} s (${ready.summary}).`);
    const base = `${ready.url}/api/public`;
    const participantsUrl = `${base}/participants/?ex_prefix=ME27`;
    if (process.argv.includes('--soak')) {
      const { errors } = await soak(base, { durationS: soakDuration() });
      process.exitCode = errors === 0 ? 0 : 1;
      return;
    }
    if (process.argv.includes('--burst-only')) {
      await burstFigures(base, participantsUrl, server.cpu);
      return;
    }
    if (process.argv.includes('--signin-only')) {
      await signInParts(server, base, participantsUrl);
      return;
    }
    if (process.argv.includes('--pages-only')) {
      printRows(await renderedPageRows(server, ready.url, base));
      return;
    }
    const first = await fetch(participantsUrl);
    const etag = first.headers.get('etag') ?? '';
    const body = new Uint8Array(await first.arrayBuffer());
    const rows: Row[] = [];
    rows.push(await measure(server, 'GET /participants/?ex_prefix=ME27', participantsUrl));
    rows.push(await measure(server, '  same, If-None-Match (304)', participantsUrl, { 'If-None-Match': etag }));
    rows.push(await measure(server, '  same, Accept-Encoding: gzip', participantsUrl, { 'Accept-Encoding': 'gzip' }));
    // One connection shows the server's own latency when the benchmark client is not the bottleneck.
    rows.push(await measure(server, '  same, gzip, 1 connection', participantsUrl, { 'Accept-Encoding': 'gzip' }, 1));
    rows.push(await measure(server, 'GET /events/?ex_prefix=ME27', `${base}/events/?ex_prefix=ME27`));
    rows.push(await measure(server, 'GET /news/', `${base}/news/`));
    rows.push(...(await renderedPageRows(server, ready.url, base)));

    printRows(rows);
    console.log(
      'Latency under 10 connections is about 10 × the per-request service time (PGlite serves one query at a time);\n' +
        'for multi-megabyte bodies autocannon itself (a JS HTTP parser) is the limit, so compare the server CPU column too.',
    );
    const news = rows.at(-1);
    if (news && !news.status.startsWith('200'))
      console.log('Note: /news/ did not answer 200 (the route may not exist yet); its figures are of the error answer.');
    console.log(
      `ETag: the catalogue route sets its own (hashed once per catalogue version); hono's etag() hashing the ${(body.byteLength / 1024).toFixed(0)} KiB body per call would cost ${(await etagCost(body)).toFixed(2)} ms.`,
    );
    await burstFigures(base, participantsUrl, server.cpu);
    await signInParts(server, base, participantsUrl);
  } finally {
    stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[2] === '--serve') {
  await serve(process.argv[3] ?? '');
} else {
  await main();
}
