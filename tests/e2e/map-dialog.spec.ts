/**
 * What a tapped stand opens on the hall map: its sheet at once, even while the catalogue is still on its
 * way (the sheet says so and names the exhibitor when it arrives, and its "Подробнее" opens the card), and
 * a free stand's sheet says it is free.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';
import { layerStands, mapFloor, tapStand } from '../support/map-floor';

const browser = useBrowser();

// Several page loads each, with a 4× throttled map on a loaded two-core machine: 30 s was once too little.
describe('a stand tapped on the map', { timeout: 90_000 }, () => {
  it('opens its sheet at once while the catalogue is on its way, names the exhibitor when it arrives, and opens the card', async () => {
    const { alone } = await mapFloor(browser.baseUrl);
    const exhibitor = alone[3]!;
    const stand = exhibitor.stands[0]!;
    const page = await browser.newPage(PHONE);
    // The catalogue is held back until the stand has been tapped.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/public/participants/**', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/ru/exhibition/map?stand=${encodeURIComponent(stand)}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await tapStand(page, stand);
    const sheet = page.getByRole('dialog', { name: `Стенд ${stand}` });
    await sheet.getByText('Загружаем участников выставки…').waitFor();
    expect(await sheet.getByRole('button', { name: 'Подробнее' }).count()).toBe(0);
    release();
    await sheet.getByText(exhibitor.short_title, { exact: true }).waitFor();
    await sheet.getByRole('button', { name: 'Подробнее' }).click();
    await page.getByRole('dialog', { name: exhibitor.full_title }).getByRole('heading', { name: exhibitor.full_title }).waitFor();
  });

  it('says a stand with no exhibitor is free', async () => {
    const { free } = await mapFloor(browser.baseUrl);
    const stand = free[0]!;
    const page = await browser.newPage(PHONE);
    await page.goto(`/ru/exhibition/map?stand=${encodeURIComponent(stand)}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    // The free mark is drawn once the catalogue is in: then the tap has the whole answer.
    await expect.poll(() => layerStands(page, 'free'), { timeout: 15_000 }).toContain(stand);
    await tapStand(page, stand);
    const sheet = page.getByRole('dialog', { name: `Стенд ${stand}` });
    await sheet.getByText('Свободный стенд').waitFor();
    // Nothing more to tell about a free stand, but the way there.
    expect(await sheet.getByRole('button', { name: 'Подробнее' }).count()).toBe(0);
    await sheet.getByRole('button', { name: 'Маршрут сюда', exact: true }).waitFor();
  });
});
