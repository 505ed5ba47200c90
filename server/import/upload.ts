/**
 * What the desk's upload becomes before the import reads it (decision 0028): the request's bytes are
 * streamed to a file of a folder of their own (never held in memory, counted as they come: more than the
 * limit stops the transfer), a .zip is unpacked there with limits on its files and their size, and the
 * file or folder the kind reads is picked. From there the import is the command line's, file for file.
 */
import { createWriteStream } from 'node:fs';
import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import yauzl from 'yauzl';
import { DESK_ZIP_MAX_BYTES, DESK_ZIP_MAX_FILES, type DeskRefusal } from '../../src/contract/desk-data';
import type { SourceShape } from './kind';
import { tableFormat } from './sheet';

/** The upload is bigger than the desk takes: 413, nothing read further. */
export class UploadTooLarge extends Error {}
/** The upload cannot be what the kind reads (a broken .zip, a link inside it, a workbook for a folder kind): 400. */
export class UploadRefused extends Error {
  constructor(
    readonly reason: DeskRefusal,
    message: string,
    readonly params: Readonly<Record<string, string | number>> = {},
  ) {
    super(message);
  }
}

/** Streams a request body to `target`, refusing it as soon as it passes `maxBytes`. */
export async function saveBody(body: ReadableStream<Uint8Array> | null, target: string, maxBytes: number): Promise<number> {
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      done(received > maxBytes ? new UploadTooLarge(`The file is larger than ${Math.round(maxBytes / 1024 / 1024)} MB`) : null, chunk);
    },
  });
  await mkdir(path.dirname(target), { recursive: true });
  const source = body ?? new Blob([]).stream();
  await pipeline(source, counter, createWriteStream(target));
  if (received === 0) throw new UploadRefused('empty', 'The file is empty');
  return received;
}

/** Files a zip made on a Mac or in Windows' explorer carries beside the organiser's own. */
const isSystemFile = (name: string) => name.startsWith('__MACOSX/') || /(^|\/)(\._[^/]*|\.DS_Store|Thumbs\.db)$/.test(name);
const S_IFMT = 0o170000;
const S_IFLNK = 0o120000;

/**
 * Unpacks a .zip into `folder`. yauzl refuses names that leave the folder (absolute, `..`, backslashes)
 * and entries whose size differs from what the directory says; links, encrypted entries, too many files
 * or too many bytes are refused here, before anything is unpacked.
 */
export async function unzipTo(zipFile: string, folder: string): Promise<void> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.openPromise(zipFile, { lazyEntries: true, autoClose: true, validateEntrySizes: true, strictFileNames: true });
  } catch (error) {
    throw new UploadRefused('not_zip', `Not a readable .zip file: ${(error as Error).message}`);
  }
  try {
    if (zip.entryCount > DESK_ZIP_MAX_FILES)
      throw new UploadRefused('too_many_files', `The .zip holds more than ${DESK_ZIP_MAX_FILES} files`, { limit: DESK_ZIP_MAX_FILES });
    let total = 0;
    for await (const entry of zip.eachEntry()) {
      const name = entry.fileName;
      if (name.endsWith('/') || isSystemFile(name)) continue;
      if (((entry.externalFileAttributes >>> 16) & S_IFMT) === S_IFLNK)
        throw new UploadRefused('link', `${name}: links are not taken`, { name });
      if (entry.isEncrypted()) throw new UploadRefused('encrypted', `${name}: encrypted files are not taken`, { name });
      total += entry.uncompressedSize;
      if (total > DESK_ZIP_MAX_BYTES)
        throw new UploadRefused('unpacked_too_large', `The .zip unpacks to more than ${DESK_ZIP_MAX_BYTES / 1024 / 1024} MB`, {
          mb: DESK_ZIP_MAX_BYTES / 1024 / 1024,
        });
      const target = path.join(folder, name);
      await mkdir(path.dirname(target), { recursive: true });
      await pipeline(await zip.openReadStreamPromise(entry), createWriteStream(target));
    }
  } catch (error) {
    zip.close();
    if (error instanceof UploadRefused) throw error;
    throw new UploadRefused('not_zip', `The .zip could not be unpacked: ${(error as Error).message}`);
  }
}

/** A zip of a folder usually holds the folder itself: then its one top folder is the source. */
async function sourceRoot(folder: string): Promise<string> {
  const entries = await readdir(folder, { withFileTypes: true });
  const only = entries.length === 1 ? entries[0] : undefined;
  return only?.isDirectory() && only.name !== 'media' ? sourceRoot(path.join(folder, only.name)) : folder;
}

/**
 * The file or folder the import reads from an upload: a folder kind (and `all`) reads the unpacked
 * folder; a workbook kind the one workbook at its top, with the `media/` beside it; a kind that takes
 * either (news) a workbook when the zip holds exactly one, else the folder.
 */
export async function importSource(upload: string, shape: SourceShape | 'all', unpackTo: string): Promise<string> {
  const isZip = upload.toLowerCase().endsWith('.zip');
  if (!isZip) {
    if (shape === 'folder' || shape === 'all') throw new UploadRefused('folder_needs_zip', 'This kind is a folder: upload it as a .zip');
    return upload;
  }
  await unzipTo(upload, unpackTo);
  const root = await sourceRoot(unpackTo);
  if (shape === 'folder' || shape === 'all') return root;
  const workbooks = (await readdir(root, { withFileTypes: true })).filter((entry) => entry.isFile() && tableFormat(entry.name) !== null);
  if (workbooks.length === 1) return path.join(root, (workbooks[0] as { name: string }).name);
  if (shape === 'either') return root;
  throw new UploadRefused('one_workbook', `The .zip must hold one .xlsx or .csv workbook at its top (it holds ${workbooks.length})`, {
    found: workbooks.length,
  });
}
