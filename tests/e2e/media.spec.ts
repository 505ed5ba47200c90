import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { GalleryDetail, MediaYear } from '../../src/contract/photo-galleries';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { apiGet } from '../support/visitors';

const browser = useBrowser();
const WIDE: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

const mediaYears = (lang = 'ru') => apiGet<MediaYear[]>(browser.baseUrl, `/api/public/photo_galleries/?lang_code=${lang}`);
const galleryDetail = (url: string, lang = 'ru') =>
  apiGet<GalleryDetail>(browser.baseUrl, `/api/public/photo_galleries/detail/?lang_code=${lang}&url=${url}`);
const withPhotos = (year: MediaYear) => year.galleries.filter((gallery) => gallery.photos_count > 0);

/** A gallery of the API with enough photos to flip through, in Russian. */
async function someGallery(): Promise<GalleryDetail> {
  const years = await mediaYears();
  const card = years.flatMap(withPhotos).find((gallery) => gallery.photos_count >= 3)!;
  return galleryDetail(card.url);
}

async function openGallery(page: Page, gallery: GalleryDetail, lang = 'ru') {
  await page.goto(`/${lang}/media/photo/${gallery.url}`);
  await page.getByRole('heading', { level: 1, name: gallery.name }).waitFor();
}

const viewer = (page: Page) => page.getByRole('dialog');
const thumbnail = (page: Page, index: number, total: number) =>
  page.getByRole('button', { name: `Открыть фото ${index} из ${total}`, exact: true });
const shownImage = (page: Page) => viewer(page).getByRole('img').getAttribute('src');

async function expectCounter(page: Page, index: number, total: number) {
  await viewer(page).getByText(`${index} / ${total}`, { exact: true }).waitFor();
}

