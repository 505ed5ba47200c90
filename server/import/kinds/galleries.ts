/**
 * Photo galleries from a folder per year (content/gallery-folders.ts). A year folder belongs to the
 * exhibition of the site type (that of --exhibition, else the default one) that opens in that year, in
 * Moscow time, as the media page groups them. Galleries are matched by their folder name, the gallery's
 * url; a photo is stored once and serves as both thumbnail and image (pages pick sizes from its srcset).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { and, asc, eq, inArray, not } from 'drizzle-orm';
import * as v from 'valibot';
import { GalleryDetailSchema, GalleryPhotoSchema } from '../../../src/contract/photo-galleries';
import { slugParam } from '../../../src/contract/query-params';
import { exhibitions, photoGalleries, type GalleryPhoto } from '../../db/schema';
import { toVenueIso } from '../../http/dates';
import { matchRows } from '../changes';
import { duplicateIds, isServedPath, localizedOf, parseRow } from '../content/fields';
import { readGalleryFolders, writeGalleryFolders } from '../content/gallery-folders';
import { pictureFiles, type PictureSource } from '../content/pictures';
import { isIsoDate } from '../content/venue-time';
import { exhibitionsOf, requireSiteType, siteTypeOf } from '../exhibition';
import type { DbOrTx, ImportKind, ImportOptions, ImportProblem, Located, SourceRef } from '../kind';
import { examplePicture } from '../starter';

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
type Served = { served: string };
export type GalleryRow = {
  url: string;
  year: number;
  name: Texts;
  /** Absent: the exhibition's location. */
  location?: Texts;
  /** Absent: the exhibition's first day. */
  date?: string;
  /** Photos the site serves already (from gallery.yaml), kept as they are, then the folder's files. */
  photos: ({ kept: { thumbnail: Served; image: Served } } | { picture: PictureSource; at: SourceRef })[];
};

type Show = { prefix: string; year: number; dateStart: Date; location: Texts };

async function showsOf(db: DbOrTx, exType: string, options: ImportOptions): Promise<Show[]> {
  const rows = await exhibitionsOf(db, exType, options);
  return rows.map((row) => ({
    prefix: row.prefixContract,
    dateStart: row.dateStart,
    location: row.location,
    year: Number(toVenueIso(row.dateStart).slice(0, 4)),
  }));
}

const showOfYear = (shows: Show[], year: number) => shows.find((show) => show.year === year);
const newPhotos = (row: GalleryRow) => row.photos.flatMap((photo) => ('kept' in photo ? [] : [photo]));

export const galleriesKind: ImportKind<GalleryRow> = {
  name: 'galleries',
  source: 'folder',

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
        ...f.photos.map((kept) => ({ kept: { thumbnail: { served: kept.thumbnail }, image: { served: kept.image } } })),
        ...input.files.map((file) => ({ picture: { file: path.join(dir, file) }, at: { file: `${input.year}/${input.slug}/${file}` } })),
      ];
      rows.push({ at: input.at, row: { url: f.url, year: Number(input.year), name: f.name, location: f.location, date: f.date, photos } });
    }
    problems.push(...duplicateIds(rows, (row) => row.url, 'gallery folder'));
    return { rows, problems };
  },

  async check(db, rows, options, media) {
    const { exType, problem } = await siteTypeOf(db, options);
    const problems: ImportProblem[] = problem ? [problem] : [];
    if (exType) {
      const shows = await showsOf(db, exType, options);
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
    }
    problems.push(
      ...(await media.checkPictures(
        pictureFiles(
          rows.flatMap(({ row }) => newPhotos(row)),
          'gallery',
        ),
      )),
    );
    return problems;
  },

  async plan(db, rows, options, media) {
    const exType = await requireSiteType(db, options);
    const shows = await showsOf(db, exType, options);
    const prefixes = shows.map((show) => show.prefix);
    const stored = prefixes.length ? await db.select().from(photoGalleries).where(inArray(photoGalleries.exPrefix, prefixes)) : [];
    // With --exhibition, pruning reaches that exhibition's galleries only: the other years stay as they are.
    const inScope = stored.filter(
      (row) => !options.exhibition || row.exPrefix === options.exhibition || rows.some((r) => r.row.url === row.url),
    );
    const matched = matchRows({
      stored: inScope,
      keyOf: (row) => row.url,
      current: (row) => ({ exPrefix: row.exPrefix, name: row.name, location: row.location, date: row.date, photos: row.photos }),
      wanted: rows.map(({ row }) => {
        const show = showOfYear(shows, row.year);
        if (!show) throw new Error(`no exhibition in ${row.year}`);
        // One stored picture is both, as in the seed: the thumbnail's small size comes from its srcset.
        const photos: GalleryPhoto[] = row.photos.map((photo) => {
          if ('kept' in photo) return { thumbnail: photo.kept.thumbnail.served, image: photo.kept.image.served };
          const image = media.sourcePath(photo.picture, 'gallery');
          return { thumbnail: image, image };
        });
        return {
          key: row.url,
          values: {
            exPrefix: show.prefix,
            name: row.name,
            location: row.location ?? show.location,
            date: row.date ?? toVenueIso(show.dateStart).slice(0, 10),
            photos,
          },
        };
      }),
      prune: options.prune,
    });
    return {
      changes: matched.changes,
      write: async (tx) => {
        for (const { key, values } of matched.add) await tx.insert(photoGalleries).values({ ...values, url: key });
        for (const { key, values } of matched.update) await tx.update(photoGalleries).set(values).where(eq(photoGalleries.url, key));
        for (const row of matched.remove) await tx.delete(photoGalleries).where(eq(photoGalleries.url, row.url));
      },
    };
  },

  async export(db, target, options) {
    const exType = await requireSiteType(db, options);
    const shows = await showsOf(db, exType, options);
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
    await mkdir(target, { recursive: true });
    await writeGalleryFolders(
      target,
      rows.map((row) => ({ ...row, year: years.get(row.exPrefix) ?? 0 })),
    );
    return { rows: rows.length };
  },

  async starter(target, show) {
    await examplePicture(path.join(target, String(show.year), 'opening', 'photo-1.png'), 'gallery');
    await writeFile(
      path.join(target, String(show.year), 'opening', 'gallery.yaml'),
      [
        '# A gallery: its photos are the picture files of this folder, in file-name order.',
        'name: {ru: Открытие, en: Opening, zh: 开幕式}',
        '',
      ].join('\n'),
    );
  },
};
