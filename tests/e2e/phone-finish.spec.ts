/**
 * The finish a new visitor noticed on a phone (issue 31, §5, items 1–6), each fault with the test that
 * found it: a hint opened below the screen, a card link that led nowhere with a date without its year,
 * the English venue on a Chinese ticket, squeezed icons, a cut search placeholder, and the programme's
 * day row and list moving where the visitor did not ask. The layout walk (phone-layout.spec.ts) checks the
 * same kinds of fault on every screen; these tests pin each one where it was seen.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import type { ProgrammeEvent } from '../../src/contract/events';
import type { HtmlBlock } from '../../src/contract/htmlblock';
import type { Participant } from '../../src/contract/participants';
import type { SiteResponse } from '../../src/contract/site';
import type { Ticket } from '../../src/contract/ticket';
import { PHONE, useBrowser, waitForTheApp } from '../support/browser';
import { layoutProblems } from '../support/layout-probe';
import { localePrefix, localeText as text } from '../support/locale-text';
import { waitForController } from '../support/sw-helpers';
import { apiGet, registerVisitor, signInPage } from '../support/visitors';

const browser = useBrowser();
const WIDTHS = [390, 320] as const;
const phoneAt = (width: number): BrowserContextOptions => ({ ...PHONE, viewport: { width, height: width === 320 ? 568 : 844 } });
/** Failed requests while the network is down: the browser logs each. */
const OFFLINE_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/;

const site = (lang: Lang) => apiGet<SiteResponse>(browser.baseUrl, `/api/public/site/?lang_code=${lang}`);

