/**
 * The demo's pictures and documents, drawn at seed time and written through the same store as imported
 * ones (server/media-store), so the running server only ever serves stored bytes. A seed file names a
 * drawing the way the old request-time generator did (/media/logo/kama-steel.svg, /media/files/x.pdf) and
 * gets back the stored path; each drawing is made once (memoised), a few at a time (sharp works on the
 * libuv pool: two at a time keep both cores of a small machine busy without piling up memory).
 *
 * The drawings are SVG: rasterised by sharp at the largest width their use is shown at, as JPEG (scenes,
 * illustrations, portraits) or PNG (logos), because an organiser's real pictures are rasters too and the
 * pages, the srcset and the WebP sizes should be exercised by the demo as by real content.
 */
import sharp from 'sharp';
import { PICTURE_WIDTHS, type PictureUse } from '../../src/contract/media';
import { storeDocument } from '../media-store/documents';
import { storePicture } from '../media-store/store';
import { drawing } from './drawings/render';
import { hashString } from './drawings/random';
import type { SeedTx } from './index';

/** Drawing kinds (the old /media/<kind>/ paths) → the use they are stored for and their raster format. */
const KINDS: Record<string, { use: PictureUse; format: 'jpeg' | 'png'; maxWidth?: number }> = {
  // The demo's news pictures stop at 800 px and its gallery photos at 960 px (the news page and the viewer
  // show them scaled up on a wide screen): the largest sizes are most of the seed's drawing time. The
  // larger widths are still stored, as copies, so the srcset every page builds always finds its files.
  news: { use: 'news', format: 'jpeg', maxWidth: 800 },
  gallery: { use: 'gallery', format: 'jpeg', maxWidth: 960 },
  halls: { use: 'hall', format: 'jpeg' },
  banner: { use: 'banner', format: 'jpeg' },
  contests: { use: 'contest', format: 'jpeg' },
  logo: { use: 'logo', format: 'png' },
  partners: { use: 'partner', format: 'png' },
  people: { use: 'person', format: 'jpeg' },
};

/**
 * About 290 gallery photos would take the seed a minute to draw and encode; they are drawn from a pool of
 * scenes instead (a photo's number picks its scene), so every gallery still shows a varied set.
 */
const GALLERY_POOL = 24;
const PARALLEL = 2;
const REFERENCE = /^\/media\/([a-z]+)\/([a-z0-9][a-z0-9-]{0,99})\.(svg|pdf)$/;

export type SeedPictures = {
  /** The stored path for a drawing named as /media/<kind>/<name>.svg (or /media/files/<name>.pdf). */
  stored: (reference: string) => Promise<string>;
};

export function seedPictures(tx: SeedTx): SeedPictures {
  const memo = new Map<string, Promise<string>>();
  const queue: (() => void)[] = [];
  let running = 0;
  const limited = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= PARALLEL) await new Promise<void>((resolve) => queue.push(resolve));
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      queue.shift()?.();
    }
  };

  const make = async (kind: string, name: string): Promise<string> => {
    if (kind === 'files') {
      const pdf = drawing('files', name);
      if (pdf?.kind !== 'pdf') throw new Error(`The seed names an unknown document: ${name}`);
      return storeDocument(tx, pdf.body, pdf.filename);
    }
    const spec = Object.hasOwn(KINDS, kind) ? KINDS[kind] : undefined;
    const svg = drawing(kind, name);
    if (!spec || svg?.kind !== 'svg') throw new Error(`The seed names an unknown picture: /media/${kind}/${name}.svg`);
    const widths = PICTURE_WIDTHS[spec.use];
    const width = Math.min(spec.maxWidth ?? Infinity, widths[widths.length - 1] ?? 0);
    const raster = sharp(Buffer.from(svg.body)).resize({ width, withoutEnlargement: true });
    const bytes = await (spec.format === 'png' ? raster.png({ compressionLevel: 1 }) : raster.jpeg({ quality: 90 })).toBuffer();
    return storePicture(tx, new Uint8Array(bytes), spec.use);
  };

  return {
    stored(reference) {
      const match = REFERENCE.exec(reference);
      if (!match) throw new Error(`Not a drawing reference: ${reference}`);
      const [, kind = '', rawName = ''] = match;
      // A "-thumb" is the same picture: the pages pick a small size from the srcset.
      let name = rawName.replace(/-thumb$/, '');
      if (kind === 'gallery') name = `scene-${hashString(name) % GALLERY_POOL}`;
      const key = `${kind}/${name}`;
      let path = memo.get(key);
      if (!path) {
        path = limited(() => make(kind, name));
        memo.set(key, path);
      }
      return path;
    },
  };
}

/** Resolves every drawing reference of a list at once (the pool bounds the work). */
export const storedAll = (pictures: SeedPictures, references: readonly string[]) => Promise.all(references.map((r) => pictures.stored(r)));
