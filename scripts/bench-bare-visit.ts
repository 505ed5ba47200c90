/**
 * One first visit to a page, driven over a bare DevTools connection, for the long tasks it causes.
 *
 * Playwright turns on DevTools' Network domain for every page it drives, and DevTools then keeps a copy of
 * each response body for its Network panel, on the page's main thread: when the 9.4 MB catalogue of the
 * largest shows ends, that is a task of about 220 ms at 4× CPU that a phone never runs. Here Chromium is
 * started on its own and only the Page, Runtime and Emulation domains are used, so the page's longest task
 * is the app's. The same flags, viewport and CPU slowdown as the Playwright runs.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import WebSocket from 'ws';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';

type Pending = { resolve: (result: unknown) => void; reject: (error: Error) => void };

/** A DevTools connection to one target: commands answered in order of their ids. */
async function connect(webSocketUrl: string) {
  const socket = new WebSocket(webSocketUrl, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  let lastId = 0;
  const pending = new Map<number, Pending>();
  socket.on('message', (data: unknown) => {
    const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = message.id === undefined ? undefined : pending.get(message.id);
    if (!waiting || message.id === undefined) return;
    pending.delete(message.id);
    if (message.error) waiting.reject(new Error(message.error.message));
    else waiting.resolve(message.result);
  });
  return {
    send: (method: string, params: Record<string, unknown> = {}) =>
      new Promise<unknown>((resolve, reject) => {
        lastId += 1;
        pending.set(lastId, { resolve, reject });
        socket.send(JSON.stringify({ id: lastId, method, params }));
      }),
    close: () => socket.close(),
  };
}

/** How long after the list is usable its tasks are still watched. */
const SETTLE_MS = 5000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The port Chromium chose (--remote-debugging-port=0 writes it to DevToolsActivePort in its profile). */
async function debuggingPort(profile: string): Promise<number> {
  const file = path.join(profile, 'DevToolsActivePort');
  for (let attempt = 0; attempt < 200; attempt += 1) {
    if (existsSync(file)) {
      const port = Number(readFileSync(file, 'utf8').split('\n')[0]);
      if (port > 0) return port;
    }
    await sleep(50);
  }
  throw new Error('Chromium did not open its DevTools port');
}

/** Long tasks from the page's first script on (PerformanceObserver 'longtask'). */
const INSTRUMENT = `window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });`;

/** The list is usable: it has cards and no control is held disabled while hydrating. */
const USABLE_AT = `document.querySelector('main article') && !document.querySelector('[data-hydrating]') ? performance.now() : null`;

/**
 * navigation → usable list, the longest task in between and in the five seconds after, for a first visit (a new profile) to `url`
 * with the CPU slowed `throttle` times.
 */
export async function bareFirstVisit(
  url: string,
  throttle: number,
): Promise<{ usable: number; longestTask: number; longestTaskAfter: number }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), 'expo-bare-visit-'));
  const browser = spawn(CHROMIUM_PATH, [...CHROMIUM_ARGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'], {
    stdio: 'ignore',
    // Its own process group, so its renderers and helpers can be stopped with it.
    detached: true,
  });
  try {
    const port = await debuggingPort(profile);
    const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as { type: string; webSocketDebuggerUrl: string }[];
    const target = targets.find((candidate) => candidate.type === 'page');
    if (!target) throw new Error('Chromium opened no page');
    const page = await connect(target.webSocketDebuggerUrl);
    try {
      await page.send('Emulation.setDeviceMetricsOverride', { width: 390, height: 844, deviceScaleFactor: 2, mobile: true });
      await page.send('Emulation.setCPUThrottlingRate', { rate: throttle });
      await page.send('Page.enable');
      await page.send('Page.addScriptToEvaluateOnNewDocument', { source: INSTRUMENT });
      await page.send('Page.navigate', { url });
      const deadline = Date.now() + 120_000;
      let usable: number | null = null;
      while (usable === null) {
        if (Date.now() > deadline) throw new Error(`${url} never became usable`);
        await sleep(100);
        const answer = (await page.send('Runtime.evaluate', { expression: USABLE_AT, returnByValue: true })) as {
          result: { value?: unknown };
        };
        usable = typeof answer.result.value === 'number' ? answer.result.value : null;
      }
      // What follows a usable list (saving it on the device, building the search index) must not freeze it either.
      await sleep(SETTLE_MS);
      const longest = async (filter: string) =>
        (
          (await page.send('Runtime.evaluate', {
            expression: `Math.max(0, ...window.__longTasks.filter((task) => ${filter}).map((task) => task.duration))`,
            returnByValue: true,
          })) as { result: { value: number } }
        ).result.value;
      return { usable, longestTask: await longest(`task.start < ${usable}`), longestTaskAfter: await longest(`task.start >= ${usable}`) };
    } finally {
      page.close();
    }
  } finally {
    const exited = new Promise((resolve) => (browser.exitCode === null ? browser.once('exit', resolve) : resolve(null)));
    if (browser.pid !== undefined) process.kill(-browser.pid, 'SIGKILL');
    await exited;
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 });
  }
}
