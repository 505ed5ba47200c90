/**
 * The exhibition floor on a phone: every screen in ru, en and zh at 390, 360 and 320 px, anonymous, signed
 * in and offline (tests/support/layout-probe.ts says what counts as broken), and the faults that were
 * found there, each with a test of its own.
 *
 * Kept fast (CI has about four minutes to spare): one browser, one page per language and state, each
 * route loaded once and narrowed 390 → 360 → 320 on the same page, routes reached by client-side
 * navigation as a visitor's taps would; signed in, the same page goes offline and walks them again.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import type { ContestDetail, ContestList, Laureates } from '../../src/contract/contests';
import type { HtmlBlock } from '../../src/contract/htmlblock';
import type { HtmlPage, PressRelease } from '../../src/contract/html-pages';
import type { NewsList } from '../../src/contract/news';
import type { Participant } from '../../src/contract/participants';
import type { ProgrammeEvent } from '../../src/contract/events';
import type { SiteResponse } from '../../src/contract/site';
import type { HallSummary } from '../../src/contract/halls';
import type { GalleryDetail, MediaYear } from '../../src/contract/photo-galleries';
import { DESKTOP, PHONE, useBrowser, waitForTheApp } from '../support/browser';
import { layoutProblems, textLineCount } from '../support/layout-probe';
import { localeText as text } from '../support/locale-text';
import { waitForController } from '../support/sw-helpers';
import { addFavouriteEvents, apiGet, registerVisitor, signInPage } from '../support/visitors';

const browser = useBrowser();
const LANGS = ['ru', 'en', 'zh'] as const satisfies readonly Lang[];
const WIDTHS = [390, 360, 320] as const;
/** A route that answers no page: the not-found page is measured on purpose, and only there. */
const UNKNOWN_PAGE = 'no-such-page-on-the-floor';
/** Failed requests while the network is down, and the unknown page's 404: the browser logs each. */
const EXPECTED_NOISE = /ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch|status of 404/;

/** Spaces as one (no-break ones too) and markup stripped, so an API title compares with a heading. */
const plain = (value: string) =>
  value
    .replace(/<[^>]*>/g, ' ')
    .replace(/[\s\u00A0\u202F]+/g, ' ')
    .trim();

type Route = { path: string; heading: string; who: 'anyone' | 'anonymous' | 'signed-in' };

