/**
 * `npm run bench:gate`: issue 35's targets for the gate (/ru/staff/scan) on a mid-range phone (390×844, CPU
 * slowed 4× through the DevTools protocol): a cold start offline → ready to scan ≤ 1.5 s; a code typed or
 * scanned → verdict painted < 150 ms; 100,000 tickets and 10,000 revocations on the device without slowing it.
 *
 * Two servers run on fresh demo databases whose current exhibition is grown, one to a small roster (1,000
 * tickets, 100 revoked), the other to `--tickets N` (default 100,000) and `--revoked M` (default 10,000);
 * their runs alternate, so the two columns show what the size costs under the same load
 * (scripts/bench-tickets.ts writes the rows; keys.ts signs the tokens scanned). A gate account (a visitor
 * given the gate role, as the browser tests make one) signs in afresh for each run, in a new browser
 * context, which:
 * 1. opens /ru/staff/scan online with nothing on the device: navigation → ready (the bundle downloaded,
 *    checked, stored in IndexedDB and turned into Maps), names the gate and waits for the service worker;
 * 2. cuts the network (context.setOffline), opens the page in a new tab: navigation start → the first frame
 *    that is "ready to scan", i.e. the code field (#gate-code) is in the document and enabled. The page
 *    renders that field only once its state is "ready", with the bundle read from IndexedDB and the roster
 *    and revocations built into a Map and a Set (use-gate.ts), so the field is the marker; the run then
 *    checks that the page counts the whole roster;
 * 3. on that offline page, types a code into the field and presses Enter, five times: a valid ticket (the
 *    first scan since the start), another valid ticket, that ticket again, its token with one signature
 *    character changed, and a revoked ticket. Each is timed from the Enter key's event (its timeStamp, when
 *    the browser received it) to the frame after the verdict layer ([data-verdict]) enters the document
 *    (requestAnimationFrame), the verdict checked for its kind.
 *    Between two scans the verdict is dismissed ("Следующий"), so each verdict is a new layer.
 * It also prints the bundle as downloaded (bytes on the wire with the browser's Accept-Encoding, and as
 * JSON) and the page's JavaScript heap after a garbage collection.
 *
 * Medians and the worst of RUNS runs (default 5). Figures only: nothing here passes or fails.
 */
import http from 'node:http';
import { gunzipSync, inflateSync, brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { chromium, type Browser, type Page } from 'playwright-core';
import { userRoles, users } from '../server/db/schema';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { kib, median, phoneContext, runBench, startSeededServer, throttledPage } from './bench-support';
import { currentExhibition, growRevocations, growTickets, revokedCount, sampleTickets, ticketCount, tokenOf } from './bench-tickets';

const RUNS = Number(process.env.RUNS ?? 5);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const SCAN = '/ru/staff/scan';
const PASSWORD = 'Prokat-2027';
const SMALL = { tickets: 1000, revoked: 100 };

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} wants a whole number, got ${process.argv[at + 1] ?? 'nothing'}`);
  return value;
}

type Run = Record<string, number>;
type Tokens = { access: string; refresh: string };
type Codes = { first: string; valid: string; revoked: string; name: string };

/** ms from navigation start to the first frame in which `selector` matches an enabled element. */
async function readyWhen(page: Page, url: string, selector: string): Promise<number> {
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
async function verdictTime(page: Page, code: string, kind: 'admit' | 'again' | 'refuse'): Promise<number> {
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
  if (result.kind !== kind) throw new Error(`expected the verdict ${kind}, got ${result.kind ?? 'none'}`);
  return result.ms;
}

async function signIn(baseUrl: string, login: string): Promise<Tokens> {
  const send = () =>
    fetch(`${baseUrl}/api/public/user/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login, password: PASSWORD }),
    });
  // Once more on a socket error: after the seconds spent growing the database, fetch may reuse a kept-alive
  // connection the server has just closed (its 5 s keep-alive), and a POST is not retried by itself.
  const response = await send().catch(send);
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()) as Tokens;
}

