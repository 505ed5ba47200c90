/**
 * `npm run bench:map`: issue 33's targets for the hall map on a mid-range phone (390×844, CPU slowed 4×
 * through the DevTools protocol), on the largest hall of the 10,000-exhibitor show (`-- --size N` for
 * another size; BENCH_URL measures a server already grown).
 *
 * The stand it opens: one with a single exhibitor, nearest the middle of the largest hall. Each run is a new
 * browser context (phone, touch) that:
 * 1. opens `?stand=` online for the first time (server-rendered), watching every frame from the document's first
 *    moment (an init script): navigation → the first frame with the
 *    hall's stands; that frame → the first frame with the stand's box centred in the viewport (≤ 4 px);
 * 2. once the network is quiet, taps the stand (a touch through the DevTools protocol): the touch → the
 *    paint after the click that opens the stand's sheet (Event Timing, as INP measures it), and the touch →
 *    the frame after the sheet's first (the bench's older, later measure). The phone may still be reading
 *    and storing the catalogue then, as it is when a visitor taps that soon;
 * 3. waits until the service worker controls the page and IndexedDB holds the hall and the catalogue, then
 *    pinches, drags and wheel-zooms across the hall for a few seconds, recording each frame's length
 *    (requestAnimationFrame deltas);
 * 3b. opens `?stand=` again online with everything on the device, waits until no task has held the main
 *    thread for a second, and taps the stand the same way: the map's own cost of a tap;
 * 4. cuts the network (context.setOffline) and opens `?stand=` in a new tab: the same two frames, from the
 *    worker and IndexedDB;
 * 5. back online, a static page (/ru/news) swiped and wheel-scrolled for the same time, the machine's floor.
 *
 * It prints medians and the worst of RUNS runs (default 5) beside the targets.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import * as v from 'valibot';
import { HallPlanSchema, HallsResponseSchema, type HallPlan } from '../src/contract/halls';
import { ParticipantsResponseSchema } from '../src/contract/participants';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { storedKeys } from '../tests/support/stored-cache';
import { kib, median, phoneContext, runBench, startBenchServer } from './bench-support';

if (!process.argv.includes('--size')) process.argv.push('--size', '10000');

const RUNS = Number(process.env.RUNS ?? 5);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
const STATIC_PAGE = '/ru/news';
const SLOW_FRAME_MS = 25;
/** How long a visitor looks at the hall, once the page is quiet, before asking for a route. */
const IDLE_MS = 3000;

type Run = Record<string, number>;

async function throttledPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  return { page, cdp };
}

/**
 * Arms the page before a tap: the pointer's timeStamp (when the browser received the touch), and the
 * Event Timing API's entry for the click that follows (startTime + duration is the presentation time of the
 * first frame painted after the click's handlers ran, the moment INP measures; the stand's sheet, a
 * non-modal `<dialog open>`, opens in those handlers), when the `open` attribute appeared, and the first
 * requestAnimationFrame after that.
 */
const ARM_TAP = `(() => {
  const tap = (window.__tap = {});
  addEventListener('pointerdown', (event) => { tap.down ??= event.timeStamp; }, { capture: true, once: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.name === 'click' && tap.painted === undefined) tap.painted = entry.startTime + entry.duration;
  }).observe({ type: 'event', durationThreshold: 16 });
  new MutationObserver(() => {
    if (tap.opened === undefined && document.querySelector('dialog[open]')) {
      tap.opened = performance.now();
      requestAnimationFrame(() => requestAnimationFrame(() => { tap.nextFrame = performance.now(); }));
    }
  }).observe(document.body, { attributes: true, subtree: true, attributeFilter: ['open'] });
})()`;
type Tap = { down: number; opened: number; nextFrame: number; painted?: number };