/** Every screen of the site in one language, with the heading that proves the page is the one meant. */
async function routesFor(lang: Lang): Promise<Route[]> {
  const get = <T>(path: string) => apiGet<T>(browser.baseUrl, `${path}${path.includes('?') ? '&' : '?'}lang_code=${lang}`);
  const [block, news, contests, galleries, about, release, site] = await Promise.all([
    get<HtmlBlock>('/api/public/htmlblock/'),
    get<NewsList>('/api/public/news/?page=1'),
    get<ContestList>('/api/public/contests/'),
    get<MediaYear[]>('/api/public/photo_galleries/'),
    get<HtmlPage>('/api/public/html_pages/detail/?url=about'),
    get<PressRelease>('/api/public/pressrelease/'),
    get<SiteResponse>('/api/public/site/'),
  ]);
  // The programme's last day: its chip is the furthest to the right of the row of days.
  const events = await get<ProgrammeEvent[]>(`/api/public/events/?ex_prefix=${site.site_config.prefix_contract}`);
  const lastDay = events
    .map((event) => event.start_at.slice(0, 10))
    .sort()
    .at(-1)!;
  const newsItem = news.results[0]!;
  const [hall] = await get<HallSummary[]>(`/api/public/halls/?ex_prefix=${site.site_config.prefix_contract}`);
  if (!hall) throw new Error('the seeded exhibition has no hall plans');
  // The first contest with a laureate year of its own (not a link to another site).
  const details = await Promise.all(
    contests.results.map((contest) => get<ContestDetail>(`/api/public/contests/detail/?url=${contest.url}`)),
  );
  const contest = details.find((detail) => detail.laureates.some((year) => !year.is_redirect_link)) ?? details[0]!;
  const year = contest.laureates.find((entry) => !entry.is_redirect_link);
  const laureates = year ? await get<Laureates>(`/api/public/contests/laureates/?url=${contest.url}&year=${year.year}`) : undefined;
  const galleryCard = galleries.flatMap((entry) => entry.galleries)[0]!;
  const gallery = await get<GalleryDetail>(`/api/public/photo_galleries/detail/?url=${galleryCard.url}`);
  const at = (path: string, heading: string, who: Route['who'] = 'anyone'): Route => ({
    path: `/${lang}${path}`,
    heading: plain(heading),
    who,
  });
  return [
    at('', block.exhibition_title),
    at('/news', text(lang, 'news.title')),
    at(`/news/detail/${newsItem.id}`, newsItem.title),
    at('/contests', text(lang, 'contests.title')),
    at(`/contests/${contest.url}`, contest.name),
    ...(year && laureates ? [at(`/contests/${contest.url}/${year.year}`, laureates.title)] : []),
    at('/reviews', text(lang, 'reviews.title')),
    at('/partners', text(lang, 'partners.title')),
    at('/history', text(lang, 'history.title')),
    at('/pressrelease', release.title),
    at('/contacts', text(lang, 'contacts.title')),
    // /media opens the newest year's galleries at its own address.
    at(`/media/${galleries[0]!.ex_prefix}`, text(lang, 'media_page.title')),
    at(`/media/photo/${gallery.url}`, gallery.name),
    at('/about', about.title),
    at('/exhibition/participants', text(lang, 'catalogue.title')),
    at('/exhibition/program', text(lang, 'programme.title')),
    at(`/exhibition/program?date=${lastDay}`, text(lang, 'programme.title')),
    at('/exhibition/map', text(lang, 'titles.map')),
    at(`/exhibition/map?hall=${hall.key}`, text(lang, 'titles.map')),
    at(`/${UNKNOWN_PAGE}`, text(lang, 'not_found.title')),
    at('/login', text(lang, 'login.title'), 'anonymous'),
    at('/registration', text(lang, 'registration.title'), 'anonymous'),
    at('/application', text(lang, 'application.title')),
    at('/personal/profile', text(lang, 'titles.profile'), 'signed-in'),
    at('/personal/settings', text(lang, 'titles.settings'), 'signed-in'),
    at('/personal/settings?tab=password', text(lang, 'titles.settings'), 'signed-in'),
    at('/personal/favorite', text(lang, 'titles.favorite'), 'signed-in'),
    at('/personal/favorite?tab=companies', text(lang, 'titles.favorite'), 'signed-in'),
    at('/personal/ticket', text(lang, 'titles.ticket'), 'signed-in'),
  ];
}

/** Client-side navigation, as a tap on a link does: the router follows the history it is told about. */
async function navigate(page: Page, route: Route, first: boolean) {
  // Hydrated before the first client navigation: a history change while React is still hydrating the
  // server's page renders another language over it (React #418), which no tap on a link can do.
  if (first) {
    await page.goto(route.path);
    await waitForTheApp(page);
  } else {
    await page.evaluate((path) => {
      window.history.pushState(window.history.state, '', path);
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    }, route.path);
  }
  // The page meant, by its own heading (never the not-found page by accident), hydrated and settled: not
  // its loading state, which has the same heading (a catalogue measured while it loaded had no search box).
  await page
    .waitForFunction(
      ({ path, heading }) => {
        const h1 = document.querySelector('main h1');
        return (
          `${location.pathname}${location.search}` === path &&
          !document.querySelector('[data-hydrating]') &&
          !document.querySelector('main[aria-busy="true"], main [aria-busy="true"]') &&
          (h1?.textContent ?? '').replace(/[\s\u00A0\u202F]+/g, ' ').trim() === heading
        );
      },
      route,
      { timeout: 20_000 },
    )
    .catch(async (error: unknown) => {
      const shown = await page.evaluate(() => [
        location.pathname + location.search,
        document.querySelector('main h1')?.textContent ?? '(no h1)',
      ]);
      throw new Error(`${route.path}: expected the heading "${route.heading}", found ${JSON.stringify(shown)}`, { cause: error });
    });
}

