import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { ContactsResponseSchema } from '../../src/contract/contacts';
import { ContestDetailSchema, ContestListSchema } from '../../src/contract/contests';
import { HistoryListSchema } from '../../src/contract/history';
import { NewsListSchema } from '../../src/contract/news';
import { PartnersResponseSchema } from '../../src/contract/partners';
import { GalleryDetailSchema, MediaYearsResponseSchema } from '../../src/contract/photo-galleries';
import { ReviewListSchema } from '../../src/contract/reviews';
import { useApiServer } from '../support/api-server';
import { expectError, getParsed } from './content-support';

const api = await useApiServer();

const fetchRaw = (path: string) => fetch(api.server.url + path);

describe('GET /media/…: generated demo images and documents', () => {
  it.each([
    '/media/news/1.svg',
    '/media/news/1-thumb.svg',
    '/media/logo/kama-steel.svg',
    '/media/people/lebedev-andrey.svg',
    '/media/gallery/2025-3.svg',
    '/media/gallery/2025-3-thumb.svg',
    '/media/banner/2027.svg',
    '/media/halls/hall-1.svg',
    '/media/contests/zolotoy-slitok.svg',
    '/media/partners/steelpulse.svg',
  ])('answers %s as an SVG cached for a year as immutable', async (path) => {
    const res = await fetchRaw(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await res.text();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script|javascript:|href=/i);
  });

  it('draws the same picture for the same path every time', async () => {
    const [a, b] = await Promise.all([fetchRaw('/media/news/7.svg'), fetchRaw('/media/news/7.svg')]);
    expect(await a.text()).toBe(await b.text());
    const other = await (await fetchRaw('/media/news/8.svg')).text();
    expect(other).not.toBe(await (await fetchRaw('/media/news/7.svg')).text());
  });

  it('draws a thumbnail as the same picture at a smaller size', async () => {
    const full = await (await fetchRaw('/media/gallery/2024-5.svg')).text();
    const thumb = await (await fetchRaw('/media/gallery/2024-5-thumb.svg')).text();
    const size = (svg: string) => Number(/ width="(\d+)"/.exec(svg)?.[1]);
    expect(size(thumb)).toBeLessThan(size(full));
    const drawing = (svg: string) => svg.slice(svg.indexOf('viewBox'));
    expect(drawing(thumb)).toBe(drawing(full));
  });

  it('puts the company initials on a logo', async () => {
    expect(await (await fetchRaw('/media/logo/volga-metal-prom.svg')).text()).toContain('>VM</text>');
  });

  it('answers a valid PDF document as a download', async () => {
    const res = await fetchRaw('/media/files/zolotoy-slitok-rules-2027.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="zolotoy-slitok-rules-2027.pdf"');
    const pdf = Buffer.from(await res.arrayBuffer()).toString('latin1');
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    // The cross-reference table must point at each object exactly, or readers call the file damaged.
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBe(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + 7)).toBe(`${index + 1} 0 obj`));
    const length = Number(/\/Length (\d+)/.exec(pdf)?.[1]);
    const streamStart = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(streamStart + length, streamStart + length + 9)).toBe('endstream');
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
    const gallery = v.parse(GalleryDetailSchema, (await api.get(`/api/public/photo_galleries/detail/?url=${years[0]?.galleries[0]?.url}`)).body);
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