/** A visitor account without a ticket, registered through the API, given the gate role in the database. */
async function gateAccount(server: Awaited<ReturnType<typeof startSeededServer>>): Promise<string> {
  const login = `bench.gate.${Date.now().toString(36)}@example.org`;
  const form = new FormData();
  const fields = {
    login,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    first_name: 'Павел',
    last_name: 'Орлов',
    phone: '+7 (912) 000-00-01',
    company: 'Оргкомитет',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${server.url}/api/public/user/registration/`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}`);
  const [row] = await server.db.select({ id: users.id }).from(users).where(eq(users.login, login));
  await server.db.insert(userRoles).values({ userId: row!.id, role: 'gate' });
  return login;
}

/** The bundle as the browser downloads it: bytes on the wire with Chromium's Accept-Encoding, and decoded. */
function bundleOnTheWire(baseUrl: string, token: string) {
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

async function oneRun(baseUrl: string, browser: Browser, tokens: Tokens, codes: Codes, rosterSize: number): Promise<Run> {
  const context = await phoneContext(browser);
  await context.addInitScript(
    ([access, refresh]) => {
      if (localStorage.getItem('access_token')) return;
      localStorage.setItem('access_token', access ?? '');
      localStorage.setItem('refresh_token', refresh ?? '');
    },
    [tokens.access, tokens.refresh],
  );
  const run: Run = {};
  let page = await throttledPage(context, THROTTLE);
  // The first load shows the gate's name form once ready (a new device has no name yet).
  run['online, first load: → ready (bundle downloaded and stored)'] = await readyWhen(page, `${baseUrl}${SCAN}`, '#gate-name');
  await page.fill('#gate-name', 'Вход 1, павильон 2');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await page.locator('#gate-code').waitFor();
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 60_000 });
  await page.close();

  await context.setOffline(true);
  page = await throttledPage(context, THROTTLE);
  run['offline, cold start: → ready to scan'] = await readyWhen(page, `${baseUrl}${SCAN}`, '#gate-code');
  const status = await page.locator('dl').first().innerText();
  if (!status.includes(`${rosterSize} ·`)) throw new Error(`the page does not count ${rosterSize} tickets: ${status}`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage');
  run['offline: JS heap after GC, MB'] = (await cdp.send('Runtime.getHeapUsage')).usedSize / 1e6;

  // The first scan after a cold start pays for what the page makes on first use; the others are a gate at work.
  run['verdict: first scan after the cold start → admit'] = await verdictTime(page, codes.first, 'admit');
  run['verdict: valid → admit'] = await verdictTime(page, codes.valid, 'admit');
  if (!(await page.locator('[data-verdict]').innerText()).includes(codes.name)) throw new Error(`the verdict does not name ${codes.name}`);
  run['verdict: same again → repeat'] = await verdictTime(page, codes.valid, 'again');
  const at = 40;
  const tampered = codes.valid.slice(0, at) + (codes.valid[at] === 'A' ? 'B' : 'A') + codes.valid.slice(at + 1);
  run['verdict: tampered → refuse'] = await verdictTime(page, tampered, 'refuse');
  run['verdict: revoked → refuse'] = await verdictTime(page, codes.revoked, 'refuse');
  await context.close();
  return run;
}

type Server = Awaited<ReturnType<typeof startSeededServer>>;

/** A server of its own for one roster size, grown, with its gate account and the tickets to scan. */
async function rosterServer(size: { tickets: number; revoked: number }) {
  const server = await startSeededServer('gate');
  const { prefixContract: exPrefix } = await currentExhibition(server.db);
  const login = await gateAccount(server);
  await growTickets(server.db, exPrefix, size.tickets, 'gate-bench');
  await growRevocations(server.db, exPrefix, size.revoked, 'gate-bench');
  return {
    server,
    exPrefix,
    login,
    tickets: await ticketCount(server.db, exPrefix),
    revoked: await revokedCount(server.db, exPrefix),
    valid: await sampleTickets(server.db, exPrefix, 2 * RUNS),
    revokedSample: await sampleTickets(server.db, exPrefix, RUNS, { revoked: true }),
    runs: [] as Run[],
  };
}