/** Loads each route once at 390 px and measures it at every width; answers what is broken, where. */
async function walk(page: Page, routes: readonly Route[], state: string, offline = false): Promise<string[]> {
  const found: string[] = [];
  for (const [index, route] of routes.entries()) {
    await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    await navigate(page, route, index === 0);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const problem of await layoutProblems(page, { width, offline })) found.push(`${state} ${route.path} @${width}: ${problem}`);
    }
  }
  return found;
}

describe('the exhibition floor on a phone', () => {
  // The three languages walk side by side, a page each: the browser lays them out in parallel.
  it('anonymous, every screen in ru, en and zh fits 390, 360 and 320 px', { timeout: 240_000 }, async () => {
    browser.allowConsoleErrors(EXPECTED_NOISE);
    const found = await Promise.all(
      LANGS.map(async (lang) => {
        const routes = (await routesFor(lang)).filter((route) => route.who !== 'signed-in');
        return walk(await browser.newPage(PHONE), routes, 'anonymous');
      }),
    );
    expect(found.flat()).toEqual([]);
  });

  it('signed in, then offline, every screen in ru, en and zh fits 390, 360 and 320 px', { timeout: 300_000 }, async () => {
    browser.useServiceWorker();
    browser.allowConsoleErrors(EXPECTED_NOISE);
    const found = await Promise.all(
      LANGS.map(async (lang) => {
        const routes = (await routesFor(lang)).filter((route) => route.who !== 'anonymous');
        const page = await browser.newPage(PHONE);
        const visitor = await registerVisitor(browser.baseUrl);
        // Two favourite events: the programme and the favourites page then offer them for the calendar.
        const events = await apiGet<{ id: number }[]>(browser.baseUrl, `/api/public/events/?lang_code=${lang}`);
        await addFavouriteEvents(browser.baseUrl, visitor, [events[0]!.id, events[1]!.id]);
        await signInPage(page, visitor);
        const online = await walk(page, routes, 'signed in');
        // Offline after this one online visit: the worker holds the app, the device the data shown.
        await waitForController(page);
        await page.context().setOffline(true);
        // Offline, an address the device has never seen cannot be told missing: it says there is no network.
        const offlineRoutes = routes
          .slice(1)
          .map((route) => (route.path.endsWith(UNKNOWN_PAGE) ? { ...route, heading: text(lang, 'offline.no_connection_title') } : route));
        return [...online, ...(await walk(page, offlineRoutes, 'offline', true))];
      }),
    );
    expect(found.flat()).toEqual([]);
  });
});

