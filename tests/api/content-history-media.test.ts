import { describe, expect, it } from 'vitest';
import { HISTORY_PAGE_SIZE, HistoryListSchema, type HistoryItem } from '../../src/contract/history';
import { GALLERY_PREVIEWS, GalleryDetailSchema, MediaYearsResponseSchema } from '../../src/contract/photo-galleries';
import { useApiServer } from '../support/api-server';
import { parseStoredPicture } from '../../src/contract/media';
import { expectError, getParsed, PUBLIC } from './content-support';
import { and, desc, eq } from 'drizzle-orm';
import { exhibitions } from '../../server/db/schema';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const { current } = await seededExhibitions(db);
/** The main site's earlier exhibitions, newest first, as the database holds them. */
const earlierPrefixes = (
  await db
    .select({ prefix: exhibitions.prefixContract })
    .from(exhibitions)
    .where(and(eq(exhibitions.exType, 'ME'), eq(exhibitions.isCurrent, false)))
    .orderBy(desc(exhibitions.dateStart), desc(exhibitions.prefixContract))
).map((row) => row.prefix);

async function allHistory(lang: string): Promise<HistoryItem[]> {
  const first = await getParsed(api, HistoryListSchema, '/previous_exhibitions/', lang);
  const items = [...first.results];
  for (let page = 2; page <= Math.ceil(first.count / first.paginator_count); page += 1) {
    items.push(...(await getParsed(api, HistoryListSchema, `/previous_exhibitions/?page=${page}`, lang)).results);
  }
  return items;
}

describe('GET /previous_exhibitions/', () => {
  it.each(['ru', 'zh'])('answers the earlier exhibitions, four a page, newest first (%s)', async (lang) => {
    const page = await getParsed(api, HistoryListSchema, '/previous_exhibitions/', lang);
    expect(page.paginator_count).toBe(HISTORY_PAGE_SIZE);
    expect(page.results).toHaveLength(HISTORY_PAGE_SIZE);
    expect(page.results[0]?.prefix_contract).toBe(earlierPrefixes[0]);
    const starts = page.results.map((e) => e.date_start);
    expect([...starts].sort().reverse()).toEqual(starts);
    for (const item of page.results) {
      expect(item.previews.length).toBeLessThanOrEqual(4);
      expect(item.menu.items.length).toBeGreaterThan(0);
    }
  });

  it('never lists the current exhibition, and lists every earlier one once', async () => {
    const items = await allHistory('en');
    const prefixes = items.map((e) => e.prefix_contract);
    expect(prefixes).not.toContain(current);
    expect(new Set(prefixes).size).toBe(prefixes.length);
    expect(prefixes).toEqual(earlierPrefixes);
  });

  it('translates the history: ru and zh full names differ', async () => {
    const ru = await getParsed(api, HistoryListSchema, '/previous_exhibitions/', 'ru');
    const zh = await getParsed(api, HistoryListSchema, '/previous_exhibitions/', 'zh');
    expect(ru.results[0]?.full_name).not.toBe(zh.results[0]?.full_name);
    expect(ru.results[0]?.menu.items[0]?.name).not.toBe(zh.results[0]?.menu.items[0]?.name);
  });

  it('answers the last page, then 404 "Invalid page" past it, and 400 for page=abc', async () => {
    const first = await getParsed(api, HistoryListSchema, '/previous_exhibitions/', 'ru');
    const pages = Math.ceil(first.count / first.paginator_count);
    const last = await getParsed(api, HistoryListSchema, `/previous_exhibitions/?page=${pages}`, 'ru');
    expect(last.next).toBeNull();
    expect(last.results.at(-1)?.prefix_contract).toBe(earlierPrefixes.at(-1));
    const past = expectError(await api.get(`${PUBLIC}/previous_exhibitions/?page=${pages + 1}`), 404, 'EntityNotFound');
    expect(past.error).toContain('Invalid page');
    expectError(await api.get(`${PUBLIC}/previous_exhibitions/?page=abc`), 400, 'InvalidInput', 'page');
  });
});

