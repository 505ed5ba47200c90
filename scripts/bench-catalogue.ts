/**
 * `npm run bench:catalogue`: how the exhibitor catalogue feels on a mid-range phone with a big show.
 *
 * A fresh PGlite database gets the demo content grown to 3,000 exhibitors and 400 events, or with
 * `-- --size 10000` to 10,000 exhibitors and 1,000 events (the generator of `npm run seed`), the real server serves the built app, and Debian's Chromium (playwright-core)
 * opens the catalogue with the CPU slowed 4× through the DevTools protocol
 * (Emulation.setCPUThrottlingRate). Each run is a new browser context (a first visit) and measures:
 *
 * - navigation → first cards painted;
 * - debounced search firing → list committed to the DOM, and → the frame showing it painted (User Timing
 *   marks the app sets: catalogue:search-fired, catalogue:list-updated);
 * - Apply of two countries → list committed and painted (catalogue:filters-applied);
 * - a click on a card → its dialog shown and painted (catalogue:card-open, modal:open);
 * - the longest task during each of those (PerformanceObserver 'longtask'; none means every task < 50 ms);
 *   Playwright's DevTools session copies each response body on the page's main thread (about 220 ms when
 *   the 9.4 MB catalogue of 10,000 exhibitors ends), so the first visit is also measured over a bare
 *   DevTools connection ("bare DevTools" rows, scripts/bench-bare-visit.ts), where that copy is not made;
 * - a scroll through the whole list at a steady speed: frames, frames over 25 ms, the longest frame; the
 *   same scroll of the programme page; and of a plain static page of the same height as the list (text
 *   cards, no script), which is this machine's floor: the list's share of slow frames and its longest frame
 *   are printed as ratios to that page's, run by run.
 *
 * It prints medians over RUNS runs (default 7); SCROLL_PX limits each scroll to that many pixels. Figures only: nothing here passes or fails.
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { bareFirstVisit } from './bench-bare-visit';
import { printTable, runBench, startBenchServer, phoneContext } from './bench-support';

const RUNS = Number(process.env.RUNS ?? 7);
const THROTTLE = Number(process.env.THROTTLE ?? 4);
/** SCROLL_PX: scroll only this far (default the whole list; at 10,000 exhibitors that is six minutes a page). */
const SCROLL_PX = Number(process.env.SCROLL_PX ?? Infinity);
const QUERIES = ['сталь', '2a1', 'трубы нержав', 'ООО'];

type Run = Record<string, number>;

/**
 * Long tasks and the app's marks, collected in the page from its first script on. A string, not a
 * function: tsx would wrap named inner functions in a helper the page does not have.
 */
const INSTRUMENT = `
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  // "Painted": the frame that shows the commit, plus the task after it. Scheduled from inside
  // performance.mark itself (observers are told later, sometimes a frame later), so it is that very frame.
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    const entry = mark(name, options);
    if (name === 'catalogue:list-updated' || name === 'modal:open') {
      requestAnimationFrame(() => setTimeout(() => mark(name + ':painted'), 0));
    }
    return entry;
  };
`;

