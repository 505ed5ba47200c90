/**
 * Photo galleries as folders: `<source>/<year>/<gallery-slug>/` holding the photos (jpg, png, webp, …, in
 * file-name order) and an optional `gallery.yaml` with name and location per language, the date, and
 * `photos:` — photos the site already serves ({thumbnail, image} paths), which an export writes so the
 * folder re-imports without the picture files. Without gallery.yaml a gallery is named after its folder.
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import { parse as parseYaml, stringify as stringifyYaml } from 'yaml';
import type { GalleryPhoto, Localized } from '../../db/schema';
import type { ImportProblem, SourceRef } from '../kind';
import { scalarsAsText } from './fields';
import { PICTURE_FILE } from './pictures';

export const GALLERY_FILE = 'gallery.yaml';

export type GalleryInput = {
  at: SourceRef;
  year: string;
  slug: string;
  /** The gallery.yaml keys, or null when the folder has none. */
  meta: Record<string, unknown> | null;
  files: string[];
};

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });

async function folders(dir: string): Promise<string[]> {
  return (await readdir(dir, { withFileTypes: true }))
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.'))
    .map((entry) => entry.name)
    .sort(byName);
}

/** Every gallery folder of every year folder; a folder that is not a year is a problem. */
export async function readGalleryFolders(source: string): Promise<{ inputs: GalleryInput[]; problems: ImportProblem[] }> {
  const inputs: GalleryInput[] = [];
  const problems: ImportProblem[] = [];
  for (const year of await folders(source)) {
    if (!/^\d{4}$/.test(year)) {
      problems.push({ file: year, message: 'is not a year folder (such as 2025) holding gallery folders' });
      continue;
    }
    for (const slug of await folders(path.join(source, year))) {
      const dir = path.join(source, year, slug);
      const at: SourceRef = { file: `${year}/${slug}` };
      const names = (await readdir(dir, { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name);
      let meta: Record<string, unknown> | null = null;
      if (names.includes(GALLERY_FILE)) {
        const yamlAt = { file: `${year}/${slug}/${GALLERY_FILE}` };
        try {
          const parsed: unknown = parseYaml(await readFile(path.join(dir, GALLERY_FILE), 'utf8'));
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) meta = scalarsAsText(parsed) as Record<string, unknown>;
          else if (parsed !== null && parsed !== undefined)
            problems.push({ ...yamlAt, message: 'must be YAML keys such as name: and date:' });
        } catch (error) {
          problems.push({ ...yamlAt, message: `is not valid YAML: ${(error as Error).message.split('\n')[0]}` });
          continue;
        }
      }
      const files = names.filter((name) => PICTURE_FILE.test(name) && !name.startsWith('.')).sort(byName);
      inputs.push({ at: meta ? { file: `${year}/${slug}/${GALLERY_FILE}` } : at, year, slug, meta, files });
    }
  }
  return { inputs, problems };
}

export type GalleryOut = { year: number; url: string; name: Localized; location: Localized; date: string; photos: GalleryPhoto[] };

/** Writes one folder per gallery with its gallery.yaml; photos are listed by their served paths. */
export async function writeGalleryFolders(target: string, galleries: GalleryOut[]): Promise<void> {
  for (const gallery of galleries) {
    const dir = path.join(target, String(gallery.year), gallery.url);
    await mkdir(dir, { recursive: true });
    const meta = { name: gallery.name, location: gallery.location, date: gallery.date, photos: gallery.photos };
    await writeFile(path.join(dir, GALLERY_FILE), stringifyYaml(meta, { lineWidth: 0 }));
  }
}
