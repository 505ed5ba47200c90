/**
 * A one-page PDF written by hand, from its objects (catalog, pages, page, fonts, content): the demo's contest
 * documents and the starter template's example are such files, so neither needs a PDF library or a binary
 * asset. Every object must be ASCII: string lengths are then byte offsets, as the cross-reference table needs.
 */
export function pdfFromObjects(objects: readonly string[]): Uint8Array<ArrayBuffer> {
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

/** The smallest document a PDF reader opens: one empty A4 page. */
export const emptyPagePdf = () =>
  pdfFromObjects([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
  ]);
