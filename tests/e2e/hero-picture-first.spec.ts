/**
 * A first visit to a page whose largest paint is a picture loads the picture before the app's scripts, and
 * the app still starts when the picture never comes (server/render/scripts-after-hero.ts, decision 0019).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { NewsList } from '../../src/contract/news';
import { PHONE, useBrowser, waitForTheApp } from '../support/browser';
import { apiGet } from '../support/visitors';

const browser = useBrowser();

/** When the hero picture's response ended and when the first of the app's scripts was asked for. */
const timings = (page: Page, picture: string) =>
  page.evaluate((prefix) => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const image = entries.find((entry) => new URL(entry.name).pathname.startsWith(prefix));
    const scripts = entries.filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname));
    return { imageEnd: image?.responseEnd, firstScript: Math.min(...scripts.map((entry) => entry.startTime)), scripts: scripts.length };
  }, picture);

describe('the hero picture before the scripts', () => {
  it.each([
    ['the home page', async () => '/ru', '/media/banner/'],
    [
      'a news item',
      async () =>
        `/ru/news/detail/${(await apiGet<NewsList>(browser.baseUrl, '/api/public/news/?lang_code=ru')).results.find((item) => item.image)!.id}`,
      '/media/news/',
    ],
  ])('on %s, asks for no script until the picture has arrived, then starts the app', async (_, path, picture) => {
    const page = await browser.newPage(PHONE);
    await page.goto(await path());
    const { imageEnd, firstScript, scripts } = await timings(page, picture);
    expect(imageEnd).toBeGreaterThan(0);
    expect(scripts).toBeGreaterThan(5);
    expect(firstScript).toBeGreaterThanOrEqual(imageEnd!);
    // The page's own elements hydrated (goto waits for the app), and the app works: the menu opens.
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Закрыть меню' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('starts the app without the picture when it never arrives', async () => {
    const page = await browser.newPage(PHONE);
    // The banner's request is held and never answered, as on a hall network that dropped it.
    await page.route('**/media/banner/**', () => undefined);
    await page.goto('/ru', { waitUntil: 'commit' });
    await waitForTheApp(page);
    const { imageEnd, scripts } = await timings(page, '/media/banner/');
    expect(imageEnd).toBeUndefined();
    expect(scripts).toBeGreaterThan(5);
  });

  it('loads the scripts at once on a page without a hero picture', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/ru/exhibition/program');
    const html = await (await fetch(`${browser.baseUrl}/ru/exhibition/program`)).text();
    expect(html).toMatch(/<script type="module" src="\/assets\/index-[^"]+\.js" nonce="[^"]+"><\/script><\/body>/);
    expect(html).toContain('<link rel="modulepreload"');
  });
});
