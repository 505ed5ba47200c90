/**
 * Pictures named by a source. A name is a file beside the source (a news folder, a partners workbook, a
 * gallery folder), stored when the run writes (run-media.ts); or a path the site already serves (`/media/…`),
 * kept as it is. Exports write the served paths, so an export re-imported into the same database changes
 * nothing and processes no picture again.
 */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { PictureUse } from '../../../src/contract/media';
import { siteTypeOf } from '../exhibition';
import type { DbOrTx, ImportOptions, ImportProblem, SourceRef } from '../kind';
import type { PictureSource, RunMedia } from '../run-media';
import { isServedPath } from './fields';

export type { PictureSource };

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

/** The picture files among sources, for RunMedia.checkPictures (served paths need no reading). */
export const pictureFiles = (items: { picture: PictureSource; at: SourceRef }[], use: PictureUse) =>
  items.flatMap(({ picture, at }) => ('file' in picture ? [{ file: picture.file, use, at }] : []));

/** The checks of a kind that belongs to a site: the site type the options name, and the source's picture files. */
export async function siteAndPictureProblems(
  db: DbOrTx,
  options: ImportOptions,
  media: RunMedia,
  items: { picture: PictureSource; at: SourceRef }[],
  use: PictureUse,
): Promise<ImportProblem[]> {
  const { problem } = await siteTypeOf(db, options);
  return [...(problem ? [problem] : []), ...(await media.checkPictures(pictureFiles(items, use)))];
}
