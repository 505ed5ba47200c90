/**
 * Contest rules and application forms as a one-page PDF written by hand: the demo needs downloadable
 * files but no binary assets. The text uses the standard Helvetica font, which covers latin only, so the
 * document carries the file's latin name rather than translated prose.
 */

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
  // Everything is ASCII, so string lengths are byte offsets.
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return new TextEncoder().encode(out);
}