/**
 * The tap → the sheet painted. Event Timing reports a click only when it took 16 ms or more to paint; a
 * faster one has no entry, and then the frame after the one that showed the sheet stands in (later than
 * the paint, never earlier). So does that frame when the sheet appeared only after the click's paint (the
 * click's paint would then not show it). Also returns that frame's time, which earlier versions of this
 * bench reported as a Playwright predicate polled each frame (a frame or more late).
 */
async function tapTimes(page: Page): Promise<{ painted: number; nextFrame: number }> {
  const read = async () => (await page.evaluate('window.__tap')) as Partial<Tap>;
  let tap = await read();
  for (let tries = 0; tries < 600 && (tap.nextFrame === undefined || tap.down === undefined); tries += 1) {
    await pause(50);
    tap = await read();
  }
  const { down, nextFrame } = tap;
  if (nextFrame === undefined || down === undefined) throw new Error('the tap opened no sheet');
  // The click's entry is queued after its paint: give it a moment to arrive.
  for (let tries = 0; tries < 20 && tap.painted === undefined; tries += 1) {
    await pause(50);
    tap = await read();
  }
  const clickShowedIt = tap.painted !== undefined && tap.opened !== undefined && tap.opened <= tap.painted;
  return { painted: (clickShowedIt ? tap.painted! : nextFrame) - down, nextFrame: nextFrame - down };
}

/** Taps the stand's middle and waits for its sheet; then closes it again (Escape). */
async function tapStand(page: Page, stand: string) {
  const target = await page.locator(`svg [data-stand="${stand}"]`).boundingBox();
  if (!target) throw new Error(`stand ${stand} has no box`);
  await page.evaluate(ARM_TAP);
  await page.touchscreen.tap(target.x + target.width / 2, target.y + target.height / 2);
  const tap = await tapTimes(page);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => document.querySelector('dialog[open]') === null);
  return tap;
}

/** Resolves once a whole second has passed with no long task (> 50 ms) on the main thread. */
const QUIET_SECOND = `new Promise((resolve) => {
  let last = performance.now();
  new PerformanceObserver(() => { last = performance.now(); }).observe({ type: 'longtask' });
  const check = () => (performance.now() - last > 1000 ? resolve(undefined) : setTimeout(check, 100));
  check();
})`;

/**
 * Watches every frame from the document's first moment (an init script, so the watch cannot start late
 * while the parser holds the main thread, as a Playwright predicate would) and records the first frame with
 * the stand in the DOM and the first with its box centred: window.__mapFrames = { painted, centred }.
 */
const watchStand = (stand: string) => `(() => {
  const stand = ${JSON.stringify(stand)};
  const times = (window.__mapFrames = {});
  const check = (now) => {
    // The stand's own element: its label in today's drawing (stands are shared paths), its group in older ones.
    const element = document.querySelector('svg [data-stand="' + stand + '"]');
    if (element && times.painted === undefined) times.painted = now;
    const view = element && element.closest('[role="group"]');
    if (element && view) {
      const box = element.getBoundingClientRect();
      const frame = view.getBoundingClientRect();
      if (box.width > 0 && Math.abs(box.x + box.width / 2 - (frame.x + frame.width / 2)) <= box.width / 2 &&
          Math.abs(box.y + box.height / 2 - (frame.y + frame.height / 2)) <= box.height / 2) times.centred = now;
    }
    if (times.centred === undefined) requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
})()`;

/** Navigation → hall painted, and hall painted → the stand centred. */
async function openStand(page: Page, url: string, stand: string) {
  await page.addInitScript(watchStand(stand));
  await page.goto(url, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => (window as { __mapFrames?: { centred?: number } }).__mapFrames?.centred !== undefined, undefined, {
    timeout: 120_000,
  });
  const { painted, centred } = (await page.evaluate('window.__mapFrames')) as { painted: number; centred: number };
  if (!page.url().includes('/exhibition/map')) throw new Error(`not on the map: ${page.url()}`);
  const offset = (await page.evaluate((wanted) => {
    const box = document.querySelector(`svg [data-stand="${wanted}"]`)!.getBoundingClientRect();
    const view = document.querySelector('svg [data-layer], svg [data-stand]')!.closest('[role="group"]')!.getBoundingClientRect();
    return Math.hypot(box.x + box.width / 2 - (view.x + view.width / 2), box.y + box.height / 2 - (view.y + view.height / 2));
  }, stand)) as number;
  return { painted, centred: centred - painted, offset };
}

