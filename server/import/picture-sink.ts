/**
 * The picture sink of one import run. Pictures already stored are found by their content hash from one
 * list of the stored names read at the start, so re-importing a workbook whose 3,000 logos did not change
 * costs a hash per file instead of a decode and a query per file; new pictures go to the media store.
 */
import { like } from 'drizzle-orm';
import { parseStoredPicture } from '../../src/contract/media';
import { mediaFiles } from '../db/schema';
import { pictureHash, storePicture } from '../media-store/store';
import type { DbTx, PictureSink } from './kind';

export async function importPictureSink(tx: DbTx): Promise<PictureSink> {
  // Only the fallbacks' names (/media/<use>/<hash>.<ext>): the WebP sizes carry a "-<width>" and never parse.
  const names = await tx.select({ name: mediaFiles.name }).from(mediaFiles).where(like(mediaFiles.name, '%/%.%'));
  const known = new Map<string, string>();
  for (const { name } of names) {
    const stored = parseStoredPicture(`/media/${name}`);
    if (stored) known.set(`${stored.use}/${stored.hash}`, `/media/${name}`);
  }
  return async (bytes, use) => {
    const key = `${use}/${pictureHash(bytes)}`;
    const found = known.get(key);
    if (found) return found;
    const path = await storePicture(tx, bytes, use);
    known.set(key, path);
    return path;
  };
}
