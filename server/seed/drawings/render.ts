/**
 * Which drawing each demo picture name makes (seed time only: server/seed/pictures.ts stores the results).
 * An unknown kind or a bad name is null.
 */
import { logoPicture, partnerPicture, personPicture } from './marks';
import { pdfDocument } from './pdf';
import { bannerPicture, contestPicture, newsPicture } from './pictures';
import { scenePicture } from './scenes';
import { svgDocument, type Picture } from './svg';

const NAME = /^[a-z0-9][a-z0-9-]{0,99}$/;

const PICTURES: Record<string, (seed: string) => Picture> = {
  news: newsPicture,
  gallery: (seed) => scenePicture(seed),
  halls: (seed) => scenePicture(seed),
  banner: bannerPicture,
  contests: contestPicture,
  logo: logoPicture,
  partners: partnerPicture,
  people: personPicture,
};

export type Drawing = { kind: 'svg'; body: string } | { kind: 'pdf'; body: Uint8Array<ArrayBuffer>; filename: string };

export function drawing(kind: string, name: string): Drawing | null {
  if (!NAME.test(name)) return null;
  if (kind === 'files') return { kind: 'pdf', body: pdfDocument(name), filename: `${name}.pdf` };
  const draw = Object.hasOwn(PICTURES, kind) ? PICTURES[kind] : undefined;
  return draw ? { kind: 'svg', body: svgDocument(draw(name), 1) } : null;
}