describe('faults found on the floor', () => {
  it('offline and signed in, the header keeps its badge, language, account and menu buttons inside 320 px in ru, en and zh', async () => {
    browser.useServiceWorker();
    browser.allowConsoleErrors(EXPECTED_NOISE);
    const page = await browser.newPage({ ...PHONE, viewport: { width: 320, height: 700 } });
    await signInPage(page, await registerVisitor(browser.baseUrl));
    await page.goto('/ru');
    await waitForTheApp(page);
    // Each language's site data is on the device before the network goes.
    for (const lang of ['en', 'zh'] as const) await clientGo(page, `/${lang}`);
    // The worker must hold the app's code first: a chunk missed offline would reload the page to an error.
    await waitForController(page);
    await page.context().setOffline(true);
    for (const lang of ['zh', 'en', 'ru'] as const) {
      await clientGo(page, `/${lang}`);
      const banner = page.getByRole('banner');
      await banner.getByText(text(lang, 'offline.indicator')).waitFor({ state: 'attached' });
      for (const control of [
        banner.locator('[data-offline]'),
        banner.getByRole('button', { name: text(lang, 'header.personal') }),
        banner.getByRole('button', { name: text(lang, 'header.open_menu') }),
        banner.getByRole('button', { name: new RegExp(text(lang, 'header.choose_language').split('{{')[0]!) }),
      ]) {
        const box = await control.boundingBox();
        expect(box, `${lang}: ${control.toString()}`).not.toBeNull();
        expect(box!.x, `${lang}: ${control.toString()}`).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width, `${lang}: ${control.toString()}`).toBeLessThanOrEqual(320);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth), lang).toBeLessThanOrEqual(320);
    }
  });

  it('the please-sign-in tooltip of a programme star stays inside the screen at 390, 360 and 320 px', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/ru/exhibition/program');
    const star = page
      .getByRole('main')
      .locator('article')
      .first()
      .getByRole('button', { name: text('ru', 'favourites.toggle').split('{{')[0]! });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await star.scrollIntoViewIfNeeded();
      await star.click();
      const tooltip = page.getByRole('alert').filter({ hasText: text('ru', 'tooltips.please_log_in') });
      await tooltip.waitFor();
      const box = (await tooltip.boundingBox())!;
      expect(box.x, `left edge at ${width}`).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, `right edge at ${width}`).toBeLessThanOrEqual(width);
      // The star toggles its hint: a second tap closes it before the next width.
      await star.click();
      await tooltip.waitFor({ state: 'detached' });
    }
  });

  it('signed in on a desktop, the arrows beside the main menu’s sections keep their width, and the menu its place, from 1200 to 1440 px', async () => {
    const page = await browser.newPage(DESKTOP);
    await signInPage(page, await registerVisitor(browser.baseUrl));
    for (const lang of LANGS) {
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(`/${lang}`);
      await page
        .getByRole('banner')
        .getByRole('button', { name: text(lang, 'header.personal') })
        .waitFor();
      const nav = page.getByRole('navigation', { name: text(lang, 'header.main_nav') });
      for (const width of [1440, 1366, 1280, 1200]) {
        await page.setViewportSize({ width, height: 900 });
        const arrows = await nav
          .locator('button[aria-expanded] svg')
          .evaluateAll((icons) => icons.map((icon) => icon.getBoundingClientRect().width));
        expect(arrows.length, `${lang} @${width}: arrows`).toBeGreaterThan(0);
        for (const arrowWidth of arrows) expect(arrowWidth, `${lang} @${width}: an arrow's width`).toBeGreaterThan(0);
        // The squeeze itself: a menu wider than its place pushed sections under the account button.
        const [needed, room] = await nav.evaluate((el) => [el.scrollWidth, el.clientWidth]);
        expect(needed, `${lang} @${width}: the menu fits its ${room} px`).toBeLessThanOrEqual(room);
      }
    }
  });

  it('the application wizard’s step labels never break mid-word at 390, 360 and 320 px', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/ru/application');
    const steps = page.getByRole('list', { name: text('ru', 'application.steps_label') });
    await steps.waitFor();
    await page.getByRole('heading', { level: 2, name: text('ru', 'application.steps.contact') }).waitFor();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      const words = await steps.evaluate((list) => {
        const broken: string[] = [];
        for (const label of list.querySelectorAll('li')) {
          const walker = document.createTreeWalker(label, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of (node.textContent ?? '').matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
              if (tops.size > 1) broken.push(match[0]);
            }
          }
        }
        return broken;
      });
      expect(words, `at ${width}`).toEqual([]);
    }
  });

  it('signed in, the personal area shows its current tab in the scrolling row at 390, 360 and 320 px', async () => {
    const page = await browser.newPage(PHONE);
    await signInPage(page, await registerVisitor(browser.baseUrl));
    await page.goto('/ru/personal/ticket');
    const row = page.getByRole('navigation', { name: text('ru', 'personal.sections') }).getByRole('list');
    const current = row.getByRole('link', { name: text('ru', 'menu.ticket') });
    await expect.poll(() => current.getAttribute('aria-current')).toBe('page');
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await expect
        .poll(
          async () => {
            const [rowBox, tabBox] = await Promise.all([row.boundingBox(), current.boundingBox()]);
            return rowBox && tabBox ? tabBox.x >= rowBox.x - 1 && tabBox.x + tabBox.width <= rowBox.x + rowBox.width + 1 : false;
          },
          { message: `the ticket tab in sight at ${width}`, timeout: 2000 },
        )
        .toBe(true);
    }
  });

  it('an exhibitor card keeps a spaced number such as “8 000 позиций” on one line', async () => {
    const all = await apiGet<Participant[]>(browser.baseUrl, '/api/public/participants/?lang_code=ru');
    const spaced = /(?<![\d.,])\d{1,3}(?: \d{3})+(?!\d)/;
    const exhibitor = all.find((item) => spaced.test(plain(item.text).replace(/\u00A0/g, ' ')));
    expect(exhibitor, 'an exhibitor whose description has a spaced number').toBeDefined();
    const number = spaced.exec(plain(exhibitor!.text).replace(/\u00A0/g, ' '))![0];
    const page = await browser.newPage(PHONE);
    await page.goto(`/ru/exhibition/participants?p=${exhibitor!.id}`);
    const card = page.getByRole('dialog');
    await card.getByRole('heading', { name: exhibitor!.full_title }).waitFor();
    // The groups are joined by a no-break space, and on screen the number sits on one line at every width.
    expect(await card.textContent()).toContain(number.replaceAll(' ', '\u00A0'));
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      expect(await layoutProblems(page, { width, within: 'dialog[open]' }), `at ${width}`).toEqual([]);
    }
  });
});

