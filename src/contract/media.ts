/**
 * Stored pictures, shared by the server that writes them (server/media-store) and the pages that show
 * them. A picture is stored once, named by its content hash, as
 *   /media/<use>/<hash>.<ext>          the fallback in its original format (JPEG, PNG, WebP or SVG),
 *                                      no wider than the use's largest width;
 *   /media/<use>/<hash>-<width>.webp   a WebP at each width the pages show that use at (raster only).
 * Database rows and API answers hold the fallback's path; the pages derive the WebP srcset from it with
 * pictureSources(), so the widths live here and nowhere else.
 */

/** What a picture is for: decides the widths it is resized to. */
export type PictureUse = 'logo' | 'news' | 'contest' | 'partner' | 'gallery' | 'banner' | 'hall' | 'person';

/**
 * Widths (CSS px × device pixel ratios 1 and 2) of each use's boxes: a catalogue card's logo is 56 px and
 * the exhibitor window's 96 px; a home page hall picture 320 px; a news card's image about 400 px and the
 * news item's up to 1200 px; a gallery thumbnail 240–480 px and the photo viewer up to a full desktop.
 */
export const PICTURE_WIDTHS: Readonly<Record<PictureUse, readonly number[]>> = {
  logo: [64, 128, 256],
  partner: [200, 400, 720],
  news: [400, 800, 1200],
  contest: [450, 900],
  gallery: [480, 960, 1600],
  banner: [800, 1280, 1920],
  hall: [320, 640, 960],
  person: [120, 240, 480],
};

/** The fallback's extension per stored format. */
export const PICTURE_TYPES = { jpg: 'image/jpeg', png: 'image/png', webp: 'image/webp', svg: 'image/svg+xml' } as const;
export type PictureExt = keyof typeof PICTURE_TYPES;

const STORED = /^\/media\/([a-z]+)\/([0-9a-f]{16})\.(jpg|png|webp|svg)$/;

export type PictureSources = { src: string; srcSet?: string };

/** The stored picture's parts, or null for a path the store did not write (an outside URL, an icon). */
export function parseStoredPicture(path: string): { use: PictureUse; hash: string; ext: PictureExt } | null {
  const match = STORED.exec(path);
  if (!match) return null;
  const [, use = '', hash = '', ext = ''] = match;
  if (!Object.hasOwn(PICTURE_WIDTHS, use)) return null;
  return { use: use as PictureUse, hash, ext: ext as PictureExt };
}

/** The WebP of a stored picture at one of its use's widths (the nearest stored width not below it). */
export function pictureAt(path: string, width: number): string {
  const stored = parseStoredPicture(path);
  if (!stored || stored.ext === 'svg') return path;
  const widths = PICTURE_WIDTHS[stored.use];
  const chosen = widths.find((w) => w >= width) ?? widths[widths.length - 1];
  return `/media/${stored.use}/${stored.hash}-${chosen}.webp`;
}

/**
 * What an <img> needs: the fallback as src and the WebPs as srcSet. Every browser the app supports reads
 * WebP; the fallback is there for a browser that does not read srcset and for saving the picture.
 * An SVG scales by itself, and a path the store did not write is shown as it is.
 */
export function pictureSources(path: string): PictureSources {
  const stored = parseStoredPicture(path);
  if (!stored || stored.ext === 'svg') return { src: path };
  const srcSet = PICTURE_WIDTHS[stored.use].map((w) => `/media/${stored.use}/${stored.hash}-${w}.webp ${w}w`).join(', ');
  return { src: path, srcSet };
}
