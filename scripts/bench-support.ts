/** What the browser benchmarks share: a server on a fresh database grown to the large catalogue, and medians. */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';

/**
 * The show's size: 3,000 exhibitors and 400 events by default; `--size N` grows it to N exhibitors and
 * N / 10 events (`--size 10000`: the largest shows, 10,000 exhibitors and 1,000 events).
 */
export function benchSize(argv: readonly string[] = process.argv): { participants: number; events: number } {
  const at = argv.indexOf('--size');
  if (at === -1) return { participants: 3000, events: 400 };
  const size = Number(argv[at + 1]);
  if (!Number.isInteger(size) || size < 1) throw new Error(`--size wants a whole number of exhibitors, got ${argv[at + 1] ?? 'nothing'}`);
  return { participants: size, events: Math.max(1, Math.round(size / 10)) };
}

/** Bytes in KiB (1,024 bytes), one decimal: what the benchmarks print, labelled KiB. */
export const kib = (bytes: number) => (bytes / 1024).toFixed(1);

/** The same bytes in kB (1,000 bytes), for a figure quoted next to a budget written in kB. */
export const kB = (bytes: number) => (bytes / 1000).toFixed(1);

/** A server on a fresh database with the demo content, serving DIST_DIR (default ./dist); removed on close. */
export async function startSeededServer(tag: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `expo-bench-${tag}-`));
  const { readEnv } = await import('../server/env');
  const { startServer } = await import('../server/start');
  const distDir = process.env.DIST_DIR ?? './dist';
  const server = await startServer(readEnv({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, SEED: 'auto', DIST_DIR: distDir }), {
    quiet: true,
  });
  return {
    url: `http://127.0.0.1:${server.port}`,
    distDir,
    db: server.deps.db,
    close: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export async function startBenchServer(tag: string) {
  // BENCH_URL: measure a server that is already running (grown with `npm run seed -- --participants …`),
  // so repeated runs skip the minutes a 10,000-exhibitor database takes to generate.
  if (process.env.BENCH_URL)
    return { url: process.env.BENCH_URL.replace(/\/$/, ''), summary: `the server at ${process.env.BENCH_URL}`, close: async () => {} };
  const server = await startSeededServer(tag);
  const { growCatalogue } = await import('../server/seed/large-catalogue');
  const growth = await growCatalogue(server.db, benchSize());
  return {
    url: server.url,
    summary: `${growth.exPrefix}: ${growth.participants.before + growth.participants.added} exhibitors, ${growth.events.before + growth.events.added} events`,
    close: server.close,
  };
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The benchmark's markdown table: each measure's median and worst run, formatted per measure. */
export function printTable(runs: readonly Record<string, number>[], format: (key: string, value: number) => string) {
  console.log('| measure | median | worst |');
  console.log('|---|---|---|');
  for (const key of Object.keys(runs[0] ?? {})) {
    const values = runs.map((run) => run[key]!);
    console.log(`| ${key.trim()} | ${format(key, median(values))} | ${format(key, Math.max(...values))} |`);
  }
}

/** A new tab of the context with the CPU slowed `rate` times (throttling is per page, through the DevTools protocol). */
export async function throttledPage(context: BrowserContext, rate: number) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return page;
}

/** Runs a benchmark's main; a failure prints and sets a failing exit code. */
export function runBench(main: () => Promise<void>) {
  void main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}

/** A new browser context as the phone benchmarks measure: 390×844, touch, twice the pixels, Russian. */
export const phoneContext = (browser: Browser) =>
  browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'ru-RU' });
