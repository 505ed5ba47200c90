import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EX_TYPE, LANGS } from '../../src/contract/common';
import { GalleryDetailSchema, MediaYearsResponseSchema } from '../../src/contract/photo-galleries';
import { exhibitions, photoGalleries } from '../../server/db/schema';
import { toVenueIso } from '../../server/http/dates';
import { pictureHash } from '../../server/media-store/store';
import { useApiServer } from '../support/api-server';
import { getParsed } from './content-support';
import { importerFor, NONE, nothingChanged, tempDir, writePng, writeText } from './import-content-support';

const api = await useApiServer();
const importer = importerFor(api.server.deps.db);
const root = tempDir('galleries');
const source = path.join(root, 'galleries');

const NAME = { ru: 'Церемония открытия', en: 'Opening ceremony', zh: '开幕式' };
const LOCATION = { ru: 'Павильон 1', en: 'Hall 1', zh: '1号馆' };
let year = 0;
let exPrefix = '';
/** Another year an exhibition opens in. */
let otherYear = 0;

const galleryYaml = (name: typeof NAME, date = '') =>
  [`name: ${JSON.stringify(name)}`, `location: ${JSON.stringify(LOCATION)}`, ...(date ? [`date: ${date}`] : []), ''].join('\n');

beforeAll(async () => {
  // A year that exactly one exhibition of the site opens in: the one its galleries go to.
  const shows = await api.server.deps.db.select().from(exhibitions).where(eq(exhibitions.exType, DEFAULT_EX_TYPE));
  const years = shows.map((show) => ({ prefix: show.prefixContract, year: Number(toVenueIso(show.dateStart).slice(0, 4)) }));
  const single = years.find((entry) => years.filter((other) => other.year === entry.year).length === 1);
  if (!single) throw new Error('no exhibition year to import into');
  ({ year, prefix: exPrefix } = single);
  otherYear = years.find((entry) => entry.year !== year)?.year ?? 0;
});

