/**
 * Exhibitor ↔ programme (issue 34) on a phone, in Russian and Chinese: the exhibitor dialog lists the
 * sessions the company takes part in and links to their day of the programme; a session on the programme
 * shows its exhibitors, each opening its dialog; after a first visit both work on a cold start offline.
 * Every expected name is read from the API; both screens pass axe with the new parts on them.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import type { ProgrammeEvent } from '../../src/contract/events';
import type { Participant } from '../../src/contract/participants';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { storedKeys } from '../support/stored-cache';
import { waitForController } from '../support/sw-helpers';
import { apiGet } from '../support/visitors';

const browser = useBrowser();

/** The server always sends participant_ids (the contract keeps it optional for answers cached before it). */
type LinkedEvent = ProgrammeEvent & { participant_ids: string[] };

const TEXTS = {
  ru: {
    programme: 'Деловая программа',
    catalogue: 'Каталог участников',
    events: 'Мероприятия с участием компании',
    exhibitors: 'Участвуют компании',
  },
  zh: { programme: '商务活动', catalogue: '参展商名录', events: '该企业参与的活动', exhibitors: '参与的展商' },
} as const;

/** A session with several exhibitors, one of them, and every session that exhibitor takes part in. */
async function pairing(lang: Lang) {
  const programme = await apiGet<LinkedEvent[]>(browser.baseUrl, `/api/public/events/?lang_code=${lang}`);
  const catalogue = await apiGet<Participant[]>(browser.baseUrl, `/api/public/participants/?lang_code=${lang}`);
  const session = programme.find((event) => event.participant_ids.length > 1);
  if (!session) throw new Error('no session of the current programme names several exhibitors');
  const exhibitors = session.participant_ids.map((id) => catalogue.find((item) => item.id === id) as Participant);
  const exhibitor = exhibitors[0] as Participant;
  const itsEvents = programme.filter((event) => event.participant_ids.includes(exhibitor.id));
  return { session, exhibitors, exhibitor, itsEvents };
}

/** Scrolls the virtualised programme until the locator is mounted. */
async function scrollTo(page: Page, target: Locator) {
  await expect
    .poll(
      async () => {
        if ((await target.count()) > 0) return true;
        await page.evaluate(() => window.scrollBy(0, window.innerHeight * 0.8));
        return false;
      },
      { timeout: 20_000, interval: 150 },
    )
    .toBe(true);
  await target.scrollIntoViewIfNeeded();
}

/** The session's card on the programme, by its heading. */
const sessionCard = (page: Page, name: string) =>
  page.locator('article').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

async function checkDialog(page: Page, lang: 'ru' | 'zh', exhibitor: Participant, itsEvents: ProgrammeEvent[]) {
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('heading', { level: 2, name: exhibitor.full_title }).waitFor();
  const region = dialog.getByRole('region', { name: TEXTS[lang].events });
  await region.waitFor({ timeout: 15_000 });
  const items = region.getByRole('listitem');
  expect(await items.count()).toBe(itsEvents.length);
  for (const event of itsEvents) {
    const item = items.filter({ hasText: event.name });
    expect(await item.count()).toBe(1);
    expect(await item.textContent()).toContain(event.start_at.slice(11, 16));
    if (event.location.name) expect(await item.textContent()).toContain(event.location.name);
  }
  return region;
}

async function checkSession(page: Page, lang: 'ru' | 'zh', session: ProgrammeEvent, exhibitors: Participant[]) {
  const card = sessionCard(page, session.name);
  await scrollTo(page, card);
  const list = card.getByRole('list', { name: TEXTS[lang].exhibitors });
  await list.waitFor({ timeout: 15_000 });
  const links = list.getByRole('link');
  expect(await links.allTextContents()).toEqual(exhibitors.map((item) => `${item.short_title}${item.stand}`));
  return links;
}

describe('exhibitors and the programme', { timeout: 120_000 }, () => {
  it.each(['ru', 'zh'] as const)('in %s at 390 px the dialog lists the sessions, a session its exhibitors, offline too', async (lang) => {
    browser.useServiceWorker();
    const { session, exhibitors, exhibitor, itsEvents } = await pairing(lang);
    const day = session.start_at.slice(0, 10);
    browser.allowConsoleErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED|FetchEvent/);
    const page = await browser.newPage(PHONE);

    // The dialog lists the company's sessions; one leads to its day of the programme.
    await page.goto(`/${lang}/exhibition/participants?p=${exhibitor.id}`);
    await page.getByRole('heading', { level: 1, name: TEXTS[lang].catalogue }).waitFor();
    const region = await checkDialog(page, lang, exhibitor, itsEvents);
    expect(await seriousViolations(page)).toEqual([]);
    await region.getByRole('link').filter({ hasText: session.name }).click();
    await page.waitForURL((url) => url.pathname.includes('/exhibition/program') && url.searchParams.get('date') === day);
    await page.getByRole('heading', { level: 1, name: TEXTS[lang].programme }).waitFor();

    // The session shows its exhibitors; one opens its dialog in the catalogue.
    const links = await checkSession(page, lang, session, exhibitors);
    expect(await seriousViolations(page)).toEqual([]);
    await links.filter({ hasText: exhibitor.short_title }).click();
    await page.getByRole('heading', { level: 1, name: TEXTS[lang].catalogue }).waitFor();
    await checkDialog(page, lang, exhibitor, itsEvents);

    // Kept on the device, both work on a cold start offline.
    await waitForController(page);
    await expect
      .poll(
        async () => {
          const keys = await storedKeys(page);
          return ['"events"', `"participants","${lang}"`].every((key) => keys.some((stored) => stored.includes(key)));
        },
        { timeout: 15_000 },
      )
      .toBe(true);
    await page.context().setOffline(true);
    const offline = await page.context().newPage();
    await offline.goto(`/${lang}/exhibition/participants?p=${exhibitor.id}`);
    await offline.getByRole('heading', { level: 1, name: TEXTS[lang].catalogue }).waitFor();
    await checkDialog(offline, lang, exhibitor, itsEvents);
    await offline.goto(`/${lang}/exhibition/program?date=${day}`);
    await offline.getByRole('heading', { level: 1, name: TEXTS[lang].programme }).waitFor();
    await checkSession(offline, lang, session, exhibitors);
  });
});
