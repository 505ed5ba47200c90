/**
 * Waits for the page's next `count` animation frames: what React commits in response to something that
 * has already happened (an effect's state update, a refetch's answer) is on screen by then. The tests use it
 * where they prove that something did not happen, and say beside each call why the count is enough.
 */
import type { Page } from 'playwright-core';

export function afterFrames(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (frames) =>
      new Promise<void>((resolve) => {
        let left = frames;
        const tick = () => (--left > 0 ? requestAnimationFrame(tick) : resolve());
        requestAnimationFrame(tick);
      }),
    count,
  );
}
