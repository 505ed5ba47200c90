/** axe-core on the page as it is now: the serious and critical violations, one line each (empty = pass). */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/**
 * Waits for every animation and transition that ends (a toast sliding in, a dialog fading) to finish first:
 * axe reads the colours being painted, and half-way through an opacity transition they are not the ones the
 * visitor reads (a sonner toast's title once failed colour contrast so). Endless ones (spinners) are not
 * waited for.
 */
const SETTLE_ANIMATIONS = `Promise.all(document.getAnimations()
  .filter((animation) => animation.effect && animation.effect.getComputedTiming().endTime !== Infinity)
  .map((animation) => animation.finished.catch(() => undefined)))`;

export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(SETTLE_ANIMATIONS);
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
