/**
 * The picture store against a real (empty, migrated) PGlite database: the forms a picture is stored in,
 * the same bytes stored once, and bytes that are not a picture refused with a reason an import can print.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS, pictureSources } from '../../src/contract/media';
import { openDatabase } from '../db/connect';
import { mediaFiles } from '../db/schema';
import { PictureError, storePicture } from './store';

const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-media-store-'));
const handle = await openDatabase({ dataDir: dir });
afterAll(async () => {
  await handle.close();
  rmSync(dir, { recursive: true, force: true });
});

const png = (width: number, height: number, colour: string) =>
  sharp({ create: { width, height, channels: 4, background: colour } })
    .png()
    .toBuffer()
    .then((b) => new Uint8Array(b));

describe('storePicture', () => {
  it('stores a PNG logo as the PNG fallback plus a WebP at each of the card widths', async () => {
    const stored = await storePicture(handle.db, await png(600, 300, '#3366cc'), 'logo');
    expect(stored).toMatch(/^\/media\/logo\/[0-9a-f]{16}\.png$/);
    const rows = await handle.db
      .select()
      .from(mediaFiles)
      .where(like(mediaFiles.name, `${stored.slice('/media/'.length, -'.png'.length)}%`));
    const fallback = rows.find((r) => r.name.endsWith('.png'));
    expect(fallback?.contentType).toBe('image/png');
    expect(fallback?.width).toBe(Math.max(...PICTURE_WIDTHS.logo));
    const webps = rows.filter((r) => r.name.endsWith('.webp')).sort((a, b) => (a.width ?? 0) - (b.width ?? 0));
    expect(webps.map((r) => r.width)).toEqual([...PICTURE_WIDTHS.logo]);
    for (const row of webps) {
      expect(row.contentType).toBe('image/webp');
      const meta = await sharp(row.bytes).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', row.width, (row.width ?? 0) / 2]);
    }
    // The srcset the pages build names exactly the stored WebPs.
    const srcSet = pictureSources(stored).srcSet ?? '';
    expect(
      srcSet
        .split(', ')
        .map((s) => s.split(' ')[0]?.slice('/media/'.length))
        .sort(),
    ).toEqual(webps.map((r) => r.name).sort());
  });

  it('stores the same bytes once: same path, no second set of rows', async () => {
    const bytes = await png(300, 300, '#aa2200');
    const first = await storePicture(handle.db, bytes, 'logo');
    const [before] = await handle.db
      .select({ created: mediaFiles.createdAt })
      .from(mediaFiles)
      .where(eq(mediaFiles.name, first.slice(7)));
    const second = await storePicture(handle.db, bytes, 'logo');
    expect(second).toBe(first);
    const rows = await handle.db
      .select()
      .from(mediaFiles)
      .where(like(mediaFiles.name, `${first.slice(7, -4)}%`));
    expect(rows).toHaveLength(PICTURE_WIDTHS.logo.length + 1);
    expect(rows.find((r) => r.name === first.slice(7))?.createdAt).toEqual(before?.created);
  });

  it('does not enlarge a small picture: the widths stay named, the pixels stay as they were', async () => {
    const stored = await storePicture(handle.db, await png(100, 50, '#00aa00'), 'news');
    const rows = await handle.db
      .select()
      .from(mediaFiles)
      .where(like(mediaFiles.name, `${stored.slice(7, -4)}%`));
    expect(rows.length).toBe(PICTURE_WIDTHS.news.length + 1);
    expect(rows.every((r) => r.width === 100 && r.height === 50)).toBe(true);
  });

  it('keeps a JPEG photo as JPEG and an SVG as SVG (no raster forms)', async () => {
    const jpeg = new Uint8Array(
      await sharp({ create: { width: 900, height: 600, channels: 3, background: '#777' } })
        .jpeg()
        .toBuffer(),
    );
    expect(await storePicture(handle.db, jpeg, 'gallery')).toMatch(/^\/media\/gallery\/[0-9a-f]{16}\.jpg$/);
    const svg = new TextEncoder().encode(
      '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20"/></svg>',
    );
    const stored = await storePicture(handle.db, svg, 'partner');
    expect(stored).toMatch(/\.svg$/);
    const rows = await handle.db
      .select()
      .from(mediaFiles)
      .where(like(mediaFiles.name, `${stored.slice(7, -4)}%`));
    expect(rows.map((r) => [r.contentType, r.width, r.height])).toEqual([['image/svg+xml', 40, 20]]);
  });

  it('refuses bytes that are not a picture with a reason, storing nothing', async () => {
    const count = async () => (await handle.db.select({ name: mediaFiles.name }).from(mediaFiles)).length;
    const before = await count();
    const text = new TextEncoder().encode('name;one_cid\nKama Steel;1001\n');
    await expect(storePicture(handle.db, text, 'logo')).rejects.toThrow(PictureError);
    await expect(storePicture(handle.db, text, 'logo')).rejects.toThrow(/not a picture/);
    expect(await count()).toBe(before);
  });
});