async function runOn(roster: Awaited<ReturnType<typeof rosterServer>>, browser: Browser, index: number) {
  const { server, exPrefix, valid } = roster;
  // New tickets each run: nothing of an earlier run's device can make them repeats.
  const ticket = valid[(2 * index + 1) % valid.length]!;
  const codes = {
    first: await tokenOf(server.db, exPrefix, valid[(2 * index) % valid.length]!),
    valid: await tokenOf(server.db, exPrefix, ticket),
    revoked: await tokenOf(server.db, exPrefix, roster.revokedSample[index % roster.revokedSample.length]!),
    name: ticket.name,
  };
  try {
    roster.runs.push(await oneRun(server.url, browser, await signIn(server.url, roster.login), codes, roster.tickets));
    process.stdout.write('.');
  } catch (error) {
    const cause = error instanceof Error && error.cause instanceof Error ? ` (${error.cause.message})` : '';
    console.log(
      `\n${roster.tickets} tickets, run ${index + 1} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}${cause}`,
    );
  }
}

async function main() {
  const large = { tickets: option('--tickets', 100_000), revoked: option('--revoked', 10_000) };
  const servers: Server[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const started = performance.now();
    const rosters = [];
    for (const size of [SMALL, large]) {
      const roster = await rosterServer(size);
      servers.push(roster.server);
      rosters.push(roster);
    }
    console.log(
      `Gate benchmark: ${rosters[0]!.exPrefix}; two servers, ${rosters.map((r) => `${r.tickets} tickets and ${r.revoked} revoked`).join(' / ')} ` +
        `(ready in ${((performance.now() - started) / 1000).toFixed(0)} s); CPU ×${THROTTLE}; ${RUNS} runs each; phone 390×844; local server.`,
    );
    // The two rosters take turns, run by run (and which goes first alternates), so a busy moment of the
    // machine falls on both alike: measured one after the other, the load's drift was larger than the roster's cost.
    for (let index = 0; index < RUNS; index += 1) {
      for (const roster of index % 2 ? [...rosters].reverse() : rosters) await runOn(roster, browser, index);
    }
    process.stdout.write('\n');
    const headings = rosters.map(
      (roster) => `${roster.tickets.toLocaleString('en')} tickets, ${roster.revoked.toLocaleString('en')} revoked`,
    );
    console.log(`\n| measure | ${headings.join(' | ')} |`);
    console.log(`|---|${rosters.map(() => '---|').join('')}`);
    const keys = Object.keys(rosters.find((roster) => roster.runs.length)?.runs[0] ?? {});
    for (const key of keys) {
      const cells = rosters.map((roster) => {
        const values = roster.runs.map((run) => run[key]!);
        if (values.length === 0) return 'no run';
        const format = (value: number) => (key.endsWith('MB') ? value.toFixed(1) : `${value.toFixed(0)} ms`);
        return `${format(median(values))} (worst ${format(Math.max(...values))})`;
      });
      console.log(`| ${key} | ${cells.join(' | ')} |`);
    }
    const wires = [];
    for (const roster of rosters)
      wires.push(await bundleOnTheWire(roster.server.url, (await signIn(roster.server.url, roster.login)).access));
    const wireCells = wires.map(
      (wire) => `${wire.wire.toLocaleString('en')} B ${wire.encoding} (${kib(wire.wire)} KiB); JSON ${kib(wire.json)} KiB`,
    );
    console.log(`| bundle as downloaded | ${wireCells.join(' | ')} |`);
    console.log(`\nRuns completed: ${rosters.map((roster) => `${roster.runs.length} of ${RUNS}`).join(', ')}. Medians, worst in brackets.`);
  } finally {
    await browser.close();
    for (const server of servers) await server.close();
  }
}

runBench(main);
