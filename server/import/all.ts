/**
 * One folder that holds a whole show: `export -- all` writes every kind into it in the organiser's formats
 * (workbooks, Markdown, picture files) with a README, `import -- all` loads it, and `export -- starter`
 * writes the same layout as templates with one example row each. `all` is this list of places in the
 * kinds' dependency order (kind.ts), not a kind of its own: each place is imported and exported by its kind.
 */
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq, inArray } from 'drizzle-orm';
import { DEFAULT_EX_TYPE } from '../../src/contract/common';
import type { Db } from '../db/connect';
import { events, exhibitions, halls, mediaFiles, participants } from '../db/schema';
import { toVenueIso } from '../http/dates';
import { batches } from './batches';
import { folderReadme } from './folder-readme';
import { KIND_ORDER, type ImportKind, type ImportKindName, type ImportOptions, type ImportProblem, type StarterShow } from './kind';
import { importKinds } from './kinds';
import { MEDIA_FOLDER, mediaFamily, servedPathsOf } from './run-media';
import { tableFormat } from './sheet';

/** Where each kind lives in the folder; per exhibition: one workbook per show, named by its prefix (ME27.xlsx). */
export const ALL_FOLDER: { kind: ImportKindName; path: string; perExhibition?: true }[] = [
  { kind: 'site', path: 'site.xlsx' },
  { kind: 'exhibitions', path: 'exhibitions.xlsx' },
  { kind: 'history', path: 'history.xlsx' },
  { kind: 'countries', path: 'countries.xlsx' },
  { kind: 'topics', path: 'topics.xlsx' },
  { kind: 'participants', path: 'participants', perExhibition: true },
  { kind: 'events', path: 'events', perExhibition: true },
  { kind: 'news', path: 'news' },
  { kind: 'contests', path: 'contests.xlsx' },
  { kind: 'partners', path: 'partners.xlsx' },
  { kind: 'galleries', path: 'galleries' },
  { kind: 'reviews', path: 'reviews.xlsx' },
  { kind: 'contacts', path: 'contacts.xlsx' },
  { kind: 'pages', path: 'pages' },
  // A folder per show (halls/ME27/2.svg): plans are drawn for one exhibition's stands.
  { kind: 'halls', path: 'halls', perExhibition: true },
];
// The folder's order is the kinds' dependency order; a kind added to one list and not the other fails here, at load.
if (ALL_FOLDER.map((place) => place.kind).join() !== KIND_ORDER.join()) throw new Error('ALL_FOLDER must list every kind in KIND_ORDER');

type AnyKind = ImportKind<never>;

export type ImportStep = {
  kind: AnyKind;
  source: string;
  /** The source as a problem or a report names it. */
  display: string;
  options: ImportOptions;
  /** The folder, relative to the `all` folder, that a step's problems' file names are relative to. */
  folderPrefix?: string;
};

/**
 * Workbooks (or, for a folder kind, folders) of one exhibition each, in prefix order (ME26 before ME27):
 * the older show's rows are numbered first.
 */
async function perExhibitionFiles(dir: string, folders: boolean): Promise<string[]> {
  if (!existsSync(dir)) return [];
  return (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => (folders ? entry.isDirectory() : entry.isFile() && tableFormat(entry.name)))
    .filter((entry) => !entry.name.startsWith('.') && !entry.name.startsWith('~$'))
    .map((entry) => entry.name)
    .sort();
}

/** Where one exhibition's part of a per-exhibition place is: participants/ME27.xlsx, halls/ME27. */
export const perExhibitionPath = (place: { path: string; kind: ImportKindName }, prefix: string) =>
  path.join(place.path, importKinds[place.kind].source === 'folder' ? prefix : `${prefix}.xlsx`);

/** The steps of `import -- all <folder>`: every place the folder has, in order; the others are left as they are. */
export async function allSteps(folder: string, options: ImportOptions): Promise<{ steps: ImportStep[]; problems: ImportProblem[] }> {
  const steps: ImportStep[] = [];
  for (const place of ALL_FOLDER) {
    const kind = importKinds[place.kind] as AnyKind;
    const source = path.join(folder, place.path);
    if (place.perExhibition) {
      for (const file of await perExhibitionFiles(source, kind.source === 'folder')) {
        const exhibition = file.replace(/\.(xlsx|csv)$/i, '').toUpperCase();
        steps.push({
          kind,
          source: path.join(source, file),
          display: `${place.path}/${file}`,
          options: { ...options, exhibition },
          folderPrefix: kind.source === 'folder' ? `${place.path}/${file}` : place.path,
        });
      }
    } else if (existsSync(source)) {
      steps.push({
        kind,
        source,
        display: place.path,
        options,
        folderPrefix: kind.source === 'folder' || !tableFormat(source) ? place.path : '',
      });
    }
  }
  const problems =
    steps.length === 0
      ? [{ file: folder, message: `holds none of an exhibition's files (${ALL_FOLDER.map((p) => p.path).join(', ')})` }]
      : [];
  return { steps, problems };
}

