/**
 * Photo galleries from a folder per year (content/gallery-folders.ts). A year folder belongs to the
 * exhibition of the site type (that of --exhibition, else the default one) that opens in that year, in
 * Moscow time, as the media page groups them. Galleries are matched by their folder name, the gallery's
 * url; a photo is stored once and serves as both thumbnail and image (pages pick sizes from its srcset).
 */
import path from 'node:path';
import { and, asc, eq, inArray, not } from 'drizzle-orm';
import * as v from 'valibot';
import { GalleryDetailSchema, GalleryPhotoSchema } from '../../../src/contract/photo-galleries';
import { slugParam } from '../../../src/contract/query-params';
import type { Db } from '../../db/connect';
import { exhibitions, photoGalleries, type GalleryPhoto } from '../../db/schema';
import { toVenueIso } from '../../http/dates';
import { duplicateIds, isServedPath, localizedOf, parseRow, siteTypeOf, unchanged } from '../content/fields';
import { readGalleryFolders, writeGalleryFolders } from '../content/gallery-folders';
import { storeEvery, unreadablePictures, type PictureSource } from '../content/pictures';
import { isIsoDate } from '../content/venue-time';
import type { DbTx, ImportCounts, ImportKind, ImportProblem, Located, SourceRef } from '../kind';

const gallery = GalleryDetailSchema.entries;

const ServedPath = v.pipe(v.string(), v.check(isServedPath, 'must be a path under /media/'));

export const GallerySourceSchema = v.object({
  url: slugParam('the gallery folder name'),
  name: localizedOf(gallery.name, true),
  location: v.optional(localizedOf(gallery.location)),
  date: v.optional(
    v.pipe(v.string('must be a date such as 2025-03-12'), gallery.date, v.check(isIsoDate, 'must be a date such as 2025-03-12')),
  ),
  photos: v.optional(v.array(v.object({ thumbnail: v.pipe(ServedPath, GalleryPhotoSchema.entries.thumbnail), image: ServedPath })), []),
});

type Texts = Record<'ru' | 'en' | 'zh', string>;
export type GalleryRow = {
  url: string;
  year: number;
  name: Texts;
  /** Absent: the exhibition's location. */
  location?: Texts;
  /** Absent: the exhibition's first day. */
  date?: string;
  /** Photos the site serves already (from gallery.yaml), kept as they are, then the folder's files. */
  photos: ({ kept: GalleryPhoto } | { picture: PictureSource; at: SourceRef })[];
};

type Show = { prefix: string; year: number; dateStart: Date; location: Texts };

async function showsOf(db: Db | DbTx, exType: string): Promise<Show[]> {
  const rows = await db
    .select({ prefix: exhibitions.prefixContract, dateStart: exhibitions.dateStart, location: exhibitions.location })
    .from(exhibitions)
    .where(eq(exhibitions.exType, exType))
    .orderBy(asc(exhibitions.dateStart));
  return rows.map((row) => ({ ...row, year: Number(toVenueIso(row.dateStart).slice(0, 4)) }));
}

const showOfYear = (shows: Show[], year: number) => shows.find((show) => show.year === year);

