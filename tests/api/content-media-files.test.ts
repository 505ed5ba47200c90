import sharp from 'sharp';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactsResponseSchema } from '../../src/contract/contacts';
import { ContestDetailSchema, ContestListSchema } from '../../src/contract/contests';
import { HistoryListSchema } from '../../src/contract/history';
import { NewsListSchema } from '../../src/contract/news';
import { PartnersResponseSchema } from '../../src/contract/partners';
import { GalleryDetailSchema, MediaYearsResponseSchema } from '../../src/contract/photo-galleries';
import { PICTURE_WIDTHS, parseStoredPicture, pictureSources } from '../../src/contract/media';
import { ReviewListSchema } from '../../src/contract/reviews';
import { useApiServer } from '../support/api-server';
import { expectError, getParsed } from './content-support';

const api = await useApiServer();

const fetchRaw = (path: string) => fetch(api.server.url + path);

/** The paths the API answers for the demo's pictures: one per kind of content. */
async function samplePictures(): Promise<Record<string, string>> {
  const news = await getParsed(api, NewsListSchema, '/news/', 'ru');
  const contests = await getParsed(api, ContestListSchema, '/contests/', 'ru');
  const partners = await getParsed(api, PartnersResponseSchema, '/partners/', 'ru');
  const contacts = await getParsed(api, ContactsResponseSchema, '/contacts/', 'ru');
  const reviews = await getParsed(api, ReviewListSchema, '/reviews/', 'ru');
  const found = {
    news: news.results[0]?.image,
    contest: contests.results[0]?.image,
    partner: partners.partner_groups[0]?.partner_companies[0]?.logo,
    person: contacts.staffers[0]?.photo,
    logo: reviews.results[0]?.image,
  };
  for (const [use, path] of Object.entries(found)) if (!path) throw new Error(`the demo has no ${use} picture`);
  return found as Record<string, string>;
}

describe('GET /media/…: the stored pictures and documents', () => {
  it('answers every picture kind as stored: its fallback and each WebP size, cached for a year as immutable', async () => {
    for (const [use, path] of Object.entries(await samplePictures())) {
      expect(parseStoredPicture(path)?.use, path).toBe(use);
      const { src, srcSet } = pictureSources(path);
      const sizes = (srcSet ?? '').split(', ').map((entry) => entry.split(' ')[0] ?? '');
      expect(sizes).toHaveLength(PICTURE_WIDTHS[parseStoredPicture(path)?.use ?? 'logo'].length);
      for (const url of [src, ...sizes]) {
        const res = await fetchRaw(url);
        expect(res.status, url).toBe(200);
        expect(res.headers.get('content-type'), url).toBe(
          url.endsWith('.webp') ? 'image/webp' : url.endsWith('.png') ? 'image/png' : 'image/jpeg',
        );
        expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        expect(res.headers.get('etag')).toMatch(/^"[\w-]{22}"$/);
        const meta = await sharp(Buffer.from(await res.arrayBuffer())).metadata();
        expect(meta.format).toBe(url.endsWith('.webp') ? 'webp' : url.endsWith('.png') ? 'png' : 'jpeg');
      }
    }
  });

  it('answers a repeated request with its ETag as 304, with no body', async () => {
    const { news } = await samplePictures();
    const first = await fetchRaw(news ?? '');
    const etag = first.headers.get('etag') ?? '';
    await first.arrayBuffer();
    const again = await fetch(api.server.url + news, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await again.arrayBuffer()).byteLength).toBe(0);
  });

  it('answers a contest document as a PDF download under its own name', async () => {
    const [card] = (await getParsed(api, ContestListSchema, '/contests/', 'ru')).results;
    const [file] = (await getParsed(api, ContestDetailSchema, `/contests/detail/?url=${card?.url}`, 'ru')).files;
    const res = await fetchRaw(file?.file ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const name = /^\/media\/files\/[0-9a-f]{16}-([a-z0-9-]+\.pdf)$/.exec(file?.file ?? '')?.[1];
    expect(name).toBeDefined();
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${name}"`);
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it.each([
    '/media/unknown/a.svg',
    '/media/news/Upper.svg',
    '/media/news/a.png',
    '/media/news/a.pdf',
    '/media/files/a.svg',
    '/media/news/%3Cscript%3E.svg',
    '/media/news/a%22onload%3D.svg',
    '/media/news/-thumb.svg.svg',
    '/media/news',
    '/media/news/1.svg/extra',
    '/media/constructor/a.svg',
    // The paths the request-time generator used to draw: nothing is generated any more.
    '/media/logo/kama-steel.svg',
    '/media/news/1.svg',
    '/media/files/zolotoy-slitok-rules-2027.pdf',
  ])('answers %s with the 404 envelope', async (path) => {
    const res = await fetchRaw(path);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expectError({ status: res.status, headers: res.headers, body: await res.json() }, 404, 'EntityNotFound');
  });

  it('serves every /media path the demo content refers to', async () => {
    const paths = new Set<string>();
    const news = await getParsed(api, NewsListSchema, '/news/', 'ru');
    for (const item of news.results) paths.add(item.image).add(item.preview);
    const contests = await getParsed(api, ContestListSchema, '/contests/', 'ru');
    for (const card of contests.results) {
      paths.add(card.image);
      for (const file of (await getParsed(api, ContestDetailSchema, `/contests/detail/?url=${card.url}`, 'ru')).files) paths.add(file.file);
    }
    for (const group of (await getParsed(api, PartnersResponseSchema, '/partners/', 'ru')).partner_groups) {
      for (const company of group.partner_companies) paths.add(company.logo);
    }
    for (const person of (await getParsed(api, ContactsResponseSchema, '/contacts/', 'ru')).staffers) paths.add(person.photo);
    for (const review of (await getParsed(api, ReviewListSchema, '/reviews/', 'ru')).results) paths.add(review.image);
    for (const item of (await getParsed(api, HistoryListSchema, '/previous_exhibitions/', 'ru')).results) {
      for (const preview of item.previews) paths.add(preview.thumbnail);
    }
    const years = await getParsed(api, MediaYearsResponseSchema, '/photo_galleries/', 'ru');
    const gallery = v.parse(
      GalleryDetailSchema,
      (await api.get(`/api/public/photo_galleries/detail/?url=${years[0]?.galleries[0]?.url}`)).body,
    );
    for (const photo of gallery.photos) paths.add(photo.image).add(photo.thumbnail);
    expect(paths.size).toBeGreaterThan(50);
    const failures: string[] = [];
    for (const path of paths) {
      const res = await fetchRaw(path);
      if (res.status !== 200) failures.push(`${path} → ${res.status}`);
      await res.arrayBuffer();
    }
    expect(failures).toEqual([]);
  });
});