/** Writes the stored forms of every picture and document the exported rows name into `<folder>/media/`. */
async function exportMedia(db: Db, folder: string, served: string[]): Promise<{ files: number; missing: string[] }> {
  const names = [...new Set(served.flatMap(mediaFamily))].sort();
  const found = new Set<string>();
  for (const batch of batches(names, 200)) {
    const rows = await db
      .select({ name: mediaFiles.name, bytes: mediaFiles.bytes })
      .from(mediaFiles)
      .where(inArray(mediaFiles.name, batch));
    for (const row of rows) {
      const file = path.join(folder, MEDIA_FOLDER, row.name);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, row.bytes);
      found.add(row.name);
    }
  }
  return { files: found.size, missing: names.filter((name) => !found.has(name)) };
}

/** Exhibitions of the site, oldest first, with whether each has a catalogue and a programme to export. */
async function showsToExport(db: Db, exType: string) {
  const shows = await db.select().from(exhibitions).where(eq(exhibitions.exType, exType)).orderBy(exhibitions.dateStart);
  const counted = async (table: typeof participants | typeof events | typeof halls) =>
    new Map(
      (await db.select({ prefix: table.exPrefix, n: count() }).from(table).groupBy(table.exPrefix)).map((row) => [row.prefix, row.n]),
    );
  const [catalogues, programmes, plans] = await Promise.all([counted(participants), counted(events), counted(halls)]);
  return shows.map((show) => ({
    prefix: show.prefixContract,
    has: {
      participants: (catalogues.get(show.prefixContract) ?? 0) > 0,
      events: (programmes.get(show.prefixContract) ?? 0) > 0,
      halls: (plans.get(show.prefixContract) ?? 0) > 0,
    },
  }));
}

export type AllExport = { rows: number; files: string[]; media: number; missing: string[] };

/**
 * `export -- all <folder>`: every kind of the site (--site, else the default one), each as its own file or
 * folder, then the pictures those files name (read back from the files themselves, with the kinds' own
 * readers, so what the media folder holds is exactly what an import of the folder will look for).
 */
export async function exportAll(db: Db, folder: string, options: ImportOptions): Promise<AllExport> {
  const site = options.site ?? DEFAULT_EX_TYPE;
  await mkdir(folder, { recursive: true });
  const written: { kind: AnyKind; target: string; options: ImportOptions }[] = [];
  let rows = 0;
  const shows = await showsToExport(db, site);
  for (const place of ALL_FOLDER) {
    const kind = importKinds[place.kind] as AnyKind;
    const targets = place.perExhibition
      ? shows
          .filter((show) => show.has[place.kind as 'participants' | 'events' | 'halls'])
          .map((show) => ({
            target: path.join(folder, perExhibitionPath(place, show.prefix)),
            options: { ...options, site, exhibition: show.prefix },
          }))
      : [{ target: path.join(folder, place.path), options: { ...options, site } }];
    for (const { target, options: targetOptions } of targets) {
      await mkdir(place.perExhibition ? path.dirname(target) : folder, { recursive: true });
      rows += (await kind.export(db, target, targetOptions)).rows;
      written.push({ kind, target, options: targetOptions });
    }
  }
  const served: string[] = [];
  for (const { kind, target, options: targetOptions } of written) {
    const read = await kind.read(target, targetOptions);
    if (read.problems.length > 0) {
      throw new Error(`the export of ${path.relative(folder, target)} does not read back: ${JSON.stringify(read.problems.slice(0, 3))}`);
    }
    for (const { row } of read.rows) servedPathsOf(row, served);
  }
  const media = await exportMedia(db, folder, served);
  await writeFile(path.join(folder, 'README.md'), folderReadme('export'));
  return { rows, files: written.map((entry) => path.relative(folder, entry.target)), media: media.files, missing: media.missing };
}

/** The starter's example show: next year, four days in June, current, prefix EX + the year's two digits. */
export function starterShow(now: Date): StarterShow {
  const year = Number(toVenueIso(now).slice(0, 4)) + 1;
  return {
    prefix: `EX${String(year).slice(2)}`,
    year,
    dateStart: `${year}-06-09 10:00`,
    dateEnd: `${year}-06-12 18:00`,
    today: toVenueIso(now).slice(0, 10),
  };
}

/** `export -- starter <folder>`: the `all` layout as templates, one example row per sheet; `import -- all` accepts it. */
export async function exportStarter(folder: string, now: Date): Promise<{ files: string[] }> {
  const show = starterShow(now);
  await mkdir(folder, { recursive: true });
  const files: string[] = [];
  for (const place of ALL_FOLDER) {
    const relative = place.perExhibition ? perExhibitionPath(place, show.prefix) : place.path;
    const target = path.join(folder, relative);
    await mkdir(place.perExhibition ? path.dirname(target) : folder, { recursive: true });
    await (importKinds[place.kind] as AnyKind).starter(target, show);
    files.push(relative);
  }
  await writeFile(path.join(folder, 'README.md'), folderReadme('starter'));
  return { files };
}