describe('galleries import from a folder per year', () => {
  it('adds a gallery per folder, with its photos stored once and the names of gallery.yaml', async () => {
    const dir = path.join(source, String(year), 'opening-ceremony');
    await writePng(path.join(dir, '02.png'), [0, 0, 255], 900, 600);
    await writePng(path.join(dir, '01.png'), [255, 0, 0], 900, 600);
    await writePng(path.join(dir, '10.png'), [0, 255, 0], 900, 600);
    writeText(path.join(dir, 'gallery.yaml'), galleryYaml(NAME, `${year}-05-14`));
    await writePng(path.join(source, String(year), 'no-yaml', 'a.png'), [9, 9, 9]);
    const before = await importer.contentVersion();
    expect(await importer.counts('galleries', source)).toMatchObject({ added: 2, changed: 0, unchanged: 0, removed: 0 });
    expect(await importer.contentVersion()).not.toBe(before);
    for (const lang of LANGS) {
      const detail = await getParsed(api, GalleryDetailSchema, '/photo_galleries/detail/?url=opening-ceremony', lang);
      expect(detail).toMatchObject({
        name: NAME[lang],
        location: LOCATION[lang],
        date: `${year}-05-14`,
        ex_prefix: exPrefix,
        year,
        photos_count: 3,
      });
      for (const photo of detail.photos) {
        expect(photo.image).toMatch(/^\/media\/gallery\/[0-9a-f]{16}\.png$/);
        expect(photo.thumbnail).toBe(photo.image);
      }
      const media = await getParsed(api, MediaYearsResponseSchema, '/photo_galleries/', lang);
      const card = media.find((entry) => entry.ex_prefix === exPrefix)?.galleries.find((g) => g.url === 'opening-ceremony');
      expect(card?.previews).toEqual(detail.photos.slice(0, 2).map((photo) => ({ thumbnail: photo.thumbnail })));
    }
    // File-name order, numbers compared as numbers: 01, 02, 10.
    const detail = await getParsed(api, GalleryDetailSchema, '/photo_galleries/detail/?url=opening-ceremony', 'en');
    const expected = ['01.png', '02.png', '10.png'].map((file) => `/media/gallery/${pictureHash(readFileSync(path.join(dir, file)))}.png`);
    expect(detail.photos.map((photo) => photo.image)).toEqual(expected);
    const plain = await getParsed(api, GalleryDetailSchema, '/photo_galleries/detail/?url=no-yaml', 'zh');
    expect(plain).toMatchObject({ name: 'no-yaml', photos_count: 1, ex_prefix: exPrefix });
  });

  it('changes nothing on a second import, one gallery after an edited name, nothing after an export round trip', async () => {
    const before = await importer.contentVersion();
    expect(await importer.counts('galleries', source)).toMatchObject({ added: 0, changed: 0, unchanged: 2, removed: 0 });
    expect(await importer.contentVersion()).toBe(before);
    writeText(
      path.join(source, String(year), 'opening-ceremony', 'gallery.yaml'),
      galleryYaml({ ...NAME, zh: '开幕典礼' }, `${year}-05-14`),
    );
    expect(await importer.counts('galleries', source)).toMatchObject({ added: 0, changed: 1, unchanged: 1, removed: 0 });
    expect((await getParsed(api, GalleryDetailSchema, '/photo_galleries/detail/?url=opening-ceremony', 'zh')).name).toBe('开幕典礼');
    const exported = path.join(root, 'exported');
    const rows = await importer.exportTo('galleries', exported);
    const counts = await importer.counts('galleries', exported);
    expect(nothingChanged(counts)).toEqual(NONE);
    expect(counts.unchanged).toBe(rows);
  });

  it('lists each problem with its folder or file and writes nothing', async () => {
    const bad = path.join(root, 'bad');
    await writePng(path.join(bad, '1990', 'too-old', 'a.png'), [1, 1, 1]);
    await writePng(path.join(bad, String(year), 'same', 'a.png'), [1, 1, 2]);
    await writePng(path.join(bad, String(otherYear), 'same', 'a.png'), [1, 1, 3]);
    writeText(path.join(bad, String(year), 'bad-date', 'gallery.yaml'), galleryYaml(NAME, `${year}-13-01`));
    writeText(path.join(bad, String(year), 'not-a-picture', 'photo.png'), 'this is text, not a PNG');
    writeText(path.join(bad, 'misc', 'x', 'a.txt'), '');
    const before = await importer.contentVersion();
    for (const dryRun of [true, false]) {
      const report = await importer.run('galleries', bad, { dryRun });
      expect(report.counts).toBeNull();
      const places = report.problems.map((p) => `${p.file}${p.column ? ` ${p.column}` : ''}`);
      expect(places.sort()).toEqual(
        [
          '1990/too-old',
          `${year}/bad-date/gallery.yaml date`,
          `${year}/not-a-picture/photo.png`,
          `${Math.max(year, otherYear)}/same gallery folder`,
          'misc',
        ].sort(),
      );
    }
    expect(await importer.contentVersion()).toBe(before);
  });

  it('prunes with --exhibition only the galleries of that exhibition', async () => {
    const db = api.server.deps.db;
    const others = await db.select().from(photoGalleries).where(ne(photoGalleries.exPrefix, exPrefix));
    const only = path.join(root, 'only');
    await writePng(path.join(only, String(year), 'opening-ceremony', '01.png'), [255, 0, 0], 900, 600);
    const ours = await db.select().from(photoGalleries).where(eq(photoGalleries.exPrefix, exPrefix));
    expect(await importer.counts('galleries', only, { prune: true, exhibition: exPrefix })).toMatchObject({
      changed: 1,
      removed: ours.length - 1,
    });
    expect((await db.select().from(photoGalleries).where(eq(photoGalleries.exPrefix, exPrefix))).map((g) => g.url)).toEqual([
      'opening-ceremony',
    ]);
    expect(await db.select().from(photoGalleries).where(ne(photoGalleries.exPrefix, exPrefix))).toHaveLength(others.length);
  });
});
