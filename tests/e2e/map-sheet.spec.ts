/**
 * The sheet a tapped stand opens on the hall map, laid out in every language: at the foot of a phone's
 * screen from 390 down to 320 px, and as a card at the lower right of a desktop's, never over the map's
 * controls. Names and stands come from the API.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { layoutProblems } from '../support/layout-probe';
import { localeText as text } from '../support/locale-text';
import { mapFloor, tapStand } from '../support/map-floor';
import { seriousViolations } from '../support/axe';

const browser = useBrowser();

/** Opens the map at a stand of one exhibitor and opens the stand's sheet, by touch or by mouse. */
async function openSheet(page: Page, lang: Lang, stand: string, by: 'touch' | 'mouse') {
  await page.goto(`/${lang}/exhibition/map?stand=${encodeURIComponent(stand)}`);
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
  if (by === 'touch') await tapStand(page, stand);
  else {
    const label = page.locator(`svg text[data-stand="${stand}"]`);
    await label.waitFor();
    const box = (await label.boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  }
  const sheet = page.getByRole('dialog', { name: text(lang, 'map.stand_title').replace('{{stand}}', stand) });
  await sheet.getByRole('button', { name: text(lang, 'map.sheet_more') }).waitFor();
  return sheet;
}

/** Whether a stand's label is in the part of the map the open sheet leaves in sight, and selected. */
const inSight = (page: Page, stand: string) =>
  page.evaluate((wanted) => {
    const box = document.querySelector(`svg text[data-stand="${wanted}"]`)?.getBoundingClientRect();
    const view = document.querySelector('svg [data-stand]')!.closest('[role="group"]')!.getBoundingClientRect();
    const top = document.querySelector('dialog[open]')!.getBoundingClientRect().top;
    if (!box) return 'no label';
    const y = box.y + box.height / 2;
    return y > view.top && y < Math.min(view.bottom, top) && new URL(location.href).searchParams.get('stand') === wanted
      ? 'in sight'
      : `at ${y}`;
  }, stand);

// Several page loads each, with a 4× throttled map on a loaded two-core machine: 30 s was once too little.
describe('a stand’s sheet on the map', { timeout: 90_000 }, () => {
  for (const lang of ['ru', 'en', 'zh'] as const) {
    it(`fits a phone from 390 to 320 px and names the exhibitor (${lang})`, async () => {
      const { alone } = await mapFloor(browser.baseUrl, lang);
      const exhibitor = alone[4]!;
      const page = await browser.newPage({ ...PHONE, locale: lang === 'zh' ? 'zh-CN' : lang });
      const sheet = await openSheet(page, lang, exhibitor.stands[0]!, 'touch');
      await sheet.getByText(exhibitor.short_title, { exact: true }).waitFor();
      // The stand tapped comes out from under its sheet.
      await expect.poll(() => inSight(page, exhibitor.stands[0]!), { timeout: 15_000 }).toBe('in sight');
      // Another stand, the lowest above the sheet, is centred in the part of the map the sheet leaves in sight
      // (centred in the whole map, it would sit under the sheet at the top of a phone's page).
      const low = await page.evaluate((opened) => {
        const view = document.querySelector('svg [data-stand]')!.closest('[role="group"]')!.getBoundingClientRect();
        const top = document.querySelector('dialog[open]')!.getBoundingClientRect().top;
        const labels = [...document.querySelectorAll('svg text[data-stand]')].filter((label) => {
          const box = label.getBoundingClientRect();
          const x = box.x + box.width / 2;
          const y = box.y + box.height / 2;
          return (
            label.getAttribute('data-stand') !== opened &&
            x > view.left + 8 &&
            x < view.right - 8 &&
            box.width > 0 &&
            y > view.top &&
            y < Math.min(view.bottom, top) - 8
          );
        });
        labels.sort((a, b) => b.getBoundingClientRect().y - a.getBoundingClientRect().y);
        const box = labels[0]?.getBoundingClientRect();
        return box ? { stand: labels[0]!.getAttribute('data-stand')!, x: box.x + box.width / 2, y: box.y + box.height / 2 } : null;
      }, exhibitor.stands[0]!);
      expect(low, 'a stand on the map above the sheet').not.toBeNull();
      await page.touchscreen.tap(low!.x, low!.y);
      const moved = page.getByRole('dialog', { name: text(lang, 'map.stand_title').replace('{{stand}}', low!.stand) });
      await moved.waitFor();
      await expect.poll(() => inSight(page, low!.stand), { timeout: 15_000 }).toBe('in sight');
      for (const width of [390, 360, 320]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await layoutProblems(page, { width, within: 'dialog[open]' }), `at ${width}`).toEqual([]);
        // Pinned to the foot of the screen, full width, and leaving most of the map in sight.
        const box = (await moved.boundingBox())!;
        expect(Math.round(box.x)).toBe(0);
        expect(Math.round(box.width)).toBe(width);
        expect(Math.round(box.y + box.height)).toBe(800);
        expect(box.height).toBeLessThan(400);
      }
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  it('is a card at the lower right of a desktop screen', async () => {
    const { alone } = await mapFloor(browser.baseUrl);
    const exhibitor = alone[5]!;
    const page = await browser.newPage(DESKTOP);
    const sheet = await openSheet(page, 'ru', exhibitor.stands[0]!, 'mouse');
    const width = DESKTOP.viewport!.width;
    expect(await layoutProblems(page, { width, within: 'dialog[open]' })).toEqual([]);
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBeLessThan(420);
    expect(box.x + box.width).toBeGreaterThan(width - 40);
    expect(box.y + box.height).toBeGreaterThan(DESKTOP.viewport!.height - 40);
    // Not modal: the map's own buttons still answer while the sheet is open.
    await page.getByRole('button', { name: 'Приблизить' }).click();
    await sheet.waitFor();
  });
});