const START_FRAMES = `(() => {
  const state = { deltas: [], last: performance.now(), on: true };
  window.__frames = state;
  requestAnimationFrame(function tick(now) {
    state.deltas.push(now - state.last);
    state.last = now;
    if (state.on) requestAnimationFrame(tick);
  });
})()`;
const STOP_FRAMES = `(() => {
  const state = window.__frames;
  state.on = false;
  const deltas = state.deltas.slice(1);
  return { frames: deltas.length, slow: deltas.filter((delta) => delta > ${SLOW_FRAME_MS}).length, longest: Math.max(...deltas) };
})()`;
type Frames = { frames: number; slow: number; longest: number };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Calls step(progress 0…1) about every 16 ms for `ms` milliseconds of wall time. */
async function over(ms: number, step: (progress: number) => Promise<unknown>) {
  const started = Date.now();
  for (let elapsed = 0; elapsed < ms; elapsed = Date.now() - started) {
    await step(elapsed / ms);
    await pause(16);
  }
  await step(1);
}

type Point = { x: number; y: number };
const touch = (cdp: CDPSession, type: 'touchStart' | 'touchMove' | 'touchEnd', points: Point[]) =>
  cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((point, id) => ({ x: point.x, y: point.y, id })) });

/** Two fingers about `centre`, from `from` px apart to `to` px apart. */
async function pinch(cdp: CDPSession, centre: Point, from: number, to: number, ms: number) {
  const fingers = (gap: number) => [
    { x: centre.x - gap / 2, y: centre.y },
    { x: centre.x + gap / 2, y: centre.y },
  ];
  await touch(cdp, 'touchStart', fingers(from));
  await over(ms, (progress) => touch(cdp, 'touchMove', fingers(from + (to - from) * progress)));
  await touch(cdp, 'touchEnd', []);
}

/** One finger from `start` by (dx, dy). */
async function drag(cdp: CDPSession, start: Point, dx: number, dy: number, ms: number) {
  await touch(cdp, 'touchStart', [start]);
  await over(ms, (progress) => touch(cdp, 'touchMove', [{ x: start.x + dx * progress, y: start.y + dy * progress }]));
  await touch(cdp, 'touchEnd', []);
}

async function wheel(cdp: CDPSession, at: Point, deltaY: number, ms: number) {
  await over(ms, () => cdp.send('Input.dispatchMouseEvent', { type: 'mouseWheel', x: at.x, y: at.y, deltaX: 0, deltaY }));
}

/** About 3 s of pinching and dragging across the hall, then 1 s of wheel zoom, over the box `area`. */
async function gesturesOverMap(cdp: CDPSession, area: Point & { width: number; height: number }) {
  const centre = { x: area.x + area.width / 2, y: area.y + area.height / 2 };
  const reach = Math.min(area.width, area.height) * 0.35;
  await pinch(cdp, centre, 60, 60 + reach * 2, 700);
  await drag(cdp, { x: centre.x + reach, y: centre.y }, -reach * 2, 0, 450);
  await drag(cdp, { x: centre.x, y: centre.y + reach }, 0, -reach * 2, 450);
  await drag(cdp, { x: centre.x - reach, y: centre.y - reach / 2 }, reach * 2, reach, 450);
  await pinch(cdp, centre, 60 + reach * 2, 80, 700);
  await drag(cdp, { x: centre.x, y: centre.y - reach }, 0, reach * 2, 450);
  await wheel(cdp, centre, -60, 500);
  await wheel(cdp, centre, 60, 500);
}

