/**
 * The pictures and documents of one import run. A source names a picture either as a file beside it (to
 * store) or as a path the site serves (`/media/…`, what an export writes). Both are settled while the rows
 * are checked, before anything is written, so a dry run lists a broken picture with every other problem:
 *
 * - A file is hashed; when the site holds a picture with that hash already (one list of the stored names,
 *   read once per run) its path is known without decoding, so re-importing 3,000 unchanged logos costs
 *   3,000 file reads and hashes. A new file is read by sharp for its format, which gives the path the
 *   store will answer; it is stored (resized once, decision 0015) only when the run writes.
 * - A served path must be stored already, or be in the `media/` folder an `export -- all` writes beside its
 *   files: that folder holds every stored form of each picture (the fallback and its WebP sizes) under its
 *   served name, so a show moved to an empty database serves the very same bytes at the very same paths.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { parseStoredPicture, PICTURE_TYPES, PICTURE_WIDTHS, type PictureUse } from '../../src/contract/media';
import type { Db } from '../db/connect';
import { mediaFiles } from '../db/schema';
import { DocumentError, documentName, documentType, storeDocument } from '../media-store/documents';
import { PictureError, pictureHash, picturePath, storePicture, writeRows } from '../media-store/store';
import { ImportRefused, type DbTx, type ImportProblem, type SourceRef } from './kind';

/** A picture file an import takes at most (a print-quality photo is a few MB; the pages serve ≤ 1920 px). */
export const MAX_PICTURE_BYTES = 25 * 1024 * 1024;

/** Where a row's picture comes from: a file to store, or a path the site serves ('' for none). */
export type PictureSource = { file: string } | { served: string };

/** The media folder of an `export -- all`, as it sits in the exported folder. */
export const MEDIA_FOLDER = 'media';

/** One picture per core: sharp's work runs off the event loop, and more in flight only holds more memory. */
const IN_FLIGHT = Math.min(4, Math.max(2, availableParallelism()));

async function inTurn<T>(items: readonly T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
}

/** Every stored name one served path stands for: a picture's fallback and its WebP sizes, or a document. */
export function mediaFamily(servedPath: string): string[] {
  const name = servedPath.slice('/media/'.length);
  const picture = parseStoredPicture(servedPath);
  if (!picture || picture.ext === 'svg') return [name];
  return [name, ...PICTURE_WIDTHS[picture.use].map((width) => `${picture.use}/${picture.hash}-${width}.webp`)];
}

/** The `media/` folder of an exported show that serves a source: beside it, or one folder up. */
export function findMediaFolder(source: string): string | null {
  const isFolder = statSync(source, { throwIfNoEntry: false })?.isDirectory() ?? false;
  const base = isFolder ? source : path.dirname(source);
  for (const candidate of [path.join(base, MEDIA_FOLDER), path.join(path.dirname(base), MEDIA_FOLDER)]) {
    if (statSync(candidate, { throwIfNoEntry: false })?.isDirectory()) return candidate;
  }
  return null;
}

/** A row's served paths: every `{ served }` in it, however deep (kinds keep their pictures in that shape). */
export function servedPathsOf(value: unknown, out: string[] = []): string[] {
  if (!value || typeof value !== 'object' || value instanceof Date) return out;
  if (Array.isArray(value)) {
    for (const item of value) servedPathsOf(item, out);
    return out;
  }
  const served = (value as { served?: unknown }).served;
  if (typeof served === 'string' && served.startsWith('/media/')) out.push(served);
  for (const item of Object.values(value)) servedPathsOf(item, out);
  return out;
}

const contentTypeOf = (name: string) =>
  PICTURE_TYPES[path.extname(name).slice(1) as keyof typeof PICTURE_TYPES] ?? documentType(name) ?? 'application/octet-stream';

type NewPicture = { file: string; use: PictureUse; path: string; at: SourceRef };
type NewDocument = { file: string; fileName: string; name: string; at: SourceRef };

export class RunMedia {
  private readonly pictures = new Map<string, NewPicture | string>();
  private readonly documents = new Map<string, NewDocument | string>();

  private constructor(
    /** Every name media_files holds (grows as the run writes). */
    private readonly stored: Set<string>,
    /** use/hash → served path of the stored fallbacks, to know a file's path from its hash alone. */
    private readonly byHash: Map<string, string>,
    readonly folder: string | null,
  ) {}

  static async open(db: Db | DbTx, folder: string | null): Promise<RunMedia> {
    const names = (await db.select({ name: mediaFiles.name }).from(mediaFiles)).map((row) => row.name);
    const byHash = new Map<string, string>();
    for (const name of names) {
      const stored = parseStoredPicture(`/media/${name}`);
      if (stored) byHash.set(`${stored.use}/${stored.hash}`, `/media/${name}`);
    }
    return new RunMedia(new Set(names), byHash, folder);
  }

