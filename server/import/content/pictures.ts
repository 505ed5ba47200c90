/**
 * Pictures named by a content source. A name is a file beside the source (a news folder, a partners
 * workbook, a gallery folder), stored at import through the runner's picture sink; or a path the site
 * already serves (`/media/…`), kept as it is. Exports write the served paths, so an export re-imported into
 * the same database changes nothing and processes no picture again.
 */
import { existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ImportProblem, PictureSink, PictureUse, SourceRef } from '../kind';
import { isServedPath } from './fields';

export type PictureSource = { served: string } | { file: string };

export const PICTURE_FILE = /\.(jpe?g|png|webp|gif|avif|tiff?|svg)$/i;

/** Resolves a picture name against the source's folder; a missing file is a problem at `at`. */
export function resolvePicture(
  ref: string,
  baseDir: string,
  at: SourceRef,
  column: string,
  required: boolean,
): { picture?: PictureSource; problem?: ImportProblem } {
  const name = ref.trim();
  if (name === '') return required ? { problem: { ...at, column, message: 'is required (a picture file name)' } } : { picture: { served: '' } };
  if (name.startsWith('/')) {
    return isServedPath(name) ? { picture: { served: name } } : { problem: { ...at, column, message: `${name} is not a path under /media/` } };
  }
  if (!PICTURE_FILE.test(name)) return { problem: { ...at, column, message: `${name} is not a picture file (jpg, png, webp, gif, avif, tiff, svg)` } };
  const file = path.resolve(baseDir, name);
  if (!existsSync(file) || !statSync(file).isFile()) return { problem: { ...at, column, message: `picture file ${name} not found beside ${at.file}` } };
  return { picture: { file } };
}

/** The path a row stores: a served path as it is, a file's bytes through the sink (idempotent by hash). */
export async function storedPath(picture: PictureSource, sink: PictureSink, use: PictureUse): Promise<string> {
  if ('served' in picture) return picture.served;
  return sink(new Uint8Array(await readFile(picture.file)), use);
}
