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
 *    renders that field only once its state is "ready", with the bundle read from IndexedDB in its compact
 *    form (sorted ids and names that a scan searches as they are, lib/compact-bundle.ts), so the field is
 *    the marker; the run then checks that the page counts the whole roster;
 * 3. on that offline page, types a code into the field and presses Enter, five times: a valid ticket (the
 *    first scan since the start), another valid ticket, that ticket again, its token with one signature
 *    character changed, and a revoked ticket. Each is timed from the Enter key's event (its timeStamp, when
 *    the browser received it) to the frame after the verdict layer ([data-verdict]) enters the document
 *    (requestAnimationFrame), the verdict checked for its kind;
 * 4. goes back online and opens the page once more: ready to scan (from the device's copy), then scans
 *    other valid tickets about three times a second until 5 s after the bundle's new download has finished
 *    (codes and keys sent through the DevTools protocol, so a key can wait for a busy page as a scanner's
 *    does); the worst of those verdicts is what a scan meets while the page reads, checks, stores and
 *    applies the new bundle, and the longest main-thread task after ready says why.
 *    Between two scans the verdict is dismissed ("Следующий"), so each verdict is a new layer.
 * It also prints the bundle as downloaded (bytes on the wire with the browser's Accept-Encoding, and as
 * JSON) and the page's JavaScript heap after a garbage collection.
 *
 * Medians and the worst of RUNS runs (default 5). Figures only: nothing here passes or fails.
 */
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { bundleOnTheWire, gateAccount, longestTaskAfter, readyWhen, recordLongTasks, scanWhileBusy, verdictTime } from './bench-gate-page';
import { kib, median, runBench, startSeededServer, throttledPage } from './bench-support';
import { signedInPhoneContext, signInBenchVisitor, type Tokens } from './bench-visitor';
import { currentExhibition, growRevocations, growTickets, revokedCount, sampleTickets, ticketCount, tokenOf } from './bench-tickets';

const RUNS = Number(process.env.RUNS ?? 5);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const SCAN = '/ru/staff/scan';
const SMALL = { tickets: 1000, revoked: 100 };
/** Tickets scanned after an online start, at most: about three a second for the download and 5 s more. */
const ONLINE_SCANS = 60;

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  if (at === -1) return fallback;
  const value = Number(process.argv[at + 1]);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} wants a whole number, got ${process.argv[at + 1] ?? 'nothing'}`);
  return value;
}

type Run = Record<string, number>;
type Codes = { first: string; valid: string; online: string[]; revoked: string; name: string };

async function oneRun(baseUrl: string, browser: Browser, tokens: Tokens, codes: Codes, rosterSize: number): Promise<Run> {
  const context = await signedInPhoneContext(browser, tokens);
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
  await page.close();

  // Back online, a start shows the device's copy at once and downloads the bundle again behind it.
  await context.setOffline(false);
  page = await throttledPage(context, THROTTLE);
  await recordLongTasks(page);
  const downloaded = page.waitForEvent('requestfinished', {
    predicate: (request) => request.url().includes('/staff/gate/bundle'),
    timeout: 120_000,
  });
  const ready = await readyWhen(page, `${baseUrl}${SCAN}`, '#gate-code');
  run['online start: → ready to scan (from the device)'] = ready;
  // A gate keeper scanning about three times a second while the new bundle comes in and is put to use.
  let done: number | undefined;
  void downloaded.then(() => (done = performance.now()));
  const times = await scanWhileBusy(page, codes.online, () => done !== undefined && performance.now() - done > 5000);
  if (times.length === 0 || times.some((time) => !Number.isFinite(time))) throw new Error(`a scan had no verdict: ${times.join(', ')}`);
  run['online start: worst verdict while the bundle refreshes'] = Math.max(...times);
  run['online start: longest main-thread task after ready'] = await longestTaskAfter(page, ready);
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
    valid: await sampleTickets(server.db, exPrefix, ONLINE_SCANS * RUNS + 2 * RUNS),
    revokedSample: await sampleTickets(server.db, exPrefix, RUNS, { revoked: true }),
    runs: [] as Run[],
  };
}

async function runOn(roster: Awaited<ReturnType<typeof rosterServer>>, browser: Browser, index: number) {
  const { server, exPrefix, valid } = roster;
  // New tickets each run: nothing of an earlier run's device can make them repeats.
  const mine = valid.slice(index * (ONLINE_SCANS + 2), (index + 1) * (ONLINE_SCANS + 2));
  const ticket = mine[1]!;
  const codes = {
    first: await tokenOf(server.db, exPrefix, mine[0]!),
    valid: await tokenOf(server.db, exPrefix, ticket),
    online: await Promise.all(mine.slice(2).map((other) => tokenOf(server.db, exPrefix, other))),
    revoked: await tokenOf(server.db, exPrefix, roster.revokedSample[index % roster.revokedSample.length]!),
    name: ticket.name,
  };
  try {
    roster.runs.push(await oneRun(server.url, browser, await signInBenchVisitor(server.url, roster.login), codes, roster.tickets));
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
      wires.push(await bundleOnTheWire(roster.server.url, (await signInBenchVisitor(roster.server.url, roster.login)).access));
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
