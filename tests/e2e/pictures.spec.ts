/**
 * Pictures as the pages show them (issue 20): every content image carries its width and height (nothing
 * shifts as it loads) and a srcset of stored WebP sizes, the server's HTML already has them, and a first
 * visit fetches WebP, not the fallback. One page load per check; each waits for the page's own heading,
 * so a not-found page can never pass.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pictureAt } from '../../src/contract/media';
import type { NewsList } from '../../src/contract/news';
import type { Participant } from '../../src/contract/participants';
import type { SiteResponse } from '../../src/contract/site';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { apiGet } from '../support/visitors';

const browser = useBrowser();

type ImageAttributes = {
  src: string;
  width: string | null;
  height: string | null;
  srcset: string | null;
  sizes: string | null;
  loading: string | null;
  fetchpriority: string | null;
};

const imagesIn = (page: Page, selector: string) =>
  page.locator(selector).evaluateAll((images) =>
    images.map((image) => ({
      src: image.getAttribute('src') ?? '',
      width: image.getAttribute('width'),
      height: image.getAttribute('height'),
      srcset: image.getAttribute('srcset'),
      sizes: image.getAttribute('sizes'),
      loading: image.getAttribute('loading'),
      fetchpriority: image.getAttribute('fetchpriority'),
    })),
  ) as Promise<ImageAttributes[]>;

/** Records the content type of every /media answer the page receives. */
function mediaTypes(page: Page): Map<string, string> {
  const seen = new Map<string, string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/media/')) seen.set(url.pathname, response.headers()['content-type'] ?? '');
  });
  return seen;
}

function expectSized(image: ImageAttributes) {
  expect(Number(image.width), image.src).toBeGreaterThan(0);
  expect(Number(image.height), image.src).toBeGreaterThan(0);
  expect(image.srcset, image.src).toMatch(
    /^\/media\/[a-z]+\/[0-9a-f]{16}-\d+\.webp \d+w(, \/media\/[a-z]+\/[0-9a-f]{16}-\d+\.webp \d+w)+$/,
  );
  expect(image.sizes, image.src).toBeTruthy();
}

describe('pictures in the pages', () => {
  it('gives the catalogue’s logos width, height and a WebP srcset, and a phone fetches a WebP size', async () => {
    const participants = await apiGet<Participant[]>(browser.baseUrl, '/api/public/participants/?lang_code=ru');
    expect(participants.some((item) => item.show_logo_for_ecatalog && item.logo_for_ecatalog)).toBe(true);
    const page = await browser.newPage(PHONE);
    const types = mediaTypes(page);
    await page.goto('/ru/exhibition/participants');
    await page.getByRole('heading', { level: 1, name: 'Каталог участников' }).waitFor();
    await page.locator('main article img').first().waitFor();
    const logos = await imagesIn(page, 'main article img');
    expect(logos.length).toBeGreaterThan(0);
    for (const logo of logos) expectSized(logo);
    // A 56 px box on a 2× screen: the 128 px WebP, never the fallback.
    await expect
      .poll(() => [...types].filter(([path, type]) => path.startsWith('/media/logo/') && type === 'image/webp').length)
      .toBeGreaterThan(0);
    expect(
      [...types]
        .filter(([path]) => path.startsWith('/media/logo/'))
        .every(([path, type]) => type === 'image/webp' && path.endsWith('-128.webp')),
    ).toBe(true);
  });

  it('loads a news item’s picture first, as a WebP from its srcset', async () => {
    const list = await apiGet<NewsList>(browser.baseUrl, '/api/public/news/?lang_code=ru');
    const item = list.results[0]!;
    const page = await browser.newPage();
    const types = mediaTypes(page);
    await page.goto(`/ru/news/detail/${item.id}`);
    await page.getByRole('heading', { level: 1, name: item.title }).waitFor();
    const [picture] = await imagesIn(page, 'main figure img');
    expectSized(picture!);
    expect(picture!.src).toBe(item.image);
    expect([picture!.loading, picture!.fetchpriority]).toEqual([null, 'high']);
    // Decoded in step with the frame that shows it: an async decode paints the page's largest picture a frame late.
    expect(await page.locator('main figure img').first().getAttribute('decoding')).toBeNull();
    await expect.poll(() => [...types].some(([path, type]) => path.startsWith('/media/news/') && type === 'image/webp')).toBe(true);
    expect(types.has(item.image)).toBe(false);
  });

  it('sends the news list already sized from the server: width, height, srcset, lazy below the first cards', async () => {
    const html = await (await fetch(`${browser.baseUrl}/ru/news`)).text();
    const images = [...html.matchAll(/<img [^>]*src="\/media\/news\/[^"]+"[^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(3);
    for (const image of images) {
      expect(image).toMatch(/ width="\d+"/);
      expect(image).toMatch(/ height="\d+"/);
      expect(image).toMatch(/ srcSet="\/media\/news\/[0-9a-f]{16}-\d+\.webp \d+w|srcset="\/media\/news\/[0-9a-f]{16}-\d+\.webp \d+w/);
    }
    expect(images.filter((image) => /fetchpriority="high"|fetchPriority="high"/i.test(image))).toHaveLength(1);
    expect(images.at(-1)).toMatch(/loading="lazy"/);
  });

  it('paints the home banner from an <img> in the server’s HTML, first, and a phone never gets the desktop width', async () => {
    const { banner } = (await apiGet<SiteResponse>(browser.baseUrl, '/api/public/site/')).site_config.type.main_page_info;
    expect(banner).toBeTruthy();
    // In the HTML itself (the preload scanner finds it before any stylesheet or script has run), high priority,
    // not decoded asynchronously.
    const html = await (await fetch(`${browser.baseUrl}/ru`)).text();
    const tag = html.match(new RegExp(`<img [^>]*src="${pictureAt(banner, 1920)}"[^>]*>`))?.[0] ?? '';
    expect(tag).toMatch(/fetchpriority="high"/i);
    expect(tag).not.toMatch(/decoding=/i);
    expect(tag).not.toMatch(/loading="lazy"/);

    const expected = [
      [PHONE, 800],
      [DESKTOP, 1920],
    ] as const;
    for (const [options, width] of expected) {
      const page = await browser.newPage(options);
      const types = mediaTypes(page);
      await page.goto('/ru');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const picture = page.locator('main section').first().locator('img').first();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      expect(await picture.evaluate((image: HTMLImageElement) => new URL(image.currentSrc).pathname)).toBe(pictureAt(banner, width));
      expect([...types.keys()].filter((path) => path.startsWith('/media/banner/'))).toEqual([pictureAt(banner, width)]);
      await page.close();
    }
  });
});
