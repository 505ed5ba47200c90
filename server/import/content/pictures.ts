/**
 * Pictures named by a content source. A name is a file beside the source (a news folder, a partners
 * workbook, a gallery folder), stored at import through the runner's picture sink; or a path the site
 * already serves (`/media/…`), kept as it is. Exports write the served paths, so an export re-imported into
 * the same database changes nothing and processes no picture again.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { ImportProblem, PictureSink, PictureUse, SourceRef } from '../kind';
import { storeAll } from '../pictures';
import { isServedPath } from './fields';

export type PictureSource = { served: string } | { file: string };

export const PICTURE_FILE = /\.(jpe?g|png|webp|gif|avif|tiff?|svg)$/i;

/** Resolves a picture name against the source's folder; a missing file is a problem at `at` (its cell). */
export function resolvePicture(
  ref: string,
  baseDir: string,
  at: SourceRef,
  required: boolean,
): { picture?: PictureSource; problem?: ImportProblem } {
  const name = ref.trim();
  if (name === '') return required ? { problem: { ...at, message: 'is required (a picture file name)' } } : { picture: { served: '' } };
  if (name.startsWith('/')) {
    return isServedPath(name) ? { picture: { served: name } } : { problem: { ...at, message: `${name} is not a path under /media/` } };
  }
  if (!PICTURE_FILE.test(name))
    return { problem: { ...at, message: `${name} is not a picture file (jpg, png, webp, gif, avif, tiff, svg)` } };
  const file = path.resolve(baseDir, name);
  // Pictures come from the source's own folder: a name cannot reach other files of the machine.
  const inside = path.relative(path.resolve(baseDir), file);
  if (inside.startsWith('..') || path.isAbsolute(inside)) return { problem: { ...at, message: `${name} is outside the source's folder` } };
  if (!existsSync(file) || !statSync(file).isFile())
    return { problem: { ...at, message: `picture file ${name} not found beside ${at.file}` } };
  return { picture: { file } };
}

/**
 * The paths rows store, in the items' order: a served path as it is, a file's bytes through the sink
 * (idempotent by hash), a few at a time (../pictures.ts). A file that is not a picture refuses the import
 * with its place as the problem's.
 */
export async function storeEvery(
  items: { picture: PictureSource; at: SourceRef }[],
  use: PictureUse,
  sink: PictureSink,
): Promise<string[]> {
  const sources = items.map(({ picture, at }) => ({
    source: 'served' in picture ? { stored: picture.served } : { file: picture.file },
    at,
  }));
  return (await storeAll(sources, use, sink)).map((stored) => stored ?? '');
}

/** Picture files sharp cannot read, found before writing so a dry run lists them too. */
export async function unreadablePictures(items: { picture: PictureSource; at: SourceRef }[]): Promise<ImportProblem[]> {
  const problems: ImportProblem[] = [];
  const seen = new Map<string, boolean>();
  for (const { picture, at } of items) {
    if (!('file' in picture)) continue;
    let readable = seen.get(picture.file);
    if (readable === undefined) {
      readable = await sharp(picture.file)
        .metadata()
        .then((meta) => Boolean(meta.width && meta.height))
        .catch(() => false);
      seen.set(picture.file, readable);
    }
    if (!readable)
      problems.push({ ...at, message: `${path.basename(picture.file)} is not a picture (JPEG, PNG, WebP, GIF, AVIF, TIFF or SVG)` });
  }
  return problems;
}
