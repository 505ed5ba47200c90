/**
 * Writes a picture met in a source (an imported logo, a news image, a seeded demo picture) into
 * media_files once, in the forms the pages show it in (src/contract/media.ts): the original format as the
 * fallback and a WebP at each of its use's widths. The name carries the bytes' hash, so the same picture
 * stored twice is found, not processed again, and a served name never changes meaning (immutable).
 * The bytes live in the database, so every instance on one PostgreSQL serves them (decision 0015).
 */
import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { PICTURE_TYPES, PICTURE_WIDTHS, type PictureExt, type PictureUse } from '../../src/contract/media';
import type { Db } from '../db/connect';
import { mediaFiles } from '../db/schema';
import type { DbTx } from '../import/kind';

/** A picture the store refuses: not an image, or one too large to be a picture on a page. */
export class PictureError extends Error {
  override name = 'PictureError';
}

/** Any organiser's photo fits; a larger "picture" is a mistake or an attack on memory. */
const MAX_INPUT_BYTES = 40 * 1024 * 1024;
const MAX_INPUT_PIXELS = 100_000_000;
const WEBP_QUALITY = 78;
const WEBP_EFFORT = 3;
/** Changes whenever the encoding below does, so caches of stored forms (the seed's) know they are stale. */
export const STORE_VERSION = 1;
const JPEG_QUALITY = 80;

export const pictureHash = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);

type Row = typeof mediaFiles.$inferInsert;

async function readMetadata(bytes: Uint8Array) {
  if (bytes.byteLength > MAX_INPUT_BYTES) throw new PictureError(`the picture is larger than ${MAX_INPUT_BYTES / 1024 / 1024} MB`);
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no size');
    return meta;
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new PictureError(`not a picture sharp can read (JPEG, PNG, WebP, GIF, AVIF, TIFF or SVG): ${reason}`);
  }
}

/** JPEG, PNG, WebP and SVG keep their format as the fallback; any other raster becomes PNG or JPEG. */
function fallbackExt(format: string | undefined, hasAlpha: boolean): PictureExt {
  if (format === 'jpeg') return 'jpg';
  if (format === 'png' || format === 'webp' || format === 'svg') return format;
  return hasAlpha ? 'png' : 'jpg';
}

type Raw = { data: Buffer; info: { width: number; height: number; channels: 1 | 2 | 3 | 4 } };

/**
 * Decodes once, upright (the camera's EXIF orientation applied) and no wider than the use's largest
 * width: every stored form is encoded from these pixels, so a 6000-pixel camera photo is decoded and
 * shrunk once rather than once per size.
 */
async function decode(bytes: Uint8Array, width: number): Promise<Raw> {
  const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, info: { width: info.width, height: info.height, channels: info.channels } };
}

async function encode(raw: Raw, width: number, ext: Exclude<PictureExt, 'svg'>) {
  const base = sharp(raw.data, { raw: raw.info }).resize({ width, withoutEnlargement: true });
  // Speed over the last few per cent of bytes: the fallback is seldom fetched (every supported browser
  // reads WebP), and WebP's effort 3 is about twice as fast as the default 4 at nearly the same size.
  const shaped =
    ext === 'jpg'
      ? base.jpeg({ quality: JPEG_QUALITY })
      : ext === 'png'
        ? base.png()
        : base.webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT });
  const { data, info } = await shaped.toBuffer({ resolveWithObject: true });
  return { bytes: new Uint8Array(data), width: info.width, height: info.height };
}

/** The rows one picture is stored as; exported for the seed, which builds many before writing. */
export async function pictureRows(bytes: Uint8Array, use: PictureUse): Promise<{ path: string; rows: Row[] }> {
  const meta = await readMetadata(bytes);
  const hash = pictureHash(bytes);
  const ext = fallbackExt(meta.format, meta.hasAlpha ?? false);
  const name = `${use}/${hash}.${ext}`;
  const path = `/media/${name}`;
  if (ext === 'svg') {
    // A vector scales by itself: stored as given. Served with a script-free CSP (routes/media.ts).
    return { path, rows: [{ name, contentType: PICTURE_TYPES.svg, bytes, width: meta.width, height: meta.height }] };
  }
  const widths = PICTURE_WIDTHS[use];
  const largest = widths[widths.length - 1] ?? meta.width;
  const rows: Row[] = [];
  const raw = await decode(bytes, largest);
  const fallback = await encode(raw, largest, ext);
  rows.push({ name, contentType: PICTURE_TYPES[ext], ...fallback });
  // Widths above the picture's own are the same picture (never enlarged): encoded once, named for each.
  const sourceWidth = fallback.width;
  const encoded = new Map<number, Awaited<ReturnType<typeof encode>>>();
  for (const width of widths) {
    const effective = Math.min(width, sourceWidth);
    const webp = encoded.get(effective) ?? (await encode(raw, effective, 'webp'));
    encoded.set(effective, webp);
    rows.push({ name: `${use}/${hash}-${width}.webp`, contentType: PICTURE_TYPES.webp, ...webp });
  }
  return { path, rows };
}

/**
 * The path storePicture answers for these bytes, without storing anything (an import's dry run shows it).
 * Throws PictureError for bytes that are not a picture.
 */
export async function picturePath(bytes: Uint8Array, use: PictureUse): Promise<string> {
  const meta = await readMetadata(bytes);
  return `/media/${use}/${pictureHash(bytes)}.${fallbackExt(meta.format, meta.hasAlpha ?? false)}`;
}

/**
 * Stores the picture unless its rows are there already, and answers the path rows hold and the API
 * answers (/media/<use>/<hash>.<ext>). Throws PictureError for bytes that are not a picture.
 */
export async function storePicture(db: Db | DbTx, bytes: Uint8Array, use: PictureUse): Promise<string> {
  const name = (await picturePath(bytes, use)).slice('/media/'.length);
  const found = await db
    .select({ name: mediaFiles.name })
    .from(mediaFiles)
    .where(inArray(mediaFiles.name, [name]));
  if (found.length > 0) return `/media/${name}`;
  const { path, rows } = await pictureRows(bytes, use);
  await writeRows(db, rows);
  return path;
}

/** Inserts rows, leaving alone any another writer (an instance, an import) stored first. */
export async function writeRows(db: Db | DbTx, rows: Row[]) {
  // A few rows per statement: each carries up to a few hundred kB of bytes.
  for (let i = 0; i < rows.length; i += 8) {
    await db
      .insert(mediaFiles)
      .values(rows.slice(i, i + 8))
      .onConflictDoNothing();
  }
}
