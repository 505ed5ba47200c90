/**
 * `npm run bench:plan`: issue 34's targets for the visitor's plan (/ru/personal/favorite) on a mid-range
 * phone (390×844, CPU slowed 4× through the DevTools protocol), with 200 favourite events and 500 favourite
 * exhibitors on a show of 3,000 exhibitors and 400 events (`-- --size N` for another size).
 *
 * Each run is a new browser context, signed in as the same visitor, that:
 * 1. opens the plan online (the first visit of this device): navigation → the first frame with a planned
 *    event, then the companies tab → the first frame with a hall's group;
 * 2. waits until the service worker controls the page and IndexedDB holds the favourites;
 * 3. cuts the network and opens the plan in a new tab: the same two frames, from the worker and IndexedDB.
 * Then "what changed": 30 of the visitor's favourite events move room (the database's triggers log each),
 * and GET /user/favorite_changes is timed from Node, 20 times.
 *
 * It prints medians and the worst of RUNS runs (default 5). Figures only: nothing here passes or fails.
 */
import { inArray } from 'drizzle-orm';
import { chromium, type Browser, type Page } from 'playwright-core';
import { events } from '../server/db/schema';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { storedCacheJson, storedKeys } from '../tests/support/stored-cache';
import { benchSize, median, printTable, runBench, startSeededServer, throttledPage } from './bench-support';
import { plannedVisitor, signedInPhoneContext, signInBenchVisitor, type Tokens } from './bench-visitor';

const RUNS = Number(process.env.RUNS ?? 5);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const FAVOURITE_EVENTS = 200;
const FAVOURITE_EXHIBITORS = 500;
const PLAN = '/ru/personal/favorite';

type Run = Record<string, number>;

/** ms from navigation start to the first frame in which `selector` is in the document. */
async function paintedWhen(page: Page, url: string, selector: string): Promise<number> {
  await page.goto(url, { waitUntil: 'commit' });
  const handle = await page.waitForFunction(
    (wanted) =>
      document.querySelector(wanted) ? new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now()))) : null,
    selector,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as number;
}

async function oneRun(baseUrl: string, browser: Browser, tokens: Tokens): Promise<Run> {
  const context = await signedInPhoneContext(browser, tokens);
  const run: Run = {};
  let page = await throttledPage(context, THROTTLE);
  run['online, first visit: → planned events painted'] = await paintedWhen(page, `${baseUrl}${PLAN}`, '[data-event-id]');
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 60_000 });
  // Each tab's list reaches IndexedDB within the write throttle: wait for it before leaving the page, as a
  // visitor's phone would have done long before the network failed.
  let json = '';
  const waitStored = async (resource: string) => {
    for (let tries = 0; tries < 150 && !json.includes(`"${resource}"`); tries += 1) {
      await page.waitForTimeout(200);
      json = await storedCacheJson(page);
    }
    if (!json.includes(`"${resource}"`))
      throw new Error(`${resource} never reached IndexedDB (stored: ${(await storedKeys(page)).join(', ').slice(0, 400)})`);
  };
  await waitStored('events-favorites');
  run['online, first visit: companies tab → hall groups painted'] = await paintedWhen(
    page,
    `${baseUrl}${PLAN}?tab=companies`,
    'section[data-hall]',
  );
  await waitStored('participants-favorites');
  run['persisted size (JSON), MB'] = json.length / 1e6;
  await page.close();

  await context.setOffline(true);
  page = await throttledPage(context, THROTTLE);
  run['offline, from the device: → planned events painted'] = await paintedWhen(page, `${baseUrl}${PLAN}`, '[data-event-id]');
  await page.close();
  page = await throttledPage(context, THROTTLE);
  run['offline, from the device: companies tab → hall groups painted'] = await paintedWhen(
    page,
    `${baseUrl}${PLAN}?tab=companies`,
    'section[data-hall]',
  );
  await context.close();
  return run;
}

async function main() {
  const server = await startSeededServer('plan');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { growCatalogue } = await import('../server/seed/large-catalogue');
    const growth = await growCatalogue(server.db, benchSize());
    const { visitor, eventRows, exhibitorRows } = await plannedVisitor(server, growth.exPrefix, FAVOURITE_EVENTS, FAVOURITE_EXHIBITORS);
    console.log(
      `Plan benchmark: ${growth.exPrefix}, ${growth.participants.before + growth.participants.added} exhibitors, ${growth.events.before + growth.events.added} events; ` +
        `${eventRows.length} favourite events, ${exhibitorRows.length} favourite exhibitors; CPU ×${THROTTLE}; ${RUNS} runs; phone 390×844; local server.`,
    );
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      // A run that fails says why and the others still count: the table names how many it holds.
      try {
        runs.push(await oneRun(server.url, browser, index === 0 ? visitor : await signInBenchVisitor(server.url, visitor.login)));
        process.stdout.write('.');
      } catch (error) {
        console.log(`\nrun ${index + 1} failed: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
      }
    }
    console.log(`\n${runs.length} of ${RUNS} runs completed.`);
    printTable(runs, (key, value) => (key.endsWith('MB') ? value.toFixed(2) : `${value.toFixed(0)} ms`));

    // "What changed": 30 favourite events move room; the triggers address each change to this visitor.
    const moved = eventRows.slice(0, 30).map((row) => row.id);
    await server.db
      .update(events)
      .set({ location: { ru: 'Зал «Бенчмарк»', en: 'Benchmark hall', zh: '基准厅' } })
      .where(inArray(events.id, moved));
    const times: number[] = [];
    let listed = 0;
    const session = await signInBenchVisitor(server.url, visitor.login);
    for (let index = 0; index < 20; index += 1) {
      const started = performance.now();
      const response = await fetch(`${server.url}/api/public/user/favorite_changes/?ex_prefix=${growth.exPrefix}&lang_code=ru`, {
        headers: { Authorization: `Bearer ${session.access}` },
      });
      const body = (await response.json()) as { changes?: unknown[] };
      times.push(performance.now() - started);
      listed = body.changes?.length ?? -1;
    }
    console.log(
      `\n"What changed" (GET /user/favorite_changes, ${listed} unseen changes listed): median ${median(times).toFixed(1)} ms, worst ${Math.max(...times).toFixed(1)} ms over 20 calls.`,
    );
  } finally {
    await browser.close();
    await server.close();
  }
}

runBench(main);
