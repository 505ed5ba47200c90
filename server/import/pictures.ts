/**
 * Pictures a source names (exhibitors' logos): stored through the runner's picture sink, a few at a time
 * so sharp's resizing keeps both cores busy while the database writes the previous ones. A file that is
 * not a picture is a problem of its cell, reported with the rest, and the transaction is rolled back.
 */
import { readFile } from 'node:fs/promises';
import { PictureError } from '../media-store/store';
import { ImportRefused, type ImportProblem, type PictureSink, type PictureUse, type SourceRef } from './kind';

export type PictureSource = { file: string } | { stored: string } | null;

/** sharp runs on libuv's four threads; more in flight would only hold more decoded pictures in memory. */
const IN_FLIGHT = 4;

export async function storeAll(items: { source: PictureSource; at: SourceRef }[], use: PictureUse, sink: PictureSink): Promise<(string | null)[]> {
  const paths: (string | null)[] = new Array<string | null>(items.length).fill(null);
  const problems: ImportProblem[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      const item = items[index];
      if (!item?.source) continue;
      if ('stored' in item.source) {
        paths[index] = item.source.stored;
        continue;
      }
      try {
        paths[index] = await sink(new Uint8Array(await readFile(item.source.file)), use);
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        problems.push({ ...item.at, message: error.message });
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  if (problems.length > 0) throw new ImportRefused(problems);
  return paths;
}