/** The same input rhythm on a page that only scrolls: swipes up and down for as long, then the wheel. */
async function gesturesOverStatic(cdp: CDPSession, viewport: { width: number; height: number }) {
  const x = viewport.width / 2;
  const low = viewport.height * 0.8;
  const high = viewport.height * 0.2;
  for (const [from, to, ms] of [
    [low, high, 700],
    [low, high, 450],
    [low, high, 450],
    [high, low, 450],
    [low, high, 700],
    [high, low, 450],
  ] as const) {
    await drag(cdp, { x, y: from }, 0, to - from, ms);
  }
  await wheel(cdp, { x, y: viewport.height / 2 }, 60, 500);
  await wheel(cdp, { x, y: viewport.height / 2 }, -60, 500);
}

async function recordFrames(page: Page, drive: () => Promise<void>): Promise<Frames> {
  await page.evaluate(START_FRAMES);
  await drive();
  return (await page.evaluate(STOP_FRAMES)) as Frames;
}

/** Both stores the offline start needs: the hall's plan and the catalogue, in IndexedDB. */
async function waitForDevice(page: Page, hall: string) {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated', undefined, { timeout: 120_000 });
  let keys: string[] = [];
  const held = () =>
    keys.some((key) => key.includes('"hall-plan"') && key.includes(`"${hall}"`)) && keys.some((key) => key.includes('"participants","ru"'));
  for (let tries = 0; tries < 300 && !held(); tries += 1) {
    await page.waitForTimeout(200);
    keys = await storedKeys(page);
  }
  if (!held()) throw new Error(`the hall and the catalogue never reached IndexedDB: ${JSON.stringify(keys)}`);
}

async function oneRun(baseUrl: string, browser: Browser, hall: string, stand: string): Promise<Run> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    deviceScaleFactor: 2,
    locale: 'ru-RU',
  });
  const url = `${baseUrl}/ru/exhibition/map?stand=${encodeURIComponent(stand)}`;
  const run: Run = {};

  const { page, cdp } = await throttledPage(context);
  const online = await openStand(page, url, stand);
  run['navigation → hall painted, online first visit'] = online.painted;
  run['hall painted → stand centred, online'] = online.centred;
  run['stand centre to viewport centre, px'] = online.offset;

  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 120_000 });
  // The first tap comes as soon as the network is quiet: a visitor taps then, while the phone may still be
  // reading and storing megabytes of catalogue (the sheet's names wait for that, whatever the map does).
  await page.waitForLoadState('networkidle', { timeout: 120_000 });
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 10_000 })));
  const early = await tapStand(page, stand);
  run['tap on a stand → sheet painted, first visit once the network is quiet'] = early.painted;
  run['  the same tap → the frame after the sheet’s'] = early.nextFrame;

  await waitForDevice(page, hall);
  const viewport = await page
    .getByRole('group')
    .filter({ has: page.locator('svg [data-layer], svg [data-stand]') })
    .boundingBox();
  if (!viewport) throw new Error('the map has no viewport');
  const map = await recordFrames(page, () => gesturesOverMap(cdp, viewport));
  await page.close();

  // A visit with everything on the device, once no task has held the main thread for a second: the map's
  // own cost of a tap.
  const settledTab = await throttledPage(context);
  await openStand(settledTab.page, url, stand);
  await settledTab.page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 120_000 });
  await settledTab.page.evaluate(QUIET_SECOND);
  const settled = await tapStand(settledTab.page, stand);
  run['tap on a stand → sheet painted, page settled'] = settled.painted;
  run['  the same tap → the frame after the sheet’s '] = settled.nextFrame;
  await settledTab.page.close();

  await context.setOffline(true);
  const offlineTab = await throttledPage(context);
  const offline = await openStand(offlineTab.page, url, stand);
  run['navigation → hall painted, cold start offline'] = offline.painted;
  run['hall painted → stand centred, offline'] = offline.centred;
  await offlineTab.page.close();
  await context.setOffline(false);

  const still = await throttledPage(context);
  await still.page.goto(`${baseUrl}${STATIC_PAGE}`, { waitUntil: 'load', timeout: 120_000 });
  await still.page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 120_000 });
  // Let its images and deferred work finish, as the map had (it waited for IndexedDB) before its gestures.
  await still.page.waitForLoadState('networkidle');
  await still.page.waitForTimeout(1500);
  const floor = await recordFrames(still.page, () => gesturesOverStatic(still.cdp, { width: 390, height: 844 }));
  run['static page height px'] = (await still.page.evaluate(() => document.documentElement.scrollHeight)) as number;
  await context.close();

  const share = (frames: Frames) => frames.slow / Math.max(1, frames.frames);
  run['map gestures: frames'] = map.frames;
  run['map gestures: share of frames > 25 ms'] = share(map);
  run['static page: share of frames > 25 ms'] = share(floor);
  // A floor with no slow frame counts as one, so the ratio stays finite.
  run['ratio map / static: share of frames > 25 ms'] = share(map) / Math.max(share(floor), 1 / Math.max(1, floor.frames));
  run['map gestures: longest frame'] = map.longest;
  run['static page: longest frame'] = floor.longest;
  run['ratio map / static: longest frame'] = map.longest / floor.longest;
  return run;
}

