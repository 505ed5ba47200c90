/**
 * Pictures a source names (exhibitors' logos): stored through the runner's picture sink, a few at a time
 * so sharp's resizing keeps both cores busy while the database writes the previous ones. A file that is
 * not a picture is a problem of its cell, reported with the rest, and the transaction is rolled back.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { PictureError } from '../media-store/store';
import { ImportRefused, type ImportProblem, type PictureSink, type PictureUse, type SourceRef } from './kind';

export type PictureSource = { file: string } | { stored: string } | null;

/** One picture per core: sharp's work runs off the event loop, and more in flight only holds more memory. */
const IN_FLIGHT = Math.min(4, Math.max(2, availableParallelism()));

export async function storeAll(
  items: { source: PictureSource; at: SourceRef }[],
  use: PictureUse,
  sink: PictureSink,
): Promise<(string | null)[]> {
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
        // Sync: a logo is a few kB, and reading it synchronously is several times cheaper than a promise per file.
        paths[index] = await sink(new Uint8Array(readFileSync(item.source.file)), use);
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