/** Client-side navigation to a path, waiting only until the router has taken it. */
async function clientGo(page: Page, path: string) {
  await page.evaluate((target) => {
    window.history.pushState(window.history.state, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, path);
  await page.waitForFunction(
    (target) =>
      location.pathname === target && document.documentElement.lang.startsWith(target.slice(1, 3)) && document.querySelector('main h1'),
    path,
  );
}

describe('the finish a phone shows', () => {
  /** Rows the carousels' own controls (arrows, dots, counter) take, per carousel on the page. */
  const controlRows = (page: Page) =>
    page.evaluate(() =>
      [...document.querySelectorAll('[aria-roledescription="carousel"]')].map((carousel) => {
        const controls = [...carousel.querySelectorAll('button')].filter(
          (button) => !button.closest('[aria-roledescription="slide"]') && button.getBoundingClientRect().width > 0,
        );
        return {
          name: carousel.getAttribute('aria-label') ?? '',
          controls: controls.length,
          rows: new Set(
            controls.map((button) => Math.round(button.getBoundingClientRect().top + button.getBoundingClientRect().height / 2)),
          ).size,
        };
      }),
    );

  it(
    'the home page’s carousels keep their arrows and dots on one row at 390, 360 and 320 px in ru, en and zh',
    { timeout: 240_000 },
    async () => {
      // The home page's carousel shows the first page of reviews.
      const reviews = (await apiGet<{ results: unknown[] }>(browser.baseUrl, '/api/public/reviews/?lang_code=ru')).results.length;
      expect(reviews, 'more reviews than dots fit at 320 px').toBeGreaterThan(7);
      const page = await browser.newPage(PHONE);
      for (const lang of LANGS) {
        await page.setViewportSize({ width: 390, height: 800 });
        await page.goto(`/${lang}`);
        const region = text(lang, 'home.reviews.carousel');
        const nextName = text(lang, 'home.slider.next');
        // Down the page a screen at a time, as a thumb goes, until the reviews carousel has its controls
        // (the home page's lower blocks load as they come near).
        await page.waitForFunction(
          ([carousel, next]) => {
            if (document.querySelector(`[aria-label="${carousel}"] button[aria-label="${next}"]`)) return true;
            window.scrollBy(0, window.innerHeight * 0.8);
            return false;
          },
          [region, nextName] as const,
          // The lower blocks' requests queue behind the other workers' on a loaded two-core machine.
          // 12 s alone; one language once took past 60 s in a full run.
          { polling: 100, timeout: 90_000 },
        );
        const reviewsCarousel = page.getByRole('region', { name: region });
        const next = reviewsCarousel.getByRole('button', { name: nextName });
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await next.scrollIntoViewIfNeeded();
          await expect
            .poll(async () => (await controlRows(page)).filter((carousel) => carousel.controls > 0 && carousel.rows !== 1), {
              message: `${lang} @${width}`,
              timeout: 5000,
            })
            .toEqual([]);
        }
        // Where the dots do not fit, the carousel still says which review is shown, of how many.
        const controlsText = () =>
          reviewsCarousel.evaluate((carousel) =>
            [...carousel.querySelectorAll('*')]
              .filter((element) => element.children.length === 0 && !element.closest('[aria-roledescription="slide"]'))
              .map((element) => (element as HTMLElement).innerText)
              .join(' '),
          );
        await expect.poll(controlsText, { timeout: 5000 }).toMatch(new RegExp(`\\b1\\D+${reviews}\\b`));
      }
    },
  );

  it(
    'signed in with two favourite events, “Избранное в календарь” takes two lines at most at 390, 360 and 320 px in ru, en and zh',
    { timeout: 120_000 },
    async () => {
      const events = await apiGet<{ id: number }[]>(browser.baseUrl, '/api/public/events/?lang_code=ru');
      const visitor = await registerVisitor(browser.baseUrl);
      await addFavouriteEvents(browser.baseUrl, visitor, [events[0]!.id, events[1]!.id]);
      const page = await browser.newPage(PHONE);
      await signInPage(page, visitor);
      for (const lang of LANGS) {
        for (const path of [`/${lang}/exhibition/program`, `/${lang}/personal/favorite`]) {
          await page.setViewportSize({ width: 390, height: 800 });
          await page.goto(path);
          const button = page.getByRole('main').getByRole('button', { name: text(lang, 'programme.export_favourites') });
          await button.waitFor();
          // The label says how many events go, in the language's plural (once the visitor's favourites are in).
          await expect
            .poll(() => button.textContent(), { timeout: 15_000 })
            .toContain(text(lang, 'programme.export_favourites_count_few').replace('{{count}}', '2'));
          for (const width of WIDTHS) {
            await page.setViewportSize({ width, height: 800 });
            const lines = await textLineCount(button);
            expect(lines, `${path} @${width}`).toBeLessThanOrEqual(2);
            expect(await layoutProblems(page, { width }), `${path} @${width}`).toEqual([]);
          }
        }
      }
    },
  );

  it(
    'offline, the header keeps its wordmark at 390 px and “Нет сети” is written on screen at 390 and 320 px in ru, en and zh',
    { timeout: 90_000 },
    async () => {
      browser.useServiceWorker();
      browser.allowConsoleErrors(EXPECTED_NOISE);
      const page = await browser.newPage(PHONE);
      await page.goto('/ru');
      for (const lang of ['en', 'zh'] as const) await clientGo(page, `/${lang}`);
      await waitForController(page);
      await page.context().setOffline(true);
      for (const lang of LANGS) {
        await clientGo(page, `/${lang}`);
        await page.getByRole('banner').locator('[data-offline]').waitFor();
        for (const width of [390, 320] as const) {
          await page.setViewportSize({ width, height: 800 });
          // The words, as a visitor reads them: laid out at their size inside the screen, not a clipped 1 px box.
          const words = await page.evaluate(
            (label) => {
              const found = [...document.querySelectorAll('body *')].filter(
                (element) =>
                  element.children.length === 0 &&
                  element.textContent?.trim() === label &&
                  element.checkVisibility({ visibilityProperty: true }),
              );
              return found.map((element) => {
                const box = element.getBoundingClientRect();
                return { left: box.left, right: box.right, width: box.width, height: box.height };
              });
            },
            text(lang, 'offline.indicator'),
          );
          const shown = words.filter((box) => box.width > 12 && box.height > 8 && box.left >= 0 && box.right <= width);
          expect(shown.length, `${lang} @${width}: "${text(lang, 'offline.indicator')}" on screen`).toBeGreaterThan(0);
          if (width === 390) {
            // The wordmark: the logo drawn whole, as wide as its picture is at that height (not cropped to the mark).
            const logo = await page
              .getByRole('banner')
              .getByRole('link', { name: text(lang, 'header.home') })
              .locator('img')
              .evaluate((img: HTMLImageElement) => ({
                shown: img.getBoundingClientRect().width,
                whole: (img.height * img.naturalWidth) / img.naturalHeight,
              }));
            expect(logo.shown, `${lang}: the logo's width`).toBeGreaterThanOrEqual(logo.whole - 1);
          }
          expect(await layoutProblems(page, { width, offline: true }), `${lang} @${width}`).toEqual([]);
        }
      }
    },
  );
});