/** Long tasks from the document's first moment: window.__longTasks = [[start, duration], …]. */
const WATCH_LONG_TASKS = `(() => {
  const tasks = (window.__longTasks = []);
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) tasks.push([entry.startTime, entry.duration]); })
    .observe({ type: 'longtask', buffered: true });
})()`;
// HALL_AHEAD=slices measures the map's way without a worker (idle slices): the page is given none.
const NO_WORKER = `Object.defineProperty(window, 'Worker', { value: undefined, configurable: true })`;

/**
 * Arms the route panel's "Маршрут сюда" button: the pointer's timeStamp, and the first frame after the
 * route's summary appeared (the walk is worked out in the click's handler, the summary rendered after it).
 */
const ARM_ROUTE = `(() => {
  const route = (window.__route = {});
  addEventListener('pointerdown', (event) => { route.down ??= event.timeStamp; }, { capture: true, once: true });
  const summary = () => [...document.querySelectorAll('[role="status"] p')].some((p) => /\\d+ м/.test(p.textContent || ''));
  new MutationObserver(() => {
    if (route.shown === undefined && summary()) {
      route.shown = performance.now();
      requestAnimationFrame(() => requestAnimationFrame(() => { route.frame = performance.now(); }));
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

/**
 * The first route in a hall on a first visit: "Маршрут сюда" from the panel's start (an entrance) to the
 * selected stand, either as soon as the page is hydrated or once it has been idle (no long task for a
 * second, then `idleMs` more). Returns the click → the frame after the summary, whether the map's
 * background work (use-hall-ahead.ts) had finished by the click, and the longest main-thread task between
 * the page being ready and the click.
 */
async function firstRoute(browser: Browser, baseUrl: string, stand: string, idleMs: number | null): Promise<Run> {
  const context = await phoneContext(browser);
  const { page } = await throttledPage(context);
  await page.addInitScript(WATCH_LONG_TASKS);
  if (process.env.HALL_AHEAD === 'slices') await page.addInitScript(NO_WORKER);
  await page.goto(`${baseUrl}/ru/exhibition/map?stand=${encodeURIComponent(stand)}`, { waitUntil: 'commit', timeout: 120_000 });
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 120_000 });
  const ready = (await page.evaluate('performance.now()')) as number;
  const button = page.getByRole('button', { name: `Маршрут сюда: стенд ${stand}` });
  await button.waitFor({ timeout: 120_000 });
  if (idleMs !== null) {
    await page.waitForLoadState('networkidle', { timeout: 120_000 });
    await page.evaluate(QUIET_SECOND);
    await page.waitForTimeout(idleMs);
  }
  await page.evaluate(ARM_ROUTE);
  await button.click();
  await page.waitForFunction(() => (window as { __route?: { frame?: number } }).__route?.frame !== undefined, undefined, {
    timeout: 120_000,
  });
  const { down, frame, tasks, grids, rows, work, prepared, searched, plans } = (await page.evaluate(`({
    ...window.__route,
    tasks: window.__longTasks,
    grids: performance.getEntriesByName('hall-ahead:grid').filter((mark) => mark.startTime < window.__route.down).length,
    rows: performance.getEntriesByName('hall-ahead:rows').filter((mark) => mark.startTime < window.__route.down).length,
    work: performance.getEntriesByName('map:route')[0]?.duration ?? NaN,
    plans: performance.getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/halls/detail/') && entry.responseEnd < window.__route.down).length,
    prepared: performance.getEntriesByName('hall-ahead:grid')[0]?.detail.ms ?? NaN,
    searched: performance.getEntriesByName('hall-ahead:rows')[0]?.detail.ms ?? NaN,
  })`)) as {
    down: number;
    frame: number;
    tasks: [number, number][];
    grids: number;
    rows: number;
    work: number;
    plans: number;
    prepared: number;
    searched: number;
  };
  await context.close();
  const between = tasks.filter(([start]) => start >= ready && start < down).map(([, duration]) => duration);
  const when = idleMs === null ? 'asked at once' : `asked after ${idleMs / 1000} s of idle`;
  // Keys end in spaces of their own per scenario: the table's rows are keyed by them.
  const tail = idleMs === null ? '' : ' ';
  return {
    [`first route, ${when}: click → summary painted`]: frame - down,
    [`  of which the walk worked out (map:route)${tail}`]: work,
    // A walk passes every hall on the device: with more plans in, a first route prepares more halls.
    [`  hall plans on the device at the click (count)${tail}`]: plans,
    [`  halls prepared ahead by the click (count)${tail}`]: grids,
    [`  halls with every row searched ahead by the click (count)${tail}`]: rows,
    [`  longest task between ready and the click${tail}`]: Math.max(0, ...between),
    // Where the work ran (a worker, or idle slices without one) and at what speed: the first hall's steps.
    [`  ahead: the first hall's preparation${tail}`]: prepared,
    [`  ahead: the first hall's rows${tail}`]: searched,
  };
}