/** ms from the latest `from` mark to the first `to` mark after it; waits until that mark exists. */
async function between(page: Page, from: string, to: string): Promise<{ duration: number; start: number; end: number }> {
  return page
    .waitForFunction(
      ([fromName, toName]) => {
        const start = performance.getEntriesByName(fromName!).at(-1);
        if (!start) return null;
        const end = performance.getEntriesByName(toName!).find((entry) => entry.startTime >= start.startTime);
        return end ? { duration: end.startTime - start.startTime, start: start.startTime, end: end.startTime } : null;
      },
      [from, to],
      { polling: 50, timeout: 30_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<{ duration: number; start: number; end: number }>)
    .catch(async (error: unknown) => {
      const marks = await page.evaluate(() =>
        performance.getEntriesByType('mark').map((mark) => `${mark.name}@${Math.round(mark.startTime)}`),
      );
      throw new Error(`No ${to} after ${from} (${page.url()}); marks: ${marks.join(', ')}`, { cause: error });
    });
}

/** The page has hydrated and has its whole list: no control is held disabled any more. */
const usable = (page: Page) =>
  page.waitForFunction(() => !document.querySelector('[data-hydrating]'), undefined, { polling: 100, timeout: 120_000 });

const longestTask = (page: Page, start: number, end: number) =>
  page.evaluate(
    ([from, to]) =>
      Math.max(
        0,
        ...(window as unknown as { __longTasks: { start: number; duration: number }[] }).__longTasks
          .filter((task) => task.start + task.duration >= from! && task.start <= to!)
          .map((task) => task.duration),
      ),
    [start, end],
  );

async function oneRun(baseUrl: string, browser: Browser, query: string): Promise<Run> {
  const context = await phoneContext(browser);
  const page = await context.newPage();
  await page.addInitScript({ content: INSTRUMENT });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
  const run: Run = {};

  await page.goto(`${baseUrl}/ru/exhibition/participants`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
  const firstCards = await page
    .waitForFunction(
      () =>
        document.querySelector('main article')
          ? new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())))
          : null,
      undefined,
      { polling: 'raf', timeout: 60_000 },
    )
    .then((handle) => handle.jsonValue() as Promise<number>);
  run['navigation → first cards'] = firstCards;
  await usable(page);
  const usableAt = (await page.evaluate(() => performance.now())) as number;
  run['navigation → list usable (hydrated, whole list)'] = usableAt;
  run['  longest task'] = await longestTask(page, 0, usableAt);
  // The search index builds in slices after the first paint; let it finish, as a visitor's first keystroke would.
  await page.waitForTimeout(1500);

  await page.getByRole('searchbox').fill(query);
  const search = await between(page, 'catalogue:search-fired', 'catalogue:list-updated:painted');
  run['search fired → list committed'] = (await between(page, 'catalogue:search-fired', 'catalogue:list-updated')).duration;
  run['search fired → list painted'] = search.duration;
  run['  longest task '] = await longestTask(page, search.start, search.end);
  await page.getByRole('searchbox').fill('');
  await between(page, 'catalogue:search-fired', 'catalogue:list-updated:painted');

  await page.getByRole('button', { name: 'Страны', exact: true }).click();
  const boxes = page.getByRole('group', { name: 'Страны' }).getByRole('checkbox');
  await boxes.nth(0).check();
  await boxes.nth(3).check();
  await page.getByRole('button', { name: /^Показать \d/ }).click();
  const apply = await between(page, 'catalogue:filters-applied', 'catalogue:list-updated:painted');
  run['Apply → list committed'] = (await between(page, 'catalogue:filters-applied', 'catalogue:list-updated')).duration;
  run['Apply → list painted'] = apply.duration;
  run['  longest task  '] = await longestTask(page, apply.start, apply.end);

  await page.locator('main article h3 a').first().click();
  const modal = await between(page, 'catalogue:card-open', 'modal:open:painted');
  run['card click → dialog painted'] = modal.duration;
  run['  longest task   '] = await longestTask(page, modal.start, modal.end);
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
  // Closing goes back in history once the dialog has gone; let that finish before navigating anew.
  await page.waitForURL((url) => !url.searchParams.has('p'));

  // The whole unfiltered list, scrolled top to bottom at about 3,000 px/s, one step per frame; then, for
  // comparison, the programme page (an ordinary long page, no virtualisation) the same way.
  await page.goto(`${baseUrl}/ru/exhibition/participants`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
  await page.locator('main article').first().waitFor();
  await usable(page);
  await page.waitForTimeout(1500);
  const list = await scrollThrough(page);
  run['scroll: frames'] = list.frames;
  run['scroll: frames > 25 ms'] = list.slow;
  run['scroll: longest frame'] = list.longest;
  run['scroll: list height px'] = list.height;
  await page.goto(`${baseUrl}/ru/exhibition/program`, { waitUntil: 'domcontentloaded', timeout: 120_000 });
  await page.locator('main article').first().waitFor();
  await usable(page);
  await page.waitForTimeout(1500);
  const programme = await scrollThrough(page);
  run['programme page scroll: frames'] = programme.frames;
  run['programme page scroll: frames > 25 ms'] = programme.slow;
  run['programme page scroll: longest frame'] = programme.longest;
  // A blank document of its own: the app's policy (Trusted Types) refuses document.write, which setContent uses.
  await page.goto('about:blank');
  await page.setContent(staticPage(list.height));
  const floor = await scrollThrough(page);
  run['static page scroll: frames'] = floor.frames;
  run['static page scroll: frames > 25 ms'] = floor.slow;
  run['static page scroll: longest frame'] = floor.longest;
  const share = (scroll: { frames: number; slow: number }) => scroll.slow / Math.max(1, scroll.frames);
  // Ratios to the floor; a floor with no slow frame counts as one, so a ratio stays finite.
  run['ratio list / static: share of frames > 25 ms'] = share(list) / Math.max(share(floor), 1 / Math.max(1, floor.frames));
  run['ratio list / static: longest frame'] = list.longest / floor.longest;
  run['ratio programme / static: share of frames > 25 ms'] = share(programme) / Math.max(share(floor), 1 / Math.max(1, floor.frames));
  run['ratio programme / static: longest frame'] = programme.longest / floor.longest;
  await context.close();
  return run;
}