export const galleriesKind: ImportKind<GalleryRow> = {
  name: 'galleries',

  async read(source) {
    const { inputs, problems } = await readGalleryFolders(source);
    const rows: Located<GalleryRow>[] = [];
    for (const input of inputs) {
      const fallbackName = { ru: input.slug, en: input.slug, zh: input.slug };
      const parsed = parseRow(GallerySourceSchema, { name: fallbackName, ...input.meta, url: input.slug }, input.at);
      problems.push(...parsed.problems);
      if (!parsed.row) continue;
      const f = parsed.row;
      const dir = path.join(source, input.year, input.slug);
      const photos: GalleryRow['photos'] = [
        ...f.photos.map((kept) => ({ kept })),
        ...input.files.map((file) => ({ picture: { file: path.join(dir, file) }, at: { file: `${input.year}/${input.slug}/${file}` } })),
      ];
      rows.push({ at: input.at, row: { url: f.url, year: Number(input.year), name: f.name, location: f.location, date: f.date, photos } });
    }
    problems.push(...duplicateIds(rows, (row) => row.url, 'gallery folder'));
    return { rows, problems };
  },

  async check(db, rows, options) {
    const { exType, problem } = await siteTypeOf(db, options);
    if (!exType) return problem ? [problem] : [];
    const shows = await showsOf(db, exType);
    const problems: ImportProblem[] = [];
    for (const { row, at } of rows) {
      if (!showOfYear(shows, row.year)) problems.push({ ...at, message: `no ${exType} exhibition opens in ${row.year}` });
    }
    // Gallery urls are unique across site types: another site's gallery cannot be taken over.
    const urls = rows.map(({ row }) => row.url);
    if (urls.length) {
      const taken = await db
        .select({ url: photoGalleries.url })
        .from(photoGalleries)
        .innerJoin(exhibitions, eq(photoGalleries.exPrefix, exhibitions.prefixContract))
        .where(and(inArray(photoGalleries.url, urls), not(eq(exhibitions.exType, exType))));
      const takenUrls = new Set(taken.map((row) => row.url));
      for (const { row, at } of rows)
        if (takenUrls.has(row.url)) problems.push({ ...at, message: `the gallery ${row.url} belongs to another site type` });
    }
    problems.push(
      ...(await unreadablePictures(rows.flatMap(({ row }) => row.photos.flatMap((photo) => ('kept' in photo ? [] : [photo]))))),
    );
    return problems;
  },

  async apply(tx, rows, options, pictures) {
    const { exType } = await siteTypeOf(tx, options);
    if (!exType) throw new Error(`no exhibition ${options.exhibition}`);
    const shows = await showsOf(tx, exType);
    const prefixes = shows.map((show) => show.prefix);
    const stored = new Map(
      (prefixes.length ? await tx.select().from(photoGalleries).where(inArray(photoGalleries.exPrefix, prefixes)) : []).map((row) => [
        row.url,
        row,
      ]),
    );
    const counts: ImportCounts = { added: 0, changed: 0, unchanged: 0, removed: 0 };
    for (const { row } of rows) {
      const show = showOfYear(shows, row.year);
      if (!show) throw new Error(`no exhibition in ${row.year}`);
      const files = row.photos.flatMap((photo) => ('kept' in photo ? [] : [photo]));
      const images = await storeEvery(files, 'gallery', pictures);
      let next = 0;
      // One stored picture is both, as in the seed: the thumbnail's small size comes from its srcset.
      const photos: GalleryPhoto[] = row.photos.map((photo) => {
        if ('kept' in photo) return photo.kept;
        const image = images[next++] ?? '';
        return { thumbnail: image, image };
      });
      const values = {
        exPrefix: show.prefix,
        name: row.name,
        location: row.location ?? show.location,
        date: row.date ?? toVenueIso(show.dateStart).slice(0, 10),
        photos,
      };
      const current = stored.get(row.url);
      stored.delete(row.url);
      if (!current) {
        await tx.insert(photoGalleries).values({ ...values, url: row.url });
        counts.added += 1;
      } else if (unchanged(current, values)) counts.unchanged += 1;
      else {
        await tx.update(photoGalleries).set(values).where(eq(photoGalleries.url, row.url));
        counts.changed += 1;
      }
    }
    // With --exhibition, pruning reaches that exhibition's galleries only: the other years stay as they are.
    const left = [...stored.values()].filter((row) => !options.exhibition || row.exPrefix === options.exhibition);
    if (options.prune) {
      for (const row of left) await tx.delete(photoGalleries).where(eq(photoGalleries.url, row.url));
      counts.removed = left.length;
    } else counts.kept = left.length;
    return counts;
  },

  async export(db, target, options) {
    const { exType, problem } = await siteTypeOf(db, options);
    if (!exType) throw new Error(problem?.message);
    const shows = await showsOf(db, exType);
    const years = new Map(shows.map((show) => [show.prefix, show.year]));
    const rows = shows.length
      ? await db
          .select()
          .from(photoGalleries)
          .where(
            inArray(
              photoGalleries.exPrefix,
              shows.map((show) => show.prefix),
            ),
          )
          .orderBy(asc(photoGalleries.date), asc(photoGalleries.url))
      : [];
    await writeGalleryFolders(
      target,
      rows.map((row) => ({ ...row, year: years.get(row.exPrefix) ?? 0 })),
    );
    return { rows: rows.length };
  },
};