describe('the media galleries', () => {
  it('opens the first year in place of /ru/media from the menu, so Back returns to the page the visitor came from', async () => {
    const [first] = await mediaYears();
    const page = await browser.newPage();
    await page.goto('/ru');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    const before = await page.evaluate(() => window.history.length);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Фотогалерея', exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/ru/media/${first!.ex_prefix}`);
    await page.getByRole('heading', { level: 1, name: 'Фотогалерея' }).waitFor();
    expect(await page.evaluate(() => window.history.length)).toBe(before + 1);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/ru');
  });

  it('replaces a typed /ru/media or an unknown year with the first year', async () => {
    const [first] = await mediaYears();
    const page = await browser.newPage();
    await page.goto('/ru');
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.goto('/ru/media');
    await page.waitForURL((url) => url.pathname === `/ru/media/${first!.ex_prefix}`);
    await page.getByRole('heading', { level: 1, name: 'Фотогалерея' }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/ru');
    await page.goto('/ru/media/ZZ99');
    await page.waitForURL((url) => url.pathname === `/ru/media/${first!.ex_prefix}`);
    const current = page.getByRole('navigation', { name: 'Годы выставки' }).getByRole('link', { name: String(first!.year) });
    expect(await current.getAttribute('aria-current')).toBe('page');
  });

  it('lists one link per year of the API and, for each year, only its galleries that have photos, with two previews each', async () => {
    const years = await mediaYears();
    // A year holding a gallery still without photos shows that the client hides it.
    expect(years.some((year) => withPhotos(year).length < year.galleries.length)).toBe(true);
    const page = await browser.newPage();
    await page.goto(`/ru/media/${years[0]!.ex_prefix}`);
    const nav = page.getByRole('navigation', { name: 'Годы выставки' });
    await nav.waitFor();
    expect(await nav.getByRole('link').allInnerTexts()).toEqual(years.map((year) => String(year.year)));
    for (const year of years) {
      await nav.getByRole('link', { name: String(year.year), exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/ru/media/${year.ex_prefix}`);
      const expected = withPhotos(year);
      const cards = page.getByRole('main').getByRole('listitem');
      await expect.poll(() => cards.getByRole('heading', { level: 2 }).allInnerTexts()).toEqual(expected.map((gallery) => gallery.name));
      for (const [index, gallery] of expected.entries()) {
        const card = cards.nth(index);
        expect(await card.getByRole('link').getAttribute('href')).toBe(`/ru/media/photo/${gallery.url}`);
        expect(await card.locator('img').count()).toBe(Math.min(2, gallery.previews.length));
        expect(await card.innerText()).toContain(`${gallery.photos_count} фото`);
      }
    }
  });

  it('shows a gallery with its title, date, place and one thumbnail per photo, and a link back to its year', async () => {
    const gallery = await someGallery();
    const page = await browser.newPage();
    await page.goto(`/ru/media/${gallery.ex_prefix}`);
    await page
      .getByRole('link', { name: new RegExp(gallery.name) })
      .first()
      .click();
    await page.waitForURL((url) => url.pathname === `/ru/media/photo/${gallery.url}`);
    await page.getByRole('heading', { level: 1, name: gallery.name }).waitFor();
    const text = await page.getByRole('main').innerText();
    expect(text).toContain(gallery.location);
    expect(text).toMatch(new RegExp(`${Number(gallery.date.slice(8))} [а-я]+ ${gallery.date.slice(0, 4)}`));
    expect(await page.getByRole('list', { name: 'Фотографии галереи' }).getByRole('button').count()).toBe(gallery.photos.length);
    expect(await page.title()).toBe(`${gallery.name} — Металл-Индустрия`);
    await page.getByRole('link', { name: `Все фотогалереи ${gallery.year} года` }).click();
    await page.waitForURL((url) => url.pathname === `/ru/media/${gallery.ex_prefix}`);
  });

  it('flips through the photos with the arrow keys, wrapping around at both ends, and counts them', async () => {
    const gallery = await someGallery();
    const total = gallery.photos.length;
    const page = await browser.newPage();
    await openGallery(page, gallery);
    await thumbnail(page, total, total).click();
    await viewer(page).waitFor();
    expect(await viewer(page).getAttribute('aria-label')).toBe(gallery.name);
    await expectCounter(page, total, total);
    expect(await shownImage(page)).toBe(gallery.photos[total - 1]!.image);
    await page.keyboard.press('ArrowRight');
    await expectCounter(page, 1, total);
    expect(await shownImage(page)).toBe(gallery.photos[0]!.image);
    await page.keyboard.press('ArrowLeft');
    await expectCounter(page, total, total);
    await page.keyboard.press('ArrowLeft');
    await expectCounter(page, total - 1, total);
    await viewer(page).getByRole('button', { name: 'Следующее фото' }).click();
    await expectCounter(page, total, total);
  });

  it('preloads the neighbours of the photo on screen', async () => {
    const gallery = await someGallery();
    const total = gallery.photos.length;
    const page = await browser.newPage();
    await openGallery(page, gallery);
    const requested = new Set<string>();
    page.on('request', (request) => requested.add(new URL(request.url()).pathname));
    await thumbnail(page, 1, total).click();
    await expectCounter(page, 1, total);
    // The fallback or one of its WebP sizes (the preload uses the same srcset as the shown photo).
    const fetched = (path: string) => [...requested].some((url) => url === path || url.startsWith(path.replace(/\.[a-z]+$/, '-')));
    await expect.poll(() => fetched(gallery.photos[1]!.image) && fetched(gallery.photos[total - 1]!.image)).toBe(true);
  });

  it('turns the photo on a mouse swipe of 10 px or more and ignores a shorter one', async () => {
    const gallery = await someGallery();
    const total = gallery.photos.length;
    const page = await browser.newPage();
    await openGallery(page, gallery);
    await thumbnail(page, 1, total).click();
    await expectCounter(page, 1, total);
    const box = (await viewer(page).getByRole('img').boundingBox())!;
    const drag = async (dx: number) => {
      const y = box.y + box.height / 2;
      const x = box.x + box.width / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      await page.mouse.move(x + dx, y, { steps: 4 });
      await page.mouse.up();
    };
    await drag(-6);
    await drag(6);
    await expectCounter(page, 1, total);
    await drag(-80);
    await expectCounter(page, 2, total);
    await drag(80);
    await drag(80);
    await expectCounter(page, total, total);
  });

  it('turns the photo on a touch swipe on a phone, and not on a 5 px twitch', async () => {
    const gallery = await someGallery();
    const total = gallery.photos.length;
    const page = await browser.newPage(PHONE);
    await openGallery(page, gallery);
    await thumbnail(page, 2, total).click();
    await expectCounter(page, 2, total);
    const image = viewer(page).getByRole('img');
    const touchSwipe = async (dx: number) => {
      const base = { pointerId: 11, pointerType: 'touch', isPrimary: true, clientY: 400 };
      await image.dispatchEvent('pointerdown', { ...base, clientX: 200 });
      await image.dispatchEvent('pointerup', { ...base, clientX: 200 + dx });
    };
    await touchSwipe(-5);
    await expectCounter(page, 2, total);
    await touchSwipe(-40);
    await expectCounter(page, 3, total);
    await touchSwipe(40);
    await expectCounter(page, 2, total);
  });

  it('keeps Tab inside the viewer, closes on Escape and gives focus back to the thumbnail of the last photo shown', async () => {
    const gallery = await someGallery();
    const total = gallery.photos.length;
    const page = await browser.newPage();
    await openGallery(page, gallery);
    await thumbnail(page, 2, total).focus();
    await page.keyboard.press('Enter');
    await expectCounter(page, 2, total);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('dialog')))).toBe(true);
    }
    await page.keyboard.press('ArrowRight');
    await expectCounter(page, 3, total);
    await page.keyboard.press('Escape');
    await viewer(page).waitFor({ state: 'hidden' });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Открыть фото 3 из ${total}`);
  });

  it('closes the viewer on Back on a phone and stays on the gallery, whatever photo was flipped to', async () => {
    const gallery = await someGallery();
    const total = gallery.photos.length;
    const page = await browser.newPage(PHONE);
    await page.goto(`/ru/media/${gallery.ex_prefix}`);
    await page.getByRole('navigation', { name: 'Годы выставки' }).waitFor();
    await openGallery(page, gallery);
    await thumbnail(page, 2, total).click();
    await expectCounter(page, 2, total);
    await page.waitForURL((url) => url.searchParams.get('photo') === '2');
    await viewer(page).getByRole('button', { name: 'Следующее фото' }).click();
    await expectCounter(page, 3, total);
    await page.waitForURL((url) => url.searchParams.get('photo') === '3');
    await page.goBack();
    await viewer(page).waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === `/ru/media/photo/${gallery.url}` && !url.searchParams.has('photo'));
    await page.getByRole('heading', { level: 1, name: gallery.name }).waitFor();
    expect(await thumbnail(page, 1, total).isVisible()).toBe(true);
    // Flipping replaced the entry the viewer pushed, so the next Back leaves the gallery for the year.
    await page.goBack();
    await page.waitForURL((url) => url.pathname === `/ru/media/${gallery.ex_prefix}`);
  });

  it('opens the photo a shared link names (?photo=N), rendered by the server too, and closes it in place', async () => {
    const gallery = await someGallery();
    const total = gallery.photos.length;
    const path = `/ru/media/photo/${gallery.url}?photo=3`;
    const html = await fetch(`${browser.baseUrl}${path}`);
    expect(html.status).toBe(200);
    expect(await html.text()).toContain(gallery.name);
    const page = await browser.newPage(PHONE);
    await page.goto(path);
    await expectCounter(page, 3, total);
    expect(await shownImage(page)).toBe(gallery.photos[2]!.image);
    await page.reload();
    await expectCounter(page, 3, total);
    await viewer(page).getByRole('button', { name: 'Закрыть просмотр' }).click();
    await viewer(page).waitFor({ state: 'hidden' });
    await page.waitForURL((url) => url.pathname === `/ru/media/photo/${gallery.url}` && !url.searchParams.has('photo'));
    await page.getByRole('heading', { level: 1, name: gallery.name }).waitFor();
  });

  it.each(['abc', '0', '1.5', '100000'])('shows the gallery with the viewer closed for ?photo=%s', async (photo) => {
    const gallery = await someGallery();
    const page = await browser.newPage(PHONE);
    await page.goto(`/ru/media/photo/${gallery.url}?photo=${photo}`);
    await page.getByRole('heading', { level: 1, name: gallery.name }).waitFor();
    expect(await viewer(page).isVisible()).toBe(false);
    await thumbnail(page, 1, gallery.photos.length).click();
    await expectCounter(page, 1, gallery.photos.length);
  });

  it('shows the not-found page for a gallery that does not exist', async () => {
    browser.allowConsoleErrors(/status of 404/);
    const page = await browser.newPage();
    await page.goto('/ru/media/photo/no-such-gallery');
    await page.getByRole('heading', { name: 'Страница не найдена' }).waitFor();
  });

  it.each([
    ['en', 'Photo gallery', 'Exhibition years', 'Metal-Industry'],
    ['zh', '图片库', '展会年份', '金属工业'],
  ] as const)('speaks %s on the galleries, the gallery and the viewer, with no Russian left', async (lang, title, yearsLabel, siteName) => {
    const [first] = await mediaYears(lang);
    const gallery = await galleryDetail(withPhotos(first!)[0]!.url, lang);
    const page = await browser.newPage();
    await page.goto(`/${lang}/media`);
    await page.waitForURL((url) => url.pathname === `/${lang}/media/${first!.ex_prefix}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByRole('navigation', { name: yearsLabel }).waitFor();
    expect(await page.title()).toBe(`${title} — ${siteName}`);
    expect(await page.getByRole('main').innerText()).not.toMatch(/[а-яё]/i);
    await openGallery(page, gallery, lang);
    await page.getByRole('main').getByRole('list').getByRole('button').first().click();
    await viewer(page).waitFor();
    expect(await page.getByRole('main').innerText()).not.toMatch(/[а-яё]/i);
    const labels = await viewer(page)
      .getByRole('button')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
    expect(labels.join(' ')).not.toMatch(/[а-яё]/i);
  });

  it.each([
    ['a 390 px phone', PHONE],
    ['a 1366 px desktop', WIDE],
  ] as const)('has no serious or critical axe violations on the galleries, a gallery and the open viewer on %s', async (_name, device) => {
    const gallery = await someGallery();
    const page = await browser.newPage(device);
    await page.goto(`/ru/media/${gallery.ex_prefix}`);
    await page.getByRole('navigation', { name: 'Годы выставки' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await openGallery(page, gallery);
    expect(await seriousViolations(page)).toEqual([]);
    await thumbnail(page, 1, gallery.photos.length).click();
    await expectCounter(page, 1, gallery.photos.length);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
