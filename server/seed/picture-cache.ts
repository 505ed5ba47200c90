/**
 * The demo's stored pictures kept on disk between seeds (node_modules/.cache/expo-seed-pictures): the
 * test suites build a seeded template on every run, and a developer resets the database often, while
 * drawing and encoding ~400 pictures costs tens of seconds of CPU. An entry is keyed by everything its
 * bytes depend on (the drawing's SVG, the use's widths, the store's encoder settings), so a changed
 * drawing or setting is simply a miss. Any failure to read or write the cache is a miss, never an error:
 * the cache only ever saves time. SEED_PICTURE_CACHE=off turns it off (the seed timing in
 * docs/decisions/0015-pictures.md is measured both ways).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { mediaFiles } from '../db/schema';

type Row = typeof mediaFiles.$inferInsert;
export type CachedPicture = { path: string; rows: Row[] };

// Read at each call, not at import: a test file that points it elsewhere may share its process with others.
const cacheDir = () =>
  process.env.SEED_PICTURE_CACHE_DIR ?? fileURLToPath(new URL('../../node_modules/.cache/expo-seed-pictures', import.meta.url));
const enabled = () => process.env.SEED_PICTURE_CACHE !== 'off';

export const cacheKey = (parts: readonly unknown[]) => createHash('sha256').update(JSON.stringify(parts)).digest('hex').slice(0, 32);

type Header = { path: string; rows: (Omit<Row, 'bytes' | 'createdAt'> & { length: number })[] };

export function readCachedPicture(key: string): CachedPicture | null {
  if (!enabled()) return null;
  try {
    const file = readFileSync(path.join(cacheDir(), `${key}.bin`));
    const headerLength = file.readUInt32LE(0);
    const header = JSON.parse(file.subarray(4, 4 + headerLength).toString('utf8')) as Header;
    let offset = 4 + headerLength;
    const rows = header.rows.map(({ length, ...row }) => {
      const bytes = new Uint8Array(file.subarray(offset, offset + length));
      offset += length;
      return { ...row, bytes };
    });
    return offset === file.length ? { path: header.path, rows } : null;
  } catch {
    return null;
  }
}

export function writeCachedPicture(key: string, picture: CachedPicture) {
  if (!enabled()) return;
  try {
    const header: Header = {
      path: picture.path,
      rows: picture.rows.map((row) => ({
        name: row.name,
        contentType: row.contentType,
        width: row.width,
        height: row.height,
        length: row.bytes.byteLength,
      })),
    };
    const json = Buffer.from(JSON.stringify(header), 'utf8');
    const length = Buffer.alloc(4);
    length.writeUInt32LE(json.length);
    mkdirSync(cacheDir(), { recursive: true });
    // Written aside and renamed: a seed running at the same time never reads half a file.
    const temporary = path.join(cacheDir(), `${key}.${process.pid}.tmp`);
    writeFileSync(temporary, Buffer.concat([length, json, ...picture.rows.map((row) => row.bytes)]));
    renameSync(temporary, path.join(cacheDir(), `${key}.bin`));
  } catch {
    // A read-only or full disk: the next seed draws again.
  }
}
