import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { HistoryItem, HistoryList } from '../../src/contract/history';
import type { GalleryDetail, MediaYear } from '../../src/contract/photo-galleries';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { apiGet } from '../support/visitors';

const browser = useBrowser();
const WIDE: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

const historyPage = (page = 1, lang = 'ru') =>
  apiGet<HistoryList>(browser.baseUrl, `/api/public/previous_exhibitions/?lang_code=${lang}&page=${page}`);
/** The venue (Moscow) year of an API date, computed apart from the app's own date code. */
const venueYear = (iso: string) => new Date(new Date(iso).getTime() + 3 * 3600_000).getUTCFullYear();
const isRealUrl = (url: string) => url.trim() !== '' && url.trim() !== '#';

async function openHistory(page: Page, path = '/ru/history') {
  await page.goto(path);
  await page.getByRole('heading', { level: 1, name: 'История выставки' }).waitFor();
  await page.locator('main [aria-busy="true"]').waitFor({ state: 'detached' });
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const card = (page: Page, item: HistoryItem) => page.getByRole('article', { name: item.full_name, exact: true });

/** Every page of the history, to find items with a given shape wherever the API puts them. */
async function allPages(): Promise<{ page: number; item: HistoryItem }[]> {
  const first = await historyPage(1);
  const pages = Math.max(1, Math.ceil(first.count / first.paginator_count));
  const rest = await Promise.all(Array.from({ length: pages - 1 }, (_, index) => historyPage(index + 2)));
  return [first, ...rest].flatMap((list, index) => list.results.map((item) => ({ page: index + 1, item })));
}

/** What a year's galleries really hold, read from the media API: the thumbnails, the photos and the videos. */
async function galleriesOf(prefix: string) {
  const years = await apiGet<MediaYear[]>(browser.baseUrl, '/api/public/photo_galleries/?lang_code=ru');
  const cards = years.find((year) => year.ex_prefix === prefix)?.galleries ?? [];
  const details = await Promise.all(
    cards.map((gallery) => apiGet<GalleryDetail>(browser.baseUrl, `/api/public/photo_galleries/detail/?lang_code=ru&url=${gallery.url}`)),
  );
  // A gallery answers its photos; videos count only where the API answers a list of them.
  const videosOf = (gallery: GalleryDetail) => {
    const videos: unknown = (gallery as GalleryDetail & { videos?: unknown }).videos;
    return Array.isArray(videos) ? videos.length : 0;
  };
  return {
    thumbnails: new Set(details.flatMap((gallery) => gallery.photos.map((photo) => photo.thumbnail))),
    photos: details.reduce((sum, gallery) => sum + gallery.photos.length, 0),
    videos: details.reduce((sum, gallery) => sum + videosOf(gallery), 0),
  };
}

describe('the exhibition history', () => {
  it("shows the API's first page: one card per exhibition with its year, name, place and dates", async () => {
    const { results } = await historyPage(1);
    const page = await browser.newPage();
    await openHistory(page);
    expect(await cards(page).getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(results.map((item) => item.full_name));
    for (const item of results) {
      const text = await card(page, item).innerText();
      expect(text).toContain(String(venueYear(item.date_start)));
      expect(text).toContain(item.location);
      expect(text).toMatch(/ноябр|октябр|сентябр|декабр|март|апрел|ма[йя]|июн|июл|август|январ|феврал/);
    }
  });

  it('links the menu of each exhibition only where its url leads somewhere', async () => {
    const all = await allPages();
    const withDeadEntry = all.find(({ item }) => item.menu.items.some((entry) => !isRealUrl(entry.url)));
    expect(withDeadEntry, 'the demo data has an exhibition with a menu entry that is not a link').toBeDefined();
    const { page: pageNumber, item } = withDeadEntry!;
    const page = await browser.newPage();
    await openHistory(page, `/ru/history?page=${pageNumber}`);
    const links = card(page, item).getByRole('list').getByRole('link');
    const real = item.menu.items.filter((entry) => isRealUrl(entry.url));
    expect(await links.allInnerTexts()).toEqual(real.map((entry) => entry.name));
    expect(await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))).toEqual(
      real.map((entry) => (entry.is_direct_link ? entry.url : `/ru/${entry.url.replace(/^\/+/, '')}`)),
    );
    for (const dead of item.menu.items.filter((entry) => !isRealUrl(entry.url))) {
      expect(await card(page, item).getByText(dead.name).count()).toBe(0);
    }
  });

  it('shows only real photos of the year as preview tiles, with no placeholder tiles, on every page', async () => {
    const all = await allPages();
    expect(
      all.some(({ item }) => item.previews.length < 4),
      'the demo data has a year with fewer than four previews',
    ).toBe(true);
    const page = await browser.newPage(PHONE);
    for (const pageNumber of new Set(all.map((entry) => entry.page))) {
      await openHistory(page, `/ru/history?page=${pageNumber}`);
      for (const { item } of all.filter((entry) => entry.page === pageNumber)) {
        const { thumbnails } = await galleriesOf(item.prefix_contract);
        const images = card(page, item).locator('img');
        await expect.poll(() => images.count(), { message: item.prefix_contract }).toBe(Math.min(4, item.previews.length));
        for (const image of await images.all()) {
          await image.scrollIntoViewIfNeeded();
          const src = new URL((await image.getAttribute('src'))!, browser.baseUrl).pathname;
          expect(thumbnails.has(src), `${item.prefix_contract}: ${src} is a photo of the year's galleries`).toBe(true);
          await expect
            .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), { message: src })
            .toBe(true);
        }
        // The tiles beside the photos (and a year without any) hold nothing else: no empty placeholders.
        const tiles = await images.evaluateAll((imgs) =>
          [...new Set(imgs.map((img) => img.parentElement))].flatMap((grid) => [...(grid?.children ?? [])].map((child) => child.tagName)),
        );
        expect(
          tiles.every((tag) => tag === 'IMG'),
          `${item.prefix_contract}: ${tiles.join(',')}`,
        ).toBe(true);
        expect(await card(page, item).locator('span[aria-hidden="true"]:empty').count(), item.prefix_contract).toBe(0);
      }
    }
  });

  it("counts only the photos and videos the year's galleries hold, and never shows a count of 0", async () => {
    const all = await allPages();
    const page = await browser.newPage(PHONE);
    for (const pageNumber of new Set(all.map((entry) => entry.page))) {
      await openHistory(page, `/ru/history?page=${pageNumber}`);
      for (const { item } of all.filter((entry) => entry.page === pageNumber)) {
        const held = await galleriesOf(item.prefix_contract);
        expect(item.photos_count, `${item.prefix_contract}: photos the API counts are in its galleries`).toBe(held.photos);
        expect(item.videos_count, `${item.prefix_contract}: videos the API counts are in its galleries`).toBe(held.videos);
        const text = await card(page, item).innerText();
        expect(text).not.toMatch(/(^|\D)0 (фото|видео)/);
        const media = card(page, item).getByRole('link', { name: /фото|видео/ });
        if (held.photos === 0 && held.videos === 0) {
          expect(await media.count(), `${item.prefix_contract} has no media link`).toBe(0);
          continue;
        }
        const year = venueYear(item.date_start);
        const name = (await media.textContent())!.replace(/\s+/g, ' ').trim();
        expect(name.includes(`${held.photos} фото`)).toBe(held.photos > 0);
        expect(/\d+ видео/.test(name), `${item.prefix_contract}: "${name}"`).toBe(held.videos > 0);
        if (held.videos > 0) expect(name).toContain(`${held.videos} видео`);
        expect(name).toContain(held.videos > 0 ? `фото и видео ${year} года` : `фото ${year} года`);
        expect(await media.getAttribute('href')).toBe(`/ru/media/${item.prefix_contract}`);
      }
    }
  });

  it('opens the participants of an earlier exhibition from its card', async () => {
    const { results } = await historyPage(1);
    const item = results.find((entry) => entry.menu.items.some((link) => link.url.startsWith('exhibition/participants/')))!;
    const entry = item.menu.items.find((link) => link.url.startsWith('exhibition/participants/'))!;
    const page = await browser.newPage();
    await openHistory(page);
    await card(page, item).getByRole('link', { name: entry.name }).click();
    await page.waitForURL((url) => url.pathname === `/ru/${entry.url}`);
    await page.getByRole('heading', { level: 1, name: 'Каталог участников' }).waitFor();
  });

  it('pages through the history with ?page=N, and treats a bad or past-the-end page as page 1', async () => {
    browser.allowConsoleErrors(/status of 404/);
    const first = await historyPage(1);
    const second = await historyPage(2);
    const page = await browser.newPage();
    await openHistory(page);
    await page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 2' }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await expect
      .poll(() => cards(page).getByRole('heading', { level: 2 }).allInnerTexts())
      .toEqual(second.results.map((item) => item.full_name));
    // Only the page on screen is the current one, although every page link has the same path.
    const pages = page.getByRole('navigation', { name: 'Страницы' });
    expect(await pages.locator('[aria-current="page"]').allInnerTexts()).toEqual(['2']);
    await openHistory(page, '/ru/history?page=abc');
    expect(await cards(page).getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(first.results.map((item) => item.full_name));
    await page.goto('/ru/history?page=999');
    await page.waitForURL((url) => url.pathname === '/ru/history' && !url.searchParams.has('page'));
    await expect
      .poll(() => cards(page).getByRole('heading', { level: 2 }).allInnerTexts())
      .toEqual(first.results.map((item) => item.full_name));
  });

  it.each([
    ['en', 'Exhibition history', 'Metal-Industry', /photos?/],
    ['zh', '展会历史', '金属工业', /张照片/],
  ] as const)('speaks %s, with the content of the API in that language and no Russian left', async (lang, title, siteName, photos) => {
    const { results } = await historyPage(1, lang);
    const page = await browser.newPage();
    await page.goto(`/${lang}/history`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    // The heading is already there while the page's data loads; the cards follow.
    await expect.poll(() => cards(page).getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(results.map((item) => item.full_name));
    const text = await page.getByRole('main').innerText();
    expect(text).toMatch(photos);
    expect(text).not.toMatch(/[а-яё]/i);
    expect(await page.title()).toBe(`${title} — ${siteName}`);
  });

  it.each([
    ['a 390 px phone', PHONE],
    ['a 1366 px desktop', WIDE],
  ] as const)('has no serious or critical axe violations on %s', async (_name, device) => {
    const page = await browser.newPage(device);
    await openHistory(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
