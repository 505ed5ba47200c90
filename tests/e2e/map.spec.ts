/**
 * The hall map (issue 33) on a phone: from a catalogue card to the stand on the plan, keyboard zoom, the
 * list alternative, a stand's card, and a favourite drawn as one from the device with the network gone.
 * Stands and names come from the API, never from the seed's source.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ProgrammeEvent } from '../../src/contract/events';
import { htmlToText } from '../../src/lib/html-text';
import { route } from '../../src/lib/hall-route/route';
import type { Participant } from '../../src/contract/participants';
import { PHONE, useBrowser } from '../support/browser';
import { seriousViolations } from '../support/axe';
import { layerStands, mapFloor, tapStand } from '../support/map-floor';
import { storedKeys } from '../support/stored-cache';
import { waitForController } from '../support/sw-helpers';
import { apiGet, registerVisitor, signInPage } from '../support/visitors';

const browser = useBrowser();

const floor = (lang = 'ru') => mapFloor(browser.baseUrl, lang);

const MAP_HEADING = { ru: 'Схема павильонов', zh: '展馆平面图' } as const;

async function standInsideViewport(page: Page, stand: string) {
  const viewport = page.getByRole('group', { name: /Схема павильона|平面图|Plan of/ });
  const target = page.locator(`[data-stand="${stand}"]`);
  await expect.poll(() => target.getAttribute('data-selected'), { timeout: 15_000 }).toBe('true');
  await expect
    .poll(
      async () => {
        const [outer, inner] = await Promise.all([viewport.boundingBox(), target.boundingBox()]);
        if (!outer || !inner) return false;
        const cx = inner.x + inner.width / 2;
        const cy = inner.y + inner.height / 2;
        return cx > outer.x && cx < outer.x + outer.width && cy > outer.y && cy < outer.y + outer.height;
      },
      { timeout: 15_000 },
    )
    .toBe(true);
}

// Several page loads each, with a 4× throttled map on a loaded two-core machine: 30 s was once too little.
describe('the hall map', { timeout: 90_000 }, () => {
  for (const [lang, onMap, searchLabel] of [
    ['ru', 'На схеме', 'Поиск по каталогу'],
    ['zh', '在地图上', '搜索参展商名录'],
  ] as const) {
    it(`opens a catalogue card's stand on the plan, selected and in sight (${lang}, 390 px)`, async () => {
      const { alone } = await floor(lang);
      const exhibitor = alone[Math.floor(alone.length / 2)]!;
      const stand = exhibitor.stands[0]!;
      const page = await browser.newPage({ ...PHONE, locale: lang === 'zh' ? 'zh-CN' : 'ru-RU' });
      await page.goto(`/${lang}/exhibition/participants?q=${encodeURIComponent(stand)}`);
      await page.getByRole('searchbox', { name: searchLabel }).waitFor();
      const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: exhibitor.short_title, exact: true }) });
      await card.getByRole('link', { name: onMap }).click();
      await page.waitForURL(`**/${lang}/exhibition/map?stand=${encodeURIComponent(stand)}`);
      await page.getByRole('heading', { level: 1, name: MAP_HEADING[lang] }).waitFor();
      await standInsideViewport(page, stand);
    });
  }

  it('server-renders the hall as SVG, zooms from the keyboard and lists the stands for those who cannot see the plan', async () => {
    const { halls, plans, alone } = await floor();
    const plan = plans[0]!;
    const page = await browser.newPage(PHONE);
    const response = await page.goto(`/ru/exhibition/map?hall=${halls[0]!.key}`);
    const html = (await response!.text()).toString();
    // Every stand of the plan is drawn in the server's HTML: the stands' path counts them all.
    const stands = plan.shapes.filter((shape) => shape.k === 'stand');
    expect(html).toMatch(new RegExp(`data-layer="stands" data-count="${stands.length}" d="M`));
    await page.getByRole('heading', { level: 1, name: 'Схема павильонов' }).waitFor();
    await page.getByRole('img', { name: new RegExp(`План павильона «${halls[0]!.name}»`) }).waitFor();

    const viewport = page.getByRole('group', { name: `Схема павильона «${halls[0]!.name}»` });
    const scale = () =>
      page.evaluate(() => new DOMMatrix(getComputedStyle(document.querySelector('[data-layer]')!.closest('div')!).transform).a);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const before = await scale();
    await viewport.focus();
    await page.keyboard.press('+');
    await expect.poll(scale, { timeout: 15_000 }).toBeGreaterThan(before * 1.4);
    await page.keyboard.press('0');
    await expect.poll(scale, { timeout: 15_000 }).toBeCloseTo(before, 3);

    await page.getByRole('button', { name: 'Показать стенды списком' }).click();
    const exhibitor = alone.find((item) => plan.shapes.some((shape) => shape.s === item.stands[0]))!;
    const entry = page.getByRole('listitem').filter({ hasText: exhibitor.stands[0]! });
    const fromList = entry.getByRole('button', { name: exhibitor.short_title });
    await fromList.focus();
    await page.keyboard.press('Enter');
    // From the keyboard as from a finger: the stand's sheet, with focus in it, and Escape back to the list.
    const sheet = page.getByRole('dialog', { name: `Стенд ${exhibitor.stands[0]!}` });
    await sheet.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog')?.open ?? false)).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(exhibitor.short_title);
    await page.keyboard.press('Enter');
    await sheet.getByRole('button', { name: 'Подробнее' }).click();
    await page.getByRole('dialog', { name: exhibitor.full_title }).getByRole('heading', { name: exhibitor.full_title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('finds on the plan with the catalogue’s search: a word of a description, the count, next and previous', async () => {
    const { exPrefix, plans, halls } = await floor();
    const catalogue = await apiGet<Participant[]>(browser.baseUrl, `/api/public/participants/?lang_code=ru&ex_prefix=${exPrefix}`);
    const fold = (text: string) => text.toLowerCase().replace(/ё/g, 'е');
    const fields = (item: Participant) => fold([item.short_title, item.full_title, htmlToText(item.text), ...item.stands].join(' '));
    const names = (item: Participant) => fold(`${item.short_title} ${item.full_title}`);
    // A word of the descriptions of a few exhibitors of the first hall and in none of their names: only the
    // catalogue's index (which reads descriptions) finds them by it.
    const plan = plans[0]!;
    const onPlan = new Set(plan.shapes.flatMap((shape) => (shape.s ? [shape.s] : [])));
    const words = new Set(
      catalogue
        .filter((item) => item.stands.some((stand) => onPlan.has(stand)))
        .flatMap((item) => fold(htmlToText(item.text)).split(/[^\p{L}]+/u)),
    );
    const pick = [...words]
      .filter((word) => word.length >= 6)
      .map((word) => ({ word, owners: catalogue.filter((item) => fields(item).includes(word)) }))
      .find(({ word, owners }) => owners.length > 0 && owners.length <= 12 && owners.every((item) => !names(item).includes(word)));
    if (!pick) throw new Error('no description word of the first hall is shared by at most twelve exhibitors');
    const expected = [...new Set(pick.owners.flatMap((item) => item.stands).filter((stand) => onPlan.has(stand)))].sort();

    const page = await browser.newPage(PHONE);
    await page.goto(`/ru/exhibition/map?hall=${halls[0]!.key}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const search = page.getByRole('searchbox', { name: 'Найти на схеме' });
    await search.fill(pick.word);
    await page
      .getByRole('status')
      .filter({ hasText: `Найдено стендов: ${expected.length}` })
      .waitFor();
    expect((await layerStands(page, 'found')).sort()).toEqual(expected);

    // A row's letter finds many: next and previous walk them, each selected in turn.
    const row = [...onPlan][0]!.slice(0, 2);
    await search.fill(row);
    await expect.poll(async () => (await layerStands(page, 'found')).length, { timeout: 15_000 }).toBeGreaterThan(2);
    await page
      .getByRole('status')
      .filter({ hasText: `Найдено стендов: ${(await layerStands(page, 'found')).length}` })
      .waitFor();
    const selectedStand = () => new URL(page.url()).searchParams.get('stand');
    await page.getByRole('button', { name: 'Следующий найденный стенд' }).click();
    await expect.poll(selectedStand, { timeout: 15_000 }).not.toBeNull();
    const first = selectedStand()!;
    await page.getByRole('button', { name: 'Следующий найденный стенд' }).click();
    await expect.poll(selectedStand, { timeout: 15_000 }).not.toBe(first);
    expect(await page.locator(`[data-stand="${selectedStand()}"]`).getAttribute('data-found')).toBe('true');
    await page.getByRole('button', { name: 'Предыдущий найденный стенд' }).click();
    await expect.poll(selectedStand, { timeout: 15_000 }).toBe(first);
    await standInsideViewport(page, first);
  });

  it('opens a stand tapped on the plan in its sheet, and from there the exhibitor’s card and the route', async () => {
    const { plans, alone, halls } = await floor();
    const plan = plans[0]!;
    const exhibitor = alone.find((item) => plan.shapes.some((shape) => shape.s === item.stands[0]))!;
    const stand = exhibitor.stands[0]!;
    const page = await browser.newPage(PHONE);
    await page.goto(`/ru/exhibition/map?stand=${encodeURIComponent(stand)}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    await standInsideViewport(page, stand);
    // The address selects and centres the stand; it opens no sheet of its own.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await tapStand(page, stand);
    const sheet = page.getByRole('dialog', { name: `Стенд ${stand}` });
    await sheet.getByText(exhibitor.short_title, { exact: true }).waitFor();
    await sheet.getByText(halls.find((hall) => hall.key === plan.key)!.name, { exact: true }).waitFor();
    // Not modal: the map and the page around it stay usable, and focus has moved into the sheet.
    expect(await sheet.getAttribute('aria-modal')).toBeNull();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog')?.open ?? false)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await sheet.getByRole('button', { name: 'Подробнее' }).click();
    const card = page.getByRole('dialog', { name: exhibitor.full_title });
    await card.getByRole('heading', { name: exhibitor.full_title }).waitFor();
    await card.getByRole('button', { name: 'Закрыть' }).click();
    // Back from the card to the sheet, on its "Подробнее".
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Подробнее');

    // "Маршрут сюда" closes the sheet and draws the walk from the panel's start, an entrance.
    await sheet.getByRole('button', { name: 'Маршрут сюда', exact: true }).click();
    await page.getByText(/^\d+ м, около \d+ мин пешком$/).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.locator('[data-walk] polyline').count()).toBeGreaterThan(0);

    // Escape closes a sheet and hands focus back to the map.
    await tapStand(page, stand);
    await sheet.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('dialog')?.open ?? false)).toBe(true);
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('group');
  });

  it('draws the route from an entrance to the selected stand with its metres, and says it as steps', async () => {
    const { plans, alone, halls } = await floor();
    const plan = plans.find((item) => item.shapes.some((shape) => shape.k === 'entrance'))!;
    const exhibitor = alone.find((item) => plan.shapes.some((shape) => shape.s === item.stands[0]))!;
    const stand = exhibitor.stands[0]!;
    const entrance = plan.shapes.find((shape) => shape.k === 'entrance' && shape.n)!.n!;
    // The walk the app must draw, worked out here from the API's plans by the same module.
    const expected = route(plans, { entrance, hall: plan.key }, stand);
    if (!expected.ok) throw new Error(`no walk from ${entrance} to ${stand}: ${expected.reason}`);

    const page = await browser.newPage(PHONE);
    await page.goto(`/ru/exhibition/map?stand=${encodeURIComponent(stand)}`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true');
    const hallName = halls.find((hall) => hall.key === plan.key)!.name;
    await page.getByLabel('Откуда').selectOption({ label: `${entrance} (${hallName})` });
    await page.getByRole('button', { name: `Маршрут сюда: стенд ${stand}` }).click();
    await page.getByText(`${Math.round(expected.metres)} м, около ${Math.max(1, Math.round(expected.minutes))} мин пешком`).waitFor();
    expect(await page.locator('[data-walk] polyline').count()).toBe(expected.legs.filter((leg) => leg.hall === plan.key).length);
    const steps = page.getByRole('list', { name: 'Шаги маршрута' }).getByRole('listitem');
    expect(await steps.count()).toBe(expected.steps.length);
    expect(await steps.last().innerText()).toContain(stand);
  });

  it('links a programme event held in a room of a plan to that room on the map', async () => {
    const { exPrefix, plans } = await floor();
    const events = await apiGet<ProgrammeEvent[]>(browser.baseUrl, `/api/public/events/?lang_code=ru&ex_prefix=${exPrefix}`);
    const rooms = new Map(
      plans.flatMap((plan) => plan.shapes.flatMap((shape) => (shape.k === 'room' && shape.n ? [[shape.n, plan.key] as const] : []))),
    );
    const event = events.find((item) => rooms.has(item.location.name))!;
    const room = event.location.name;
    const page = await browser.newPage(PHONE);
    // The map was never opened: the programme itself brings the plans to the device once it is idle, and
    // then knows which locations are rooms on them.
    await page.goto(`/ru/exhibition/program?date=${event.start_at.slice(0, 10)}`);
    await page.getByRole('heading', { level: 1, name: 'Деловая программа' }).waitFor();
    await expect
      .poll(async () => (await storedKeys(page)).filter((key) => key.includes('"hall-plan"')).length, { timeout: 15_000 })
      .toBe(plans.length);
    const row = page.getByRole('article').filter({ hasText: event.name });
    await row.getByRole('link', { name: 'На схеме' }).first().click();
    await page.waitForURL((url) => url.pathname === '/ru/exhibition/map' && url.searchParams.get('room') === room);
    await expect.poll(() => page.locator(`[data-room="${room}"]`).getAttribute('data-selected'), { timeout: 15_000 }).toBe('true');
    expect(new URL(page.url()).searchParams.get('hall')).toBe(rooms.get(room));
  });

  it('opens from the device with the network gone, a favourite drawn as one', async () => {
    browser.useServiceWorker();
    const { exPrefix, halls, alone } = await floor();
    const favourite = alone[0]!;
    const visitor = await registerVisitor(browser.baseUrl, { exPrefix });
    const response = await fetch(`${browser.baseUrl}/api/public/user/participants/favorite/?lang_code=ru`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${visitor.access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ participant_id: favourite.id, added_to_favorite: true }),
    });
    expect(response.status).toBe(200);
    browser.allowConsoleErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED|FetchEvent/);
    const page = await browser.newPage(PHONE);
    await signInPage(page, visitor);
    // Only the catalogue is visited online: the plans travel with it, so the map opens offline though it
    // was never opened before.
    await page.goto('/ru/exhibition/participants');
    await page.getByRole('heading', { level: 1, name: 'Каталог участников' }).waitFor();
    await waitForController(page);
    // Every hall's plan is kept on the device, with the catalogue and the favourites.
    const wanted = [
      ...halls.map((hall) => `"hall-plan","ru","${exPrefix}","${hall.key}"`),
      '"participants-favorites"',
      '"participants","ru"',
    ];
    let keys: string[] = [];
    await expect
      .poll(
        async () => {
          keys = await storedKeys(page);
          return wanted.filter((part) => !keys.some((key) => key.includes(part)));
        },
        { timeout: 15_000 },
      )
      .toEqual([])
      .catch((error: unknown) => {
        throw new Error(`stored: ${JSON.stringify(keys)}`, { cause: error });
      });

    await page.context().setOffline(true);
    const offline = await page.context().newPage();
    await offline.goto(`/ru/exhibition/map?stand=${encodeURIComponent(favourite.stands[0]!)}`);
    await offline.getByRole('heading', { level: 1, name: 'Схема павильонов' }).waitFor();
    const stand = offline.locator(`[data-stand="${favourite.stands[0]!}"]`);
    await expect.poll(() => stand.getAttribute('data-favourite'), { timeout: 15_000 }).toBe('true');
    await expect.poll(() => stand.getAttribute('data-selected'), { timeout: 15_000 }).toBe('true');
  });
});
