/**
 * What the starter templates (`export -- starter`) share: the ids their example rows name across files
 * (an exhibitor's country and topic), and the example pictures and documents beside them, made here so
 * the folder imports as it is and shows where an organiser's own files go.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { PICTURE_WIDTHS, type PictureUse } from '../../src/contract/media';
import { emptyPagePdf } from '../media-store/pdf';

export const STARTER_COUNTRY = 'RU';
export const STARTER_TOPIC = 'T-1';
export const STARTER_TOPIC_GROUP = 'TC-1';

/** A calm colour per use, so the example pictures are told apart on the site. */
const COLOURS: Record<PictureUse, { r: number; g: number; b: number }> = {
  logo: { r: 40, g: 90, b: 160 },
  partner: { r: 60, g: 120, b: 110 },
  news: { r: 150, g: 110, b: 60 },
  contest: { r: 170, g: 140, b: 40 },
  gallery: { r: 90, g: 100, b: 120 },
  banner: { r: 30, g: 60, b: 110 },
  hall: { r: 110, g: 80, b: 130 },
  person: { r: 120, g: 120, b: 120 },
};

/** A plain PNG as wide as the use's largest size (a square for logos and people, 3:2 otherwise). */
export async function examplePicture(file: string, use: PictureUse): Promise<void> {
  const width = PICTURE_WIDTHS[use].at(-1) ?? 480;
  const height = use === 'logo' || use === 'person' ? width : Math.round((width * 2) / 3);
  await mkdir(path.dirname(file), { recursive: true });
  await sharp({ create: { width, height, channels: 3, background: COLOURS[use] } })
    .png()
    .toFile(file);
}

/** An example contest document: one empty page. */
export async function examplePdf(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, emptyPagePdf());
}
