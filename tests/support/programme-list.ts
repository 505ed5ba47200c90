/**
 * The programme's list is virtualised (only the blocks near the screen are in the page), so a test reads
 * it the way a visitor sees it: scrolling down a screen at a time.
 */
import type { Locator, Page } from 'playwright-core';
import type { ProgrammeEvent } from '../../src/contract/events';

/** The order the programme lists events in (start time, then end time, then id), computed apart from the app. */
export const byStart = (events: readonly ProgrammeEvent[]) =>
  [...events].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at) || Date.parse(a.end_at) - Date.parse(b.end_at) || a.id - b.id);

/** Date headings and event names in the order the page shows them, with the mounted blocks' boxes. */
type Snapshot = { blocks: { index: number; rows: string[]; top: number; bottom: number }[]; atEnd: boolean };

/**
 * The mounted blocks once the list has settled: the main thread has gone idle (requestIdleCallback waits for
 * React's background render of the neighbours and the virtualiser's measuring to finish, not a guessed
 * number of milliseconds) and two frames later the boxes are where they were.
 */
const snapshot = (page: Page): Promise<Snapshot> =>
  page.evaluate(async () => {
    const take = () => ({
      blocks: [...document.querySelectorAll<HTMLElement>('main [data-index]')].map((block) => {
        const box = block.getBoundingClientRect();
        return {
          index: Number(block.dataset.index),
          rows: [...block.querySelectorAll('h2, article h3')].map((heading) => `${heading.tagName}:${heading.textContent?.trim() ?? ''}`),
          top: box.top,
          bottom: box.bottom,
        };
      }),
      atEnd: window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1,
    });
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    for (;;) {
      await new Promise((resolve) => requestIdleCallback(resolve));
      const before = JSON.stringify(take());
      await frame();
      await frame();
      const after = take();
      if (JSON.stringify(after) === before) return after;
    }
  });

/**
 * Scrolls from the top to the end of the page, reading every block as it is mounted. Also checks what a
 * measured list can get wrong: mounted blocks must follow one another with no gap and no overlap.
 */
export async function readProgramme(page: Page): Promise<{ days: string[]; names: string[] }> {
  await page.evaluate(() => window.scrollTo(0, 0));
  const rows = new Map<number, string[]>();
  for (let step = 0; step < 500; step += 1) {
    // Read once the list has settled (neighbours mounted in the background, blocks measured).
    const { blocks, atEnd } = await snapshot(page);
    const sorted = [...blocks].sort((a, b) => a.index - b.index);
    sorted.forEach((block, position) => {
      rows.set(block.index, block.rows);
      const next = sorted[position + 1];
      if (next && next.index === block.index + 1 && Math.abs(next.top - block.bottom) > 1.5)
        throw new Error(`blocks ${block.index} and ${next.index} are ${next.top - block.bottom} px apart`);
    });
    if (atEnd) break;
    await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
  }
  const all = [...rows.entries()].sort(([a], [b]) => a - b).flatMap(([, blockRows]) => blockRows);
  const read = (tag: string) => all.filter((row) => row.startsWith(`${tag}:`)).map((row) => row.slice(tag.length + 1));
  return { days: read('H2'), names: read('H3') };
}

/** Scrolls down from the top until the event's article is mounted, and returns it. */
export async function scrollToEvent(page: Page, name: string): Promise<Locator> {
  const article = page
    .getByRole('main')
    .locator('article')
    .filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 500; step += 1) {
    await snapshot(page);
    if ((await article.count()) > 0) {
      await article.scrollIntoViewIfNeeded();
      return article;
    }
    const atEnd = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.8);
      return window.scrollY === before;
    });
    if (atEnd) break;
  }
  throw new Error(`the programme shows no event named ${name}`);
}