const TARGETS: Record<string, { text: string; met: (value: number) => boolean }> = {
  'navigation → hall painted, online first visit': { text: '≤ 1,000 ms', met: (value) => value <= 1000 },
  'navigation → hall painted, cold start offline': { text: '≤ 1,000 ms', met: (value) => value <= 1000 },
  'tap on a stand → sheet painted, first visit once the network is quiet': { text: '< 100 ms', met: (value) => value < 100 },
  'tap on a stand → sheet painted, page settled': { text: '< 100 ms', met: (value) => value < 100 },
  'hall painted → stand centred, online': { text: '< 500 ms', met: (value) => value < 500 },
  'hall painted → stand centred, offline': { text: '< 500 ms', met: (value) => value < 500 },
  'ratio map / static: share of frames > 25 ms': { text: '≤ 1.5×', met: (value) => value <= 1.5 },
  'ratio map / static: longest frame': { text: '≤ 2×', met: (value) => value <= 2 },
};

function format(key: string, value: number): string {
  if (key.startsWith('ratio')) return `${value.toFixed(2)}×`;
  if (key.includes('share')) return `${(value * 100).toFixed(1)} %`;
  if (Number.isNaN(value)) return '—';
  if (key.endsWith('frames') || key.endsWith('px')) return String(Math.round(value));
  if (key.includes('(count)')) return String(value);
  return `${value.toFixed(0)} ms`;
}

