/**
 * The demo's drawings (seed time only): the same name always draws the same picture, names are checked
 * before anything is drawn, and the contest documents are valid PDFs (their cross-reference table points
 * at each object exactly, or readers call the file damaged).
 */
import { describe, expect, it } from 'vitest';
import { drawing } from './render';

const svgOf = (kind: string, name: string) => {
  const made = drawing(kind, name);
  if (made?.kind !== 'svg') throw new Error(`no drawing for ${kind}/${name}`);
  return made.body;
};

describe('the demo drawings', () => {
  it.each(['news', 'gallery', 'halls', 'banner', 'contests', 'logo', 'partners', 'people'])('draws a script-free SVG for %s', (kind) => {
    const svg = svgOf(kind, 'sample-1');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).not.toMatch(/<script|javascript:|href=/i);
  });

  it('draws the same picture for the same name, another for another', () => {
    expect(svgOf('news', '7')).toBe(svgOf('news', '7'));
    expect(svgOf('news', '8')).not.toBe(svgOf('news', '7'));
  });

  it('puts the company initials on a logo', () => {
    expect(svgOf('logo', 'volga-metal-prom')).toContain('>VM</text>');
  });

  it.each([
    ['unknown', 'a'],
    ['news', 'Upper'],
    ['news', '../x'],
    ['news', ''],
  ])('draws nothing for %s/%s', (kind, name) => {
    expect(drawing(kind, name)).toBeNull();
  });

  it('writes a valid PDF document', () => {
    const made = drawing('files', 'zolotoy-slitok-rules-2027');
    if (made?.kind !== 'pdf') throw new Error('no PDF');
    expect(made.filename).toBe('zolotoy-slitok-rules-2027.pdf');
    const pdf = Buffer.from(made.body).toString('latin1');
    expect(pdf.startsWith('%PDF-1.')).toBe(true);
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n/.exec(pdf)?.[1]);
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref');
    const offsets = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
    expect(offsets.length).toBe(5);
    offsets.forEach((offset, index) => expect(pdf.slice(offset, offset + 7)).toBe(`${index + 1} 0 obj`));
    const length = Number(/\/Length (\d+)/.exec(pdf)?.[1]);
    const streamStart = pdf.indexOf('stream\n') + 'stream\n'.length;
    expect(pdf.slice(streamStart + length, streamStart + length + 9)).toBe('endstream');
  });
});