  /** Reads each picture file once: problems for files that are not pictures; the others' paths are kept. */
  async checkPictures(items: { file: string; use: PictureUse; at: SourceRef }[]): Promise<ImportProblem[]> {
    const problems: ImportProblem[] = [];
    await inTurn(items, async ({ file, use, at }) => {
      const key = `${use}\n${file}`;
      if (this.pictures.has(key)) return;
      if (statSync(file).size > MAX_PICTURE_BYTES) {
        problems.push({
          ...at,
          message: `${path.basename(file)}: larger than ${MAX_PICTURE_BYTES / 1024 / 1024} MB; save a smaller picture`,
        });
        return;
      }
      // Sync: a logo is a few kB, and reading it synchronously is several times cheaper than a promise per file.
      const bytes = new Uint8Array(readFileSync(file));
      const known = this.byHash.get(`${use}/${pictureHash(bytes)}`);
      if (known) {
        this.pictures.set(key, known);
        return;
      }
      try {
        this.pictures.set(key, { file, use, at, path: await picturePath(bytes, use) });
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        problems.push({ ...at, message: `${path.basename(file)}: ${error.message}` });
      }
    });
    return problems;
  }

  /** The served path a checked picture file will have. */
  pathOf(file: string, use: PictureUse): string {
    const found = this.pictures.get(`${use}\n${file}`);
    if (found === undefined) throw new Error(`picture ${file} was not checked`);
    return typeof found === 'string' ? found : found.path;
  }

  /** The served path of a picture source: a file's (checked before) or the served path itself. */
  sourcePath(source: PictureSource, use: PictureUse): string {
    return 'file' in source ? this.pathOf(source.file, use) : source.served;
  }

  /** Reads each document (a contest's PDF): missing files and files that are not what their name says are problems. */
  async checkDocuments(items: { file: string; fileName: string; at: SourceRef }[]): Promise<ImportProblem[]> {
    const problems: ImportProblem[] = [];
    for (const { file, fileName, at } of items) {
      if (this.documents.has(file)) continue;
      const bytes = await readFile(file).catch(() => null);
      if (!bytes) {
        problems.push({ ...at, message: `file ${fileName} not found beside ${at.file}` });
        continue;
      }
      try {
        const { name } = documentName(bytes, fileName);
        this.documents.set(file, this.stored.has(name) ? `/media/${name}` : { file, fileName, name, at });
      } catch (error) {
        if (!(error instanceof DocumentError)) throw error;
        problems.push({ ...at, message: error.message });
      }
    }
    return problems;
  }

  documentPath(file: string): string {
    const found = this.documents.get(file);
    if (found === undefined) throw new Error(`document ${file} was not checked`);
    return typeof found === 'string' ? found : `/media/${found.name}`;
  }

  /** Served paths the site does not hold and the run's media folder cannot bring. */
  unservable(items: { path: string; at: SourceRef }[]): ImportProblem[] {
    const problems: ImportProblem[] = [];
    for (const { path: served, at } of items) {
      if (this.stored.has(served.slice('/media/'.length))) continue;
      const missing = mediaFamily(served).find((name) => !this.folder || !existsSync(path.join(this.folder, name)));
      if (missing === undefined) continue;
      problems.push({
        ...at,
        message: this.folder
          ? `${served} is not stored on this site, and ${path.join(MEDIA_FOLDER, missing)} is not in the folder`
          : `${served} is not stored on this site (an export -- all folder brings its pictures in ${MEDIA_FOLDER}/)`,
      });
    }
    return problems;
  }

  /**
   * Inside the run's transaction: loads the media folder's files for the served paths the site lacks, then
   * stores the new pictures and documents. A file that fails now refuses the run (ImportRefused).
   */
  async write(tx: DbTx, served: string[]): Promise<void> {
    const problems: ImportProblem[] = [];
    const fromFolder = [...new Set(served)].filter((servedPath) => !this.stored.has(servedPath.slice('/media/'.length)));
    await inTurn(fromFolder, async (servedPath) => {
      const rows = [];
      for (const name of mediaFamily(servedPath)) {
        const bytes = new Uint8Array(await readFile(path.join(this.folder ?? '', name)));
        const contentType = contentTypeOf(name);
        const meta = contentType.startsWith('image/')
          ? await sharp(bytes)
              .metadata()
              .catch(() => null)
          : null;
        if (contentType.startsWith('image/') && !meta?.width) {
          problems.push({ file: path.join(MEDIA_FOLDER, name), message: 'is not a picture sharp can read' });
          return;
        }
        rows.push({ name, contentType, bytes, width: meta?.width ?? null, height: meta?.height ?? null });
      }
      await writeRows(tx, rows);
      for (const row of rows) this.stored.add(row.name);
    });
    const pictures = [...new Set(this.pictures.values())].filter((entry): entry is NewPicture => typeof entry !== 'string');
    await inTurn(pictures, async (picture) => {
      if (this.stored.has(picture.path.slice('/media/'.length))) return;
      try {
        await storePicture(tx, new Uint8Array(readFileSync(picture.file)), picture.use);
        this.stored.add(picture.path.slice('/media/'.length));
      } catch (error) {
        if (!(error instanceof PictureError)) throw error;
        problems.push({ ...picture.at, message: error.message });
      }
    });
    for (const entry of this.documents.values()) {
      if (typeof entry === 'string' || this.stored.has(entry.name)) continue;
      await storeDocument(tx, await readFile(entry.file), entry.fileName);
      this.stored.add(entry.name);
    }
    if (problems.length > 0) throw new ImportRefused(problems);
  }
}
