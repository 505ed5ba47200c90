/**
 * What bench:gate does to a page and a server: the frames it times (ready, a verdict), the gate account it
 * signs in with, and the bundle as the browser downloads it.
 */
import http from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { userRoles, users } from '../server/db/schema';
import type { startSeededServer } from './bench-support';
import { registerBenchVisitor } from './bench-visitor';

/** ms from navigation start to the first frame in which `selector` matches an enabled element. */
export async function readyWhen(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (wanted) =>
      document.querySelector(`${wanted}:not(:disabled)`)
        ? new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())))
        : null,
    selector,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

/** Types `code`, presses Enter; ms from the key's event to the frame after the verdict layer appears. */
export async function verdictTime(page: Page, code: string, kind: 'admit' | 'again' | 'refuse' | 'any'): Promise<number> {
  if (await page.locator('[data-verdict]').count()) {
    await page.getByRole('button', { name: 'Следующий' }).click();
    await page.locator('[data-verdict]').waitFor({ state: 'detached' });
  }
  await page.fill('#gate-code', code);
  await page.evaluate(() => {
    const field = document.getElementById('gate-code')!;
    const timing = { key: Number.NaN };
    field.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') timing.key = event.timeStamp;
      },
      { capture: true },
    );
    (window as unknown as { verdictTiming: Promise<{ ms: number; kind: string | null }> }).verdictTiming = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const layer = document.querySelector('[data-verdict]');
        if (!layer) return;
        observer.disconnect();
        requestAnimationFrame(() => resolve({ ms: performance.now() - timing.key, kind: layer.getAttribute('data-verdict') }));
      });
      observer.observe(document.body, { childList: true, subtree: true });
    });
  });
  await page.press('#gate-code', 'Enter');
  const result = await page.evaluate(
    () => (window as unknown as { verdictTiming: Promise<{ ms: number; kind: string | null }> }).verdictTiming,
  );
  if (kind !== 'any' ? result.kind !== kind : !result.kind) throw new Error(`expected the verdict ${kind}, got ${result.kind ?? 'none'}`);
  return result.ms;
}

/** A visitor account without a ticket, registered through the API, given the gate role in the database. */
export async function gateAccount(server: Awaited<ReturnType<typeof startSeededServer>>): Promise<string> {
  const { login } = await registerBenchVisitor(server.url, 'gate');
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  await server.db.insert(userRoles).values({ userId: row!.id, role: 'gate' });
  return login;
}

/** The bundle as the browser downloads it: bytes on the wire with Chromium's Accept-Encoding, and decoded. */
export function bundleOnTheWire(baseUrl: string, token: string) {
  return new Promise<{ encoding: string; wire: number; json: number; roster: number; revoked: number }>((resolve, reject) => {
    const request = http.get(
      `${baseUrl}/api/public/staff/gate/bundle`,
      { headers: { Authorization: `Bearer ${token}`, 'Accept-Encoding': 'gzip, deflate, br, zstd' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const body = Buffer.concat(chunks);
          const encoding = response.headers['content-encoding'] ?? 'identity';
          const decode = { gzip: gunzipSync, deflate: inflateSync, br: brotliDecompressSync }[encoding] ?? ((bytes: Buffer) => bytes);
          const json = decode(body);
          const bundle = JSON.parse(json.toString('utf8')) as { roster: unknown[]; revoked: unknown[] };
          resolve({ encoding, wire: body.length, json: json.length, roster: bundle.roster.length, revoked: bundle.revoked.length });
        });
      },
    );
    request.on('error', reject);
  });
}

/** Starts recording the page's long tasks (before its navigation); `longestTaskAfter` reads them. */
export const recordLongTasks = (page: Page) =>
  page.addInitScript(() => {
    const tasks: [number, number][] = [];
    (window as unknown as { longTasks: [number, number][] }).longTasks = tasks;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
  });

/** The longest main-thread task that started after `after` (ms from navigation start), 0 if none. */
export const longestTaskAfter = (page: Page, after: number) =>
  page.evaluate(
    (from) =>
      Math.max(
        0,
        ...(window as unknown as { longTasks: [number, number][] }).longTasks
          .filter(([start]) => start > from)
          .map(([, duration]) => duration),
      ),
    after,
  );

/**
 * Scans `codes` one after another, about three times a second, until `stop()` says so or the codes run out,
 * and returns each verdict's time: the Enter key's event (its timeStamp, when the browser took the key)
 * to the frame after the verdict layer changed. The codes and keys go through the DevTools protocol with
 * nothing run in the page in between, so a key can arrive while the page is busy and wait, as a scanner's
 * would; every code names another visitor, so each verdict changes the layer's text.
 */
export async function scanWhileBusy(page: Page, codes: readonly string[], stop: () => boolean): Promise<number[]> {
  await page.evaluate(() => {
    const record = { enters: [] as number[], painted: [] as number[] };
    (window as unknown as { scanTimes: typeof record }).scanTimes = record;
    document.addEventListener(
      'keydown',
      (event) => {
        if (event.key === 'Enter') record.enters.push(event.timeStamp);
      },
      { capture: true },
    );
    new MutationObserver((mutations) => {
      // The layer's own arrival (a child of <body>) or any change inside it.
      const inVerdict = mutations.some(
        (mutation) =>
          [...mutation.addedNodes].some((node) => node instanceof Element && node.matches('[data-verdict]')) ||
          (mutation.target instanceof Element ? mutation.target : mutation.target.parentElement)?.closest('[data-verdict]'),
      );
      const waiting = record.enters.length > record.painted.length;
      if (inVerdict && waiting) {
        record.painted.push(Number.NaN);
        const index = record.painted.length - 1;
        requestAnimationFrame(() => (record.painted[index] = performance.now()));
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
  });
  const cdp = await page.context().newCDPSession(page);
  const key = { key: 'Enter', code: 'Enter', windowsVirtualKeyCode: 13 };
  for (const code of codes) {
    if (stop()) break;
    // Sent together, not one after the other's answer: a busy page answers late, and a scanner's keys do
    // not wait for that either; the Enter's event then carries the time the browser took it.
    await Promise.all([
      cdp.send('Input.insertText', { text: code }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', ...key, text: '\r', unmodifiedText: '\r' }),
      cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key }),
    ]);
    await page.waitForTimeout(300);
  }
  await page.waitForTimeout(1000);
  const times = await page.evaluate(() => (window as unknown as { scanTimes: { enters: number[]; painted: number[] } }).scanTimes);
  return times.enters.map((enter, index) => (times.painted[index] ?? Number.NaN) - enter);
}