/** An element's box, asserted to lie inside the viewport of `page`. */
async function expectOnScreen(page: Page, box: { x: number; y: number; width: number; height: number } | null, what: string) {
  const viewport = page.viewportSize()!;
  expect(box, what).not.toBeNull();
  expect(box!.x, `${what}: left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.y, `${what}: top edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what}: right edge of ${viewport.width}`).toBeLessThanOrEqual(viewport.width);
  expect(box!.y + box!.height, `${what}: bottom edge of ${viewport.height}`).toBeLessThanOrEqual(viewport.height);
}

describe('the exhibitor card, signed out', () => {
  // Four phone loads of the catalogue with its longest card: past 30 s on a loaded worker of a full run.
  it(
    'opens the please-sign-in hint of its "add to favourites" button inside the screen at 390 and 320 px in ru and zh',
    { timeout: 90_000 },
    async () => {
      for (const lang of ['ru', 'zh'] as const) {
        const all = await apiGet<Participant[]>(browser.baseUrl, `/api/public/participants/?lang_code=${lang}`);
        // The longest card, which scrolls, and so has its button at the very bottom of the screen.
        const exhibitor = all.reduce((longest, item) => (item.text.length > longest.text.length ? item : longest));
        for (const width of WIDTHS) {
          const page = await browser.newPage(phoneAt(width));
          await page.goto(`/${lang}/exhibition/participants?p=${exhibitor.id}`);
          const card = page.getByRole('dialog');
          await card.getByRole('heading', { name: exhibitor.full_title }).waitFor();
          const add = card.getByRole('button', { name: text(lang, 'favourites.add') });
          await add.scrollIntoViewIfNeeded();
          await add.click();
          const hint = page.getByRole('alert').filter({ hasText: text(lang, 'tooltips.please_log_in') });
          await hint.waitFor();
          await expectOnScreen(page, await hint.boundingBox(), `${lang} @${width}: the hint`);
          await expectOnScreen(page, await add.boundingBox(), `${lang} @${width}: the button it belongs to`);
          await page.close();
        }
      }
    },
  );
});

describe('the home page’s awards card', () => {
  it('says the year of its date and leads to a page of the site, in ru and zh', async () => {
    for (const lang of ['ru', 'zh'] as const) {
      const year = (await site(lang)).site_config.date_start.slice(0, 4);
      const page = await browser.newPage(PHONE);
      await page.goto(`/${lang}`);
      const card = page.getByRole('article', { name: text(lang, 'home.awards.title') });
      await card.scrollIntoViewIfNeeded();
      await card.getByText(year).waitFor();
      const more = card.getByRole('link', { name: text(lang, 'home.awards.more') });
      expect(await more.getAttribute('href')).toBe(`/${lang}/contests`);
      await more.click();
      await page.waitForURL(`**/${lang}/contests`);
      await page.getByRole('heading', { level: 1, name: text(lang, 'contests.title') }).waitFor();
      await page.close();
    }
  });
});

describe('the ticket in Chinese', () => {
  it('names the venue as the Chinese home page does, on screen and in the saved picture', async () => {
    const [{ location }, config] = await Promise.all([
      apiGet<HtmlBlock>(browser.baseUrl, '/api/public/htmlblock/?lang_code=zh'),
      site('zh').then((answer) => answer.site_config),
    ]);
    expect(location).not.toBe(config.location_en);
    const visitor = await registerVisitor(browser.baseUrl, { exPrefix: config.prefix_contract });
    const ticket = await apiGet<Ticket>(browser.baseUrl, '/api/public/user/exhibition_apply/?lang_code=zh', visitor.access);
    const page = await browser.newPage(PHONE);
    // What the ticket's picture writes, read where it is drawn (the PNG itself has no text to read back).
    await page.addInitScript(() => {
      const drawn: string[] = [];
      (window as unknown as { drawnTexts: string[] }).drawnTexts = drawn;
      const fillText = CanvasRenderingContext2D.prototype.fillText;
      CanvasRenderingContext2D.prototype.fillText = function (this: CanvasRenderingContext2D, value, ...rest) {
        drawn.push(String(value));
        return fillText.call(this, value, ...rest);
      };
    });
    await signInPage(page, visitor);
    await page.goto('/zh/personal/ticket');
    const card = page.getByRole('article', { name: text('zh', 'ticket.entry_ticket') });
    await card.getByText(ticket.registration_number, { exact: true }).waitFor();
    expect(await card.textContent()).toContain(location);
    expect(await card.textContent()).not.toContain(config.location_en);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text('zh', 'ticket.download') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`ticket-${ticket.registration_number}.png`);
    const drawn = await page.evaluate(() => (window as unknown as { drawnTexts: string[] }).drawnTexts.join('\n'));
    expect(drawn).toContain(ticket.registration_number);
    expect(drawn).toContain(location);
    expect(drawn).not.toContain(config.location_en);
  });
});

/** The rendered width and height of every icon (a square 24-unit viewBox) that `selector` matches. */
const iconBoxes = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((icons) =>
    icons.map((icon) => {
      const box = icon.getBoundingClientRect();
      return { width: Math.round(box.width * 10) / 10, height: Math.round(box.height * 10) / 10, size: Number(icon.getAttribute('width')) };
    }),
  );

describe('icons on a phone', () => {
  it('the personal area’s tab icons keep their size at 390 and 320 px in ru and zh', async () => {
    const page = await browser.newPage(PHONE);
    await signInPage(page, await registerVisitor(browser.baseUrl));
    for (const lang of ['ru', 'zh'] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${lang}/personal/profile`);
      const nav = page.getByRole('navigation', { name: text(lang, 'personal.sections') });
      await nav.getByRole('link', { name: text(lang, 'menu.profile') }).waitFor();
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 844 });
        const icons = await iconBoxes(page, `nav[aria-label="${text(lang, 'personal.sections')}"] svg`);
        expect(icons, `${lang} @${width}`).toHaveLength(4);
        for (const icon of icons) expect(icon, `${lang} @${width}`).toEqual({ width: icon.size, height: icon.size, size: icon.size });
      }
    }
  });

  it('an exhibitor card’s stand icon keeps its size at 320 px in zh, also beside a long list of stands', async () => {
    const all = await apiGet<Participant[]>(browser.baseUrl, '/api/public/participants/?lang_code=zh');
    // The narrowest line of stands: beside a logo, the longest list of them.
    const withLogo = all.filter((item) => item.show_logo_for_ecatalog && item.logo_for_ecatalog);
    const manyStands = withLogo.reduce((most, item) => (item.stand.length > most.stand.length ? item : most));
    const page = await browser.newPage(phoneAt(320));
    await page.goto(`/zh/exhibition/participants?q=${encodeURIComponent(manyStands.short_title)}`);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: manyStands.short_title, exact: true }) });
    await card.waitFor();
    const [icon] = await card.locator('p svg').evaluateAll((icons) => icons.map((svg) => svg.getBoundingClientRect().width));
    expect(icon, `the stand icon beside "${manyStands.stand}"`).toBe(16);
  });
});

