/**
 * What a tapped stand opens on the hall map: at once, even while the catalogue is still on its way (the
 * dialog says so and becomes the exhibitor's card when it arrives), and a free stand says it is free.
 */
import { describe, expect, it } from 'vitest';
import { PHONE, useBrowser } from '../support/browser';
import { layerStands, mapFloor, tapStand } from '../support/map-floor';

const browser = useBrowser();

// Several page loads each, with a 4× throttled map on a loaded two-core machine: 30 s was once too little.
describe('a stand tapped on the map', { timeout: 90_000 }, () => {
  it('opens its dialog at once while the catalogue is on its way, and shows the exhibitor when it arrives', async () => {
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
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Стенд ${stand}` }).waitFor();
    await dialog.getByText('Загружаем участников выставки…').waitFor();
    release();
    await page.getByRole('dialog').getByRole('heading', { name: exhibitor.full_title }).waitFor();
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
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('heading', { name: `Стенд ${stand}` }).waitFor();
    await dialog.getByText('Свободный стенд').waitFor();
  });
});
