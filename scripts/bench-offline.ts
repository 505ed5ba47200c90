/**
 * `npm run bench:offline`: how fast the catalogue is usable from the device with no network, against the
 * same screen online, with a big show (3,000 exhibitors, 400 events, as `npm run seed -- --participants
 * 3000 --events 400` makes them, in a temporary DATA_DIR; `-- --size 10000` for 10,000 and 1,000) and the
 * CPU slowed 4× (DevTools protocol).
 *
 * Each run is a new browser context (phone viewport) that:
 * 1. opens the catalogue online for the first time (no worker, nothing on the device);
 * 2. opens it again online as a returning visitor (whatever the worker answers the navigation with: the
 *    page it kept, else the shell; data from IndexedDB, then revalidated over the network);
 * 3. opens it again with the network cut (context.setOffline): the worker's answer, data from IndexedDB.
 * Steps 2 and 3 swap places every other run, so neither always has the warmer browser.
 * Two frames are timed from the navigation's start: the first with exhibitor cards ("first cards
 * painted") and the first in which the list is usable (cards and an enabled search box, nothing left
 * waiting for hydration). It also reads the restore time the app measures (performance measure
 * `persist:restored`) and the size of the stored cache.
 *
 * It prints medians over RUNS runs (default 5). Figures only: nothing here passes or fails.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { storedCacheJson } from '../tests/support/stored-cache';
import { printTable, runBench, startBenchServer, throttledPage, phoneContext } from './bench-support';

const RUNS = Number(process.env.RUNS ?? 5);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const CATALOGUE = '/ru/exhibition/participants';

type Run = Record<string, number>;

type Start = { cards: number; usable: number };

/**
 * ms from navigation start to two frames: the first that shows exhibitor cards ("first cards painted":
 * from the server's HTML, a kept page or the app's own render), and the first in which the list is usable
 * (cards and an enabled search box, nothing left waiting for hydration).
 */
async function openCatalogue(page: Page, baseUrl: string): Promise<Start> {
  await page.goto(`${baseUrl}${CATALOGUE}`, { waitUntil: 'commit' });
  const frameWhen = (stage: 'cards' | 'usable') =>
    page
      .waitForFunction(
        (wanted) => {
          const cards = document.querySelector('main article') !== null;
          const usable =
            cards && document.querySelector('input[type="search"]:enabled') !== null && !document.querySelector('[data-hydrating]');
          return (wanted === 'cards' ? cards : usable)
            ? new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())))
            : null;
        },
        stage,
        { polling: 'raf', timeout: 60_000 },
      )
      .then((handle) => handle.jsonValue() as Promise<number>);
  const cards = await frameWhen('cards');
  const usable = await frameWhen('usable');
  return { cards, usable };
}

const measured = (page: Page, name: string) =>
  page.evaluate((entry) => performance.getEntriesByName(entry).at(-1)?.duration ?? Number.NaN, name);
/** Wall time of the restore (IndexedDB read + hydrate), which runs side by side with the i18n start-up. */
const restoreMs = (page: Page) => measured(page, 'persist:restored');

async function oneRun(baseUrl: string, browser: Browser, index: number): Promise<Run> {
  const context = await phoneContext(browser);
  const run: Run = {};
  let page = await throttledPage(context, THROTTLE);
  const first = await openCatalogue(page, baseUrl);
  run['online, first visit: → first cards painted'] = first.cards;
  run['online, first visit: → list usable'] = first.usable;
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 60_000 });
  // The catalogue reaches IndexedDB within the write throttle; wait for it, as a visitor's phone would.
  let json = '';
  for (let tries = 0; tries < 100 && !json.includes('"participant-filters"'); tries += 1) {
    await page.waitForTimeout(200);
    json = await storedCacheJson(page);
  }
  if (!json.includes('"participant-filters"')) throw new Error('the catalogue never reached IndexedDB');
  run['persisted size (JSON), MB'] = json.length / 1e6;
  await page.close();

  // Alternate which of the two returning starts comes first: a later start in the same context finds the
  // browser's caches warmer, and always measuring offline last would flatter it.
  const online = async () => {
    await context.setOffline(false);
    page = await throttledPage(context, THROTTLE);
    const returning = await openCatalogue(page, baseUrl);
    run['online, returning: → first cards painted'] = returning.cards;
    run['online, returning: → list usable'] = returning.usable;
    run['online, returning: IndexedDB restore (wall)'] = await restoreMs(page);
    await page.close();
  };
  const offline = async () => {
    await context.setOffline(true);
    page = await throttledPage(context, THROTTLE);
    const offline = await openCatalogue(page, baseUrl);
    run['offline, from the device: → first cards painted'] = offline.cards;
    run['offline, from the device: → list usable'] = offline.usable;
    run['offline: IndexedDB restore (wall)'] = await restoreMs(page);
    run['offline: of which the IndexedDB read'] = await measured(page, 'persist:read');
    run['offline: restore starts (app code running)'] = await page.evaluate(
      () => performance.getEntriesByName('persist:restored').at(-1)?.startTime ?? Number.NaN,
    );
    await page.close();
  };
  if (index % 2 === 0) {
    await online();
    await offline();
  } else {
    await offline();
    await online();
  }
  await context.close();
  const ratio = (a: string, b: string) => run[a]! / run[b]!;
  run['ratio first cards: offline / online first visit'] = ratio(
    'offline, from the device: → first cards painted',
    'online, first visit: → first cards painted',
  );
  run['ratio first cards: returning / online first visit'] = ratio(
    'online, returning: → first cards painted',
    'online, first visit: → first cards painted',
  );
  run['ratio list usable: offline / online first visit'] = ratio(
    'offline, from the device: → list usable',
    'online, first visit: → list usable',
  );
  run['ratio list usable: returning / online first visit'] = ratio(
    'online, returning: → list usable',
    'online, first visit: → list usable',
  );
  return run;
}

async function main() {
  const server = await startBenchServer('offline');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const bytes = (await (await fetch(`${server.url}/api/public/participants/?lang_code=ru`)).arrayBuffer()).byteLength;
    console.log(
      `Offline benchmark: ${server.summary}; catalogue JSON ${(bytes / 1e6).toFixed(2)} MB; CPU ×${THROTTLE}; ${RUNS} runs; phone viewport 390×844; local server (a fast network).`,
    );
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      runs.push(await oneRun(server.url, browser, index));
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    printTable(runs, (key, value) => (key.startsWith('ratio') || key.endsWith('MB') ? value.toFixed(2) : `${value.toFixed(0)} ms`));
  } finally {
    await browser.close();
    await server.close();
  }
}

runBench(main);