/** Cards of plain text, about as dense as the catalogue's, filling `height` px: no script, no images. */
function staticPage(height: number): string {
  const cards = Array.from(
    { length: Math.ceil(height / 120) },
    (_, index) => `<article><h3>ООО «Компания ${index + 1}»</h3><p>Прокат, трубы, метизы · стенд ${index % 900}</p></article>`,
  ).join('');
  return `<!doctype html><html lang="ru"><head><meta name="viewport" content="width=device-width"><style>body{margin:0;font:16px system-ui;min-height:${height + 844}px}article{height:104px;margin:8px 12px;padding:8px;border:1px solid #ccc;border-radius:8px}h3{margin:0 0 8px}</style></head><body>${cards}</body></html>`;
}

/** A string, not a function: tsx would wrap a named inner function in a helper the page does not have. */
const SCROLL_THROUGH = `new Promise((resolve) => {
  const deltas = [];
  const height = Math.min(document.documentElement.scrollHeight - window.innerHeight, ${SCROLL_PX});
  let last = performance.now();
  const started = last;
  function step(now) {
    deltas.push(now - last);
    last = now;
    const y = ((now - started) / 1000) * 3000;
    window.scrollTo(0, y);
    if (y < height) requestAnimationFrame(step);
    else resolve({ frames: deltas.length, slow: deltas.filter((delta) => delta > 25).length, longest: Math.max(...deltas.slice(1)), height });
  }
  requestAnimationFrame(step);
})`;

const scrollThrough = async (page: Page) =>
  (await page.evaluate(SCROLL_THROUGH)) as { frames: number; slow: number; longest: number; height: number };

async function main() {
  const server = await startBenchServer('ui');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const bytes = (await (await fetch(`${server.url}/api/public/participants/?lang_code=ru`)).arrayBuffer()).byteLength;
    console.log(
      `Catalogue benchmark: ${server.summary}; catalogue JSON ${(bytes / 1e6).toFixed(2)} MB; CPU ×${THROTTLE}; ${RUNS} runs; phone viewport 390×844.`,
    );
    const runs: Run[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const run = await oneRun(server.url, browser, QUERIES[index % QUERIES.length]!);
      const bare = await bareFirstVisit(`${server.url}/ru/exhibition/participants`, THROTTLE);
      run['bare DevTools: navigation → list usable'] = bare.usable;
      run['bare DevTools: longest task'] = bare.longestTask;
      run['bare DevTools: longest task in the 5 s after'] = bare.longestTaskAfter;
      runs.push(run);
      process.stdout.write('.');
    }
    process.stdout.write('\n');
    printTable(runs, (key, value) => {
      if (key.startsWith('ratio')) return `${value.toFixed(2)}×`;
      const unit = key.includes('frames') && !key.includes('longest') ? '' : key.includes('height') ? ' px' : ' ms';
      return unit === ' ms' ? `${value.toFixed(1)}${unit}` : String(Math.round(value));
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

runBench(main);
