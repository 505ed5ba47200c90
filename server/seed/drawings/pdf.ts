/**
 * Contest rules and application forms as a one-page PDF written by hand: the demo needs downloadable
 * files but no binary assets. The text uses the standard Helvetica font, which covers latin only, so the
 * document carries the file's latin name rather than translated prose.
 */

import { pdfFromObjects } from '../../media-store/pdf';

const escapePdfText = (text: string) => text.replace(/[\\()]/g, (ch) => `\\${ch}`).replace(/[^\x20-\x7e]/g, '?');

/** "zolotoy-slitok-rules-2027" → "Zolotoy Slitok Rules 2027". */
export const titleFromName = (name: string) =>
  name
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function pdfDocument(name: string): Uint8Array<ArrayBuffer> {
  const lines: [size: number, y: number, text: string][] = [
    [26, 760, 'Metal-Industry'],
    [13, 736, 'International Industrial Exhibition - Moscow, Severny Exhibition Centre'],
    [18, 680, titleFromName(name)],
    [11, 650, `Document: ${name}.pdf`],
    [11, 630, 'Organiser: Metal-Expo Service LLC, info@metal-industry-expo.ru, +7 (495) 734-99-66'],
  ];
  const text = lines.map(([size, y, line]) => `BT /F1 ${size} Tf 72 ${y} Td (${escapePdfText(line)}) Tj ET`).join('\n');
  const content = `0.0 0.22 0.38 RG 2 w 72 710 m 523 710 l S\n${text}\n`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${content.length} >>\nstream\n${content}endstream`,
  ];
  return pdfFromObjects(objects);
}
