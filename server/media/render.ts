/**
 * Which picture each /media/<kind>/<name>.<ext> path draws. Names are checked against one strict pattern
 * before anything is drawn; an unknown kind or a bad name is simply "no such file".
 */
import { logoPicture, partnerPicture, personPicture } from './marks';
import { pdfDocument } from './pdf';
import { bannerPicture, contestPicture, newsPicture } from './pictures';
import { scenePicture } from './scenes';
import { svgDocument, type Picture } from './svg';

const NAME = /^([a-z0-9][a-z0-9-]{0,99})\.(svg|pdf)$/;
const THUMB_SUFFIX = '-thumb';

/** Pictures per kind, with the scale of their "-thumb" variant. */
const PICTURES: Record<string, { draw: (seed: string) => Picture; thumbScale: number }> = {
  news: { draw: newsPicture, thumbScale: 0.5 },
  gallery: { draw: (seed) => scenePicture(seed), thumbScale: 0.32 },
  halls: { draw: (seed) => scenePicture(seed), thumbScale: 0.4 },
  banner: { draw: bannerPicture, thumbScale: 0.4 },
  contests: { draw: contestPicture, thumbScale: 0.5 },
  logo: { draw: logoPicture, thumbScale: 0.5 },
  partners: { draw: partnerPicture, thumbScale: 0.5 },
  people: { draw: personPicture, thumbScale: 0.5 },
};

export type MediaFile = { kind: 'svg'; body: string } | { kind: 'pdf'; body: Uint8Array<ArrayBuffer>; filename: string };

export function renderMedia(kind: string, file: string): MediaFile | null {
  const match = NAME.exec(file);
  if (!match) return null;
  const [, name = '', ext] = match;
  if (ext === 'pdf') return kind === 'files' ? { kind: 'pdf', body: pdfDocument(name), filename: `${name}.pdf` } : null;
  const picture = Object.hasOwn(PICTURES, kind) ? PICTURES[kind] : undefined;
  if (!picture) return null;
  // A thumbnail is drawn from the full picture's seed, so it shows the same thing.
  const isThumb = name.endsWith(THUMB_SUFFIX) && name.length > THUMB_SUFFIX.length;
  const seed = isThumb ? name.slice(0, -THUMB_SUFFIX.length) : name;
  return { kind: 'svg', body: svgDocument(picture.draw(seed), isThumb ? picture.thumbScale : 1) };
}
