/**
 * "Visited" marks on the hall map (issue 33): a stand ticked in its card is dimmed and ticked on the plan;
 * kept on the device before signing in and handed to the account after; with the account, a tick made
 * offline waits, shows on a cold start offline and reaches the server when the network returns.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { VisitedStands } from '../../src/contract/visits';
import { PHONE, useBrowser } from '../support/browser';
import { layerStands, mapFloor, tapStand } from '../support/map-floor';
import { storedKeys } from '../support/stored-cache';
import { waitForController } from '../support/sw-helpers';
import { apiGet, registerVisitor, signInPage, type Visitor } from '../support/visitors';

const browser = useBrowser();

const accountMarks = async (visitor: Visitor, exPrefix: string) =>
  (await apiGet<VisitedStands>(browser.baseUrl, `/api/public/user/visited_stands/?ex_prefix=${exPrefix}&lang_code=ru`, visitor.access))
    .stands;

/** Opens the map at a stand, taps it and ticks it in the card that opens. */
async function tickInCard(page: Page, stand: string, title: string) {
  await tapStand(page, stand);
  // The tap opens the stand's sheet; its "Подробнее" opens the card with the tick.
  await page
    .getByRole('dialog', { name: `Стенд ${stand}` })
    .getByRole('button', { name: 'Подробнее' })
    .click();
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.getByRole('heading', { name: title }).waitFor();
  const tick = dialog.getByRole('button', { name: `Отметить стенд ${stand} посещённым` });
  await tick.click();
  await expect
    .poll(() => dialog.getByRole('button', { name: `Стенд ${stand} посещён` }).getAttribute('aria-pressed'), { timeout: 15_000 })
    .toBe('true');
  return dialog;
}

/** The stand label's visited mark; null while the label is not drawn (not in sight). */
const visitedAttribute = (page: Page, stand: string) =>
  page.evaluate((wanted) => document.querySelector(`svg text[data-stand="${wanted}"]`)?.getAttribute('data-visited') ?? null, stand);

// Several page loads each, with a 4× throttled map on a loaded two-core machine: 30 s was once too little.
describe('visited stands on the map', { timeout: 90_000 }, () => {
  it('keeps a tick made before signing in on the device, and hands it to the account after', async () => {
    const { exPrefix, alone } = await mapFloor(browser.baseUrl);
    const exhibitor = alone[1]!;
    const stand = exhibitor.stands[0]!;
    const page = await browser.newPage(PHONE);
    await page.goto(`/ru/exhibition/map?stand=${encodeURIComponent(stand)}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const dialog = await tickInCard(page, stand, exhibitor.full_title);
    await dialog.getByRole('button', { name: 'Закрыть' }).click();
    await expect.poll(() => visitedAttribute(page, stand), { timeout: 15_000 }).toBe('true');
    expect(await layerStands(page, 'visited')).toEqual([stand]);
    await page.getByText(/^Посещено стендов: 1 из \d+$/).waitFor();

    // A reload draws it from the device.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await expect.poll(() => visitedAttribute(page, stand), { timeout: 15_000 }).toBe('true');

    const visitor = await registerVisitor(browser.baseUrl, { exPrefix });
    expect(await accountMarks(visitor, exPrefix)).toEqual([]);
    // The same device (browser context), now signed in.
    const signedIn = await page.context().newPage();
    await signInPage(signedIn, visitor);
    await signedIn.goto(`/ru/exhibition/map?stand=${encodeURIComponent(stand)}`);
    await expect.poll(() => accountMarks(visitor, exPrefix), { timeout: 15_000 }).toEqual([stand]);
    await expect.poll(() => visitedAttribute(signedIn, stand), { timeout: 15_000 }).toBe('true');
    // Handed over, the mark left the device: signing out shows the plan without it.
    expect(await signedIn.evaluate(() => indexedDB.databases().then((list) => list.map((db) => db.name)))).toContain('keyval-store');
    await expect
      .poll(() =>
        signedIn.evaluate(
          (key) =>
            new Promise((resolve) => {
              const open = indexedDB.open('keyval-store');
              open.onsuccess = () => {
                const request = open.result.transaction('keyval').objectStore('keyval').get(key);
                request.onsuccess = () => resolve(request.result ?? null);
              };
            }),
          `visited-stands:${exPrefix}`,
        ),
      )
      .toBeNull();
  });

  it('with an account, a tick made offline waits, shows on a cold start offline, and reaches the server online', async () => {
    browser.useServiceWorker();
    const { exPrefix, halls, alone } = await mapFloor(browser.baseUrl);
    const exhibitor = alone[2]!;
    const stand = exhibitor.stands[0]!;
    const visitor = await registerVisitor(browser.baseUrl, { exPrefix });
    browser.allowConsoleErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED|FetchEvent/);
    const page = await browser.newPage(PHONE);
    await signInPage(page, visitor);
    await page.goto(`/ru/exhibition/map?stand=${encodeURIComponent(stand)}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await waitForController(page);
    await expect
      .poll(async () => (await storedKeys(page)).filter((key) => key.includes('"hall-plan"')).length, { timeout: 15_000 })
      .toBe(halls.length);

    await page.context().setOffline(true);
    const dialog = await tickInCard(page, stand, exhibitor.full_title);
    await dialog.getByText('Отметка сохранится, когда появится сеть.').waitFor();
    await expect
      .poll(() => storedKeys(page).then((keys) => keys.some((key) => key.includes('visited-stands'))), { timeout: 15_000 })
      .toBe(true);

    const offline = await page.context().newPage();
    await offline.goto(`/ru/exhibition/map?stand=${encodeURIComponent(stand)}`);
    await offline.getByRole('heading', { level: 1, name: 'Схема павильонов' }).waitFor();
    await expect.poll(() => visitedAttribute(offline, stand), { timeout: 15_000 }).toBe('true');
    expect(await accountMarks(visitor, exPrefix)).toEqual([]);

    await page.context().setOffline(false);
    await expect.poll(() => accountMarks(visitor, exPrefix), { timeout: 15_000 }).toEqual([stand]);
    await expect.poll(() => dialog.getByText('Отметка сохранится, когда появится сеть.').count(), { timeout: 15_000 }).toBe(0);
  });
});