describe('the catalogue’s search box', () => {
  it('shows its whole placeholder at 390, 360 and 320 px in ru, en and zh', async () => {
    const page = await browser.newPage(PHONE);
    for (const lang of ['ru', 'en', 'zh'] as const) {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`/${lang}/exhibition/participants`);
      const box = page.getByRole('searchbox', { name: text(lang, 'catalogue.search_label') });
      expect(await box.getAttribute('placeholder')).toBe(text(lang, 'catalogue.search_placeholder'));
      for (const width of [390, 360, 320]) {
        await page.setViewportSize({ width, height: 844 });
        const [needed, room] = await box.evaluate((input: HTMLInputElement) => {
          const style = getComputedStyle(input, '::placeholder');
          const context = document.createElement('canvas').getContext('2d')!;
          context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
          const own = getComputedStyle(input);
          return [
            Math.ceil(context.measureText(input.placeholder).width),
            input.clientWidth - parseFloat(own.paddingLeft) - parseFloat(own.paddingRight),
          ];
        });
        expect(needed, `${lang} @${width}: the placeholder needs ${needed} px of ${room}`).toBeLessThanOrEqual(room);
      }
    }
  });
});

describe('the programme on a phone', () => {
  /** The programme's days, from the API: the last one is the chip furthest to the right. */
  async function programmeDays() {
    const { prefix_contract: exPrefix } = (await site('ru')).site_config;
    const events = await apiGet<ProgrammeEvent[]>(browser.baseUrl, `/api/public/events/?lang_code=ru&ex_prefix=${exPrefix}`);
    return [...new Set(events.map((event) => event.start_at.slice(0, 10)))].sort();
  }

  /** Whether the row's current chip lies inside the row's visible part. */
  const chipInSight = (page: Page) =>
    page.getByRole('navigation', { name: text('ru', 'programme.dates') }).evaluate((row) => {
      const chip = row.querySelector('[aria-current="true"]');
      if (!chip) return 'no current chip';
      const frame = row.getBoundingClientRect();
      const box = chip.getBoundingClientRect();
      return box.left >= frame.left - 1 && box.right <= frame.right + 1
        ? 'in sight'
        : `at ${Math.round(box.left)}–${Math.round(box.right)} of ${Math.round(frame.right)}`;
    });

  it('a day opened by link shows its chip in the row of days, at 390 and 320 px', async () => {
    const days = await programmeDays();
    const last = days.at(-1)!;
    for (const width of WIDTHS) {
      const page = await browser.newPage(phoneAt(width));
      await page.goto(`/ru/exhibition/program?date=${last}`);
      await page.getByRole('heading', { level: 1, name: text('ru', 'programme.title') }).waitFor();
      await expect.poll(() => chipInSight(page), { message: `@${width}` }).toBe('in sight');
      await page.close();
    }
  });

  it('offline, a day opened from the app shows its chip in the row of days', async () => {
    browser.useServiceWorker();
    browser.allowConsoleErrors(OFFLINE_NOISE);
    const days = await programmeDays();
    const page = await browser.newPage(phoneAt(320));
    await page.goto('/ru/exhibition/program');
    await page.getByRole('heading', { level: 1, name: text('ru', 'programme.title') }).waitFor();
    await waitForController(page);
    await page.context().setOffline(true);
    await page.goto(`/ru/exhibition/program?date=${days.at(-1)!}`);
    await waitForTheApp(page);
    await page.getByRole('heading', { level: 1, name: text('ru', 'programme.title') }).waitFor();
    await expect.poll(() => chipInSight(page)).toBe('in sight');
  });

  it('signed in, the first star leaves the list where it was under the finger', async () => {
    const page = await browser.newPage(PHONE);
    await signInPage(page, await registerVisitor(browser.baseUrl));
    await page.goto('/ru/exhibition/program');
    const first = page.getByRole('main').locator('article').first();
    const star = first.getByRole('button', { name: localePrefix('ru', 'favourites.toggle') });
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('false');
    const before = (await first.boundingBox())!.y;
    await star.click();
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    // The export of the favourites counts the star: every change it brings is on screen now.
    const exportButton = page.getByRole('main').getByRole('button', { name: text('ru', 'programme.export_favourites') });
    const counted = text('ru', 'programme.export_favourites_count_one').replace('{{count}}', '1');
    await expect.poll(() => exportButton.textContent()).toContain(counted);
    expect(await exportButton.isEnabled()).toBe(true);
    expect((await first.boundingBox())!.y).toBe(before);
    expect(await layoutProblems(page, { width: 390 })).toEqual([]);
  });
});