/** Like printTable, with the target and whether the median meets it. */
function printTargets(runs: readonly Run[]) {
  console.log('| measure | median | worst | target |');
  console.log('|---|---|---|---|');
  for (const key of Object.keys(runs[0] ?? {})) {
    const values = runs.map((run) => run[key]!);
    const mid = median(values);
    const target = TARGETS[key];
    const verdict = target ? `${target.text} ${target.met(mid) ? '✓' : '✗'}` : '';
    // "Worst" is the largest value for every measure here: times, slow-frame shares and their ratios.
    console.log(`| ${key} | ${format(key, mid)} | ${format(key, Math.max(...values))} | ${verdict} |`);
  }
}

async function getJson(url: string): Promise<{ bytes: Buffer; json: unknown }> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { bytes, json: JSON.parse(bytes.toString('utf8')) };
}

/** A stand with one exhibitor nearest the hall's middle, so centring it is never cut short by the hall's edge. */
function middleStand(plan: HallPlan, participants: v.InferOutput<typeof ParticipantsResponseSchema>): string {
  const exhibitors = new Map<string, number>();
  for (const participant of participants) for (const stand of participant.stands) exhibitors.set(stand, (exhibitors.get(stand) ?? 0) + 1);
  // The distance of a flat [x1, y1, x2, y2, …] polygon's bounding-box centre from the hall's.
  const distance = (points: readonly number[]) => {
    const xs = points.filter((_, index) => index % 2 === 0);
    const ys = points.filter((_, index) => index % 2 === 1);
    return Math.hypot((Math.min(...xs) + Math.max(...xs) - plan.width) / 2, (Math.min(...ys) + Math.max(...ys) - plan.height) / 2);
  };
  const candidates = plan.shapes
    .flatMap((shape) =>
      shape.k === 'stand' && shape.s !== undefined && exhibitors.get(shape.s) === 1 ? [{ stand: shape.s, at: distance(shape.p) }] : [],
    )
    .sort((a, b) => a.at - b.at);
  if (!candidates[0]) throw new Error(`hall ${plan.key} has no stand with one exhibitor`);
  return candidates[0].stand;
}

async function main() {
  const server = await startBenchServer('map');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const halls = v.parse(HallsResponseSchema, (await getJson(`${server.url}/api/public/halls/?lang_code=ru`)).json);
    const largest = [...halls].sort((a, b) => b.stands - a.stands)[0];
    if (!largest) throw new Error('the exhibition has no hall plans');
    const detail = await getJson(`${server.url}/api/public/halls/detail/?key=${largest.key}&lang_code=ru`);
    const plan = v.parse(HallPlanSchema, detail.json);
    const participants = v.parse(ParticipantsResponseSchema, (await getJson(`${server.url}/api/public/participants/?lang_code=ru`)).json);
    const stand = middleStand(plan, participants);
    const brotli = brotliCompressSync(detail.bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
    console.log(
      `Map benchmark: ${server.summary}; the largest hall ${largest.key}: ${largest.stands} stands, plan ${kib(detail.bytes.length)} KiB raw, ` +
        `${kib(gzipSync(detail.bytes).length)} KiB gzip, ${kib(brotli)} KiB brotli 11 (target ≤ 60 KiB ${brotli <= 60 * 1024 ? '✓' : '✗'}); ` +
        `stand ${stand}; CPU ×${THROTTLE}; ${RUNS} runs; phone viewport 390×844; local server.`,
    );
    const runs: Run[] = [];
    const routesOnly = process.argv.includes('--routes');
    for (let index = 0; index < RUNS; index += 1) {
      const run = routesOnly ? {} : await oneRun(server.url, browser, largest.key, stand);
      Object.assign(run, await firstRoute(browser, server.url, stand, null), await firstRoute(browser, server.url, stand, IDLE_MS));
      runs.push(run);
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    printTargets(runs);
    // The first route depends on a race (how many halls' plans are in by the click): each run's figures.
    for (const run of runs)
      console.log(
        Object.entries(run)
          .filter(([key]) => key.startsWith('first route') || key.includes('(count)'))
          .map(([key, value]) => `${key.trim()}: ${format(key, value)}`)
          .join('; '),
      );
  } finally {
    await browser.close();
    await server.close();
  }
}

runBench(main);