describe('GET /photo_galleries/ and /photo_galleries/detail/', () => {
  it.each(['ru', 'zh'])('answers media years newest first with their galleries (%s)', async (lang) => {
    const years = await getParsed(api, MediaYearsResponseSchema, '/photo_galleries/', lang);
    expect(years.length).toBeGreaterThanOrEqual(5);
    const numbers = years.map((y) => y.year);
    expect([...numbers].sort((a, b) => b - a)).toEqual(numbers);
    expect(numbers).not.toContain(2020);
    for (const year of years) {
      expect(year.ex_prefix).toBe(`ME${String(year.year).slice(2)}`);
      expect(year.galleries.length).toBeGreaterThanOrEqual(2);
      expect(year.galleries.length).toBeLessThanOrEqual(4);
      for (const gallery of year.galleries) {
        expect(gallery.previews.length).toBe(Math.min(GALLERY_PREVIEWS, gallery.photos_count));
        if (gallery.photos_count > 0) {
          expect(gallery.photos_count).toBeGreaterThanOrEqual(8);
          expect(gallery.photos_count).toBeLessThanOrEqual(30);
        }
      }
    }
  });

  it('includes galleries without photos (the client hides them)', async () => {
    const years = await getParsed(api, MediaYearsResponseSchema, '/photo_galleries/', 'ru');
    expect(years.flatMap((y) => y.galleries).some((g) => g.photos_count === 0)).toBe(true);
  });

  it('agrees with the history page: photo counts and preview thumbnails match', async () => {
    const [years, history] = await Promise.all([getParsed(api, MediaYearsResponseSchema, '/photo_galleries/', 'en'), allHistory('en')]);
    for (const item of history) {
      const year = years.find((y) => y.ex_prefix === item.prefix_contract);
      const photos = year?.galleries.reduce((sum, g) => sum + g.photos_count, 0) ?? 0;
      expect(photos, item.prefix_contract).toBe(item.photos_count);
      const thumbnails = new Set<string>();
      for (const card of year?.galleries ?? []) {
        const gallery = await getParsed(api, GalleryDetailSchema, `/photo_galleries/detail/?url=${card.url}`, 'en');
        for (const photo of gallery.photos) thumbnails.add(photo.thumbnail);
      }
      for (const preview of item.previews) expect(thumbnails.has(preview.thumbnail), preview.thumbnail).toBe(true);
    }
  });

  it("counts no video the year's galleries do not hold (galleries answer photos only)", async () => {
    const [years, history] = await Promise.all([getParsed(api, MediaYearsResponseSchema, '/photo_galleries/', 'ru'), allHistory('ru')]);
    for (const item of history) {
      let videos = 0;
      for (const card of years.find((y) => y.ex_prefix === item.prefix_contract)?.galleries ?? []) {
        const { body } = await api.get(`${PUBLIC}/photo_galleries/detail/?url=${card.url}`);
        const listed = typeof body === 'object' && body !== null && 'videos' in body ? body.videos : undefined;
        videos += Array.isArray(listed) ? listed.length : 0;
      }
      expect(item.videos_count, item.prefix_contract).toBe(videos);
    }
  });

  it('translates the gallery names', async () => {
    const ru = await getParsed(api, MediaYearsResponseSchema, '/photo_galleries/', 'ru');
    const zh = await getParsed(api, MediaYearsResponseSchema, '/photo_galleries/', 'zh');
    expect(ru[0]?.galleries[0]?.url).toBe(zh[0]?.galleries[0]?.url);
    expect(ru[0]?.galleries[0]?.name).not.toBe(zh[0]?.galleries[0]?.name);
  });

  it.each(['ru', 'zh'])('answers a gallery with all its photos (%s)', async (lang) => {
    const years = await getParsed(api, MediaYearsResponseSchema, '/photo_galleries/', lang);
    const card = years[0]?.galleries.find((g) => g.photos_count > 0);
    if (!card) throw new Error('no gallery with photos');
    const gallery = await getParsed(api, GalleryDetailSchema, `/photo_galleries/detail/?url=${card.url}`, lang);
    expect(gallery).toMatchObject(card);
    expect(gallery.photos).toHaveLength(card.photos_count);
    expect(gallery.ex_prefix).toBe(years[0]?.ex_prefix);
    expect(gallery.year).toBe(years[0]?.year);
    expect(gallery.photos[0]?.thumbnail).toBe(card.previews[0]?.thumbnail);
    // One stored picture serves both: the thumbnail's small size comes from the srcset the page builds.
    for (const photo of gallery.photos) expect([photo.thumbnail, parseStoredPicture(photo.image)?.use]).toEqual([photo.image, 'gallery']);
  });

  it('answers 404 EntityNotFound for an unknown gallery', async () => {
    expectError(await api.get(`${PUBLIC}/photo_galleries/detail/?url=2020-opening`), 404, 'EntityNotFound');
  });

  it.each(['', '?url=', '?url=2025_opening', '?url=%E4%B8%AD'])('rejects %s with 400 naming the url field', async (query) => {
    expectError(await api.get(`${PUBLIC}/photo_galleries/detail/${query}`), 400, 'InvalidInput', 'url');
  });
});
