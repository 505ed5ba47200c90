/**
 * GET /photo_galleries/ (every exhibition year that has galleries, newest first) and
 * GET /photo_galleries/detail/. A gallery's year is the year its exhibition opened, in venue time.
 */
import { and, asc, desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import type { Lang } from '../../src/contract/common';
import {
  GALLERY_PREVIEWS,
  GalleryQuerySchema,
  type GalleryCard,
  type GalleryDetail,
  type MediaYear,
} from '../../src/contract/photo-galleries';
import { exhibitions, photoGalleries } from '../db/schema';
import type { AppEnv } from '../http/context';
import { toVenueIso } from '../http/dates';
import { notFound, parseInput } from '../http/errors';
import { pick } from '../http/localize';

const venueYear = (date: Date) => Number(toVenueIso(date).slice(0, 4));

function toCard(row: typeof photoGalleries.$inferSelect, lang: Lang): GalleryCard {
  return {
    url: row.url,
    name: pick(row.name, lang),
    date: row.date,
    location: pick(row.location, lang),
    photos_count: row.photos.length,
    previews: row.photos.slice(0, GALLERY_PREVIEWS).map((photo) => ({ thumbnail: photo.thumbnail })),
  };
}

export const photoGalleriesRoutes = new Hono<AppEnv>()
  .get('/photo_galleries', async (c) => {
    const rows = await c.var.deps.db
      .select({ gallery: photoGalleries, exPrefix: exhibitions.prefixContract, dateStart: exhibitions.dateStart })
      .from(photoGalleries)
      .innerJoin(exhibitions, eq(photoGalleries.exPrefix, exhibitions.prefixContract))
      .where(eq(exhibitions.exType, c.var.exType))
      .orderBy(desc(exhibitions.dateStart), desc(exhibitions.prefixContract), asc(photoGalleries.date), asc(photoGalleries.url));
    const years: MediaYear[] = [];
    for (const row of rows) {
      let entry = years.at(-1);
      if (entry?.ex_prefix !== row.exPrefix) {
        entry = { ex_prefix: row.exPrefix, year: venueYear(row.dateStart), galleries: [] };
        years.push(entry);
      }
      entry.galleries.push(toCard(row.gallery, c.var.lang));
    }
    return c.json(years);
  })
  .get('/photo_galleries/detail', async (c) => {
    const { url } = parseInput(GalleryQuerySchema, { url: c.req.query('url') });
    const [row] = await c.var.deps.db
      .select({ gallery: photoGalleries, dateStart: exhibitions.dateStart })
      .from(photoGalleries)
      .innerJoin(exhibitions, eq(photoGalleries.exPrefix, exhibitions.prefixContract))
      .where(and(eq(exhibitions.exType, c.var.exType), eq(photoGalleries.url, url)))
      .limit(1);
    if (!row) throw notFound('Photo gallery');
    const body: GalleryDetail = {
      ...toCard(row.gallery, c.var.lang),
      ex_prefix: row.gallery.exPrefix,
      year: venueYear(row.dateStart),
      photos: row.gallery.photos,
    };
    return c.json(body);
  });
