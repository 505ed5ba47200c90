/**
 * A walk across halls on the map: worked out from the plans the device holds, drawn hall by hall, with the
 * halls it crosses offered to show each leg; and the same walk once a worker has prepared every hall ahead.
 * The expected walk comes from the same route module over the API's plans.
 */
import { describe, expect, it } from 'vitest';
import { route } from '../../src/lib/hall-route/route';
import { PHONE, useBrowser } from '../support/browser';
import { mapFloor } from '../support/map-floor';

const browser = useBrowser();

// Several page loads each, with a 4× throttled map on a loaded two-core machine: 30 s was once too little.
describe('a walk across halls', { timeout: 90_000 }, () => {
  it('is drawn in each hall it crosses, one hall at a time', async () => {
    const { plans, halls, alone } = await mapFloor(browser.baseUrl);
    const startPlan = plans.find((plan) => plan.shapes.some((shape) => shape.k === 'entrance' && shape.n))!;
    const entrance = startPlan.shapes.find((shape) => shape.k === 'entrance' && shape.n)!.n!;
    // An exhibitor in another hall that the walk reaches through a door.
    const candidates = alone.filter((item) => !startPlan.shapes.some((shape) => shape.s === item.stands[0]));
    const found = candidates
      .map((item) => ({ stand: item.stands[0]!, walk: route(plans, { entrance, hall: startPlan.key }, item.stands[0]!) }))
      .find(({ walk }) => walk.ok && new Set(walk.legs.map((leg) => leg.hall)).size > 1);
    if (!found || !found.walk.ok) throw new Error(`no stand is reached from ${entrance} through another hall`);
    const { stand, walk } = found;
    const crossed = [...new Set(walk.legs.map((leg) => leg.hall))];
    const hallName = (key: string) => halls.find((hall) => hall.key === key)!.name;
    const legsIn = (key: string) => walk.legs.filter((leg) => leg.hall === key).length;

    const page = await browser.newPage(PHONE);
    await page.goto(`/ru/exhibition/map?stand=${encodeURIComponent(stand)}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    // The other halls' entrances are offered once their plans are on the device.
    const from = page.getByLabel('Откуда');
    const option = `${entrance} (${hallName(startPlan.key)})`;
    await expect.poll(() => from.locator('option').allInnerTexts(), { timeout: 15_000 }).toContain(option);
    await from.selectOption({ label: option });
    await page.getByRole('button', { name: `Маршрут сюда: стенд ${stand}` }).click();
    await page.getByText(`${Math.round(walk.metres)} м, около ${Math.max(1, Math.round(walk.minutes))} мин пешком`).waitFor();

    const hallsOfWalk = page.getByRole('navigation', { name: 'Маршрут проходит через павильоны (показать на схеме):' });
    expect(await hallsOfWalk.getByRole('button').allInnerTexts()).toEqual(crossed.map(hallName));
    const here = crossed[crossed.length - 1]!;
    expect(await page.locator('[data-walk] polyline').count()).toBe(legsIn(here));
    await hallsOfWalk.getByRole('button', { name: hallName(startPlan.key) }).click();
    await page.waitForURL((url) => url.searchParams.get('hall') === startPlan.key);
    await expect.poll(() => page.locator('[data-walk] polyline').count(), { timeout: 15_000 }).toBe(legsIn(startPlan.key));
    await expect
      .poll(() => hallsOfWalk.getByRole('button', { name: hallName(startPlan.key) }).getAttribute('aria-current'), { timeout: 15_000 })
      .toBe('true');
  });

  it('is the same walk once the halls have been prepared ahead in the worker', async () => {
    const { plans, alone } = await mapFloor(browser.baseUrl);
    const startPlan = plans.find((plan) => plan.shapes.some((shape) => shape.k === 'entrance' && shape.n))!;
    const entrance = startPlan.shapes.find((shape) => shape.k === 'entrance' && shape.n)!.n!;
    const stand = alone.find((item) => startPlan.shapes.some((shape) => shape.s === item.stands[0]))!.stands[0]!;
    const walk = route(plans, { entrance, hall: startPlan.key }, stand);
    if (!walk.ok) throw new Error(`no walk from ${entrance} to ${stand}`);

    const page = await browser.newPage(PHONE);
    await page.goto(`/ru/exhibition/map?stand=${encodeURIComponent(stand)}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    // Every hall's grid and rows handed over by the worker (use-halls-ahead.ts marks each step).
    const handed = (name: string) => page.evaluate((mark) => performance.getEntriesByName(mark).length, name);
    await expect.poll(() => handed('hall-ahead:rows'), { timeout: 60_000 }).toBe(plans.length);
    expect(await handed('hall-ahead:grid')).toBe(plans.length);
    await page.getByRole('button', { name: `Маршрут сюда: стенд ${stand}` }).click();
    await page.getByText(`${Math.round(walk.metres)} м, около ${Math.max(1, Math.round(walk.minutes))} мин пешком`).waitFor();
    expect(await page.locator('[data-walk] polyline').count()).toBe(walk.legs.filter((leg) => leg.hall === startPlan.key).length);
  });
});
