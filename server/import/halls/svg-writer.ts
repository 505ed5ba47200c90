/**
 * A stored hall written back as a plain SVG the reader takes (svg-reader.ts): the outline and one
 * <polygon> per shape with its data-* marks (a name's translations as data-name-en and data-name-zh), in
 * the organiser's units (metres / data-metres-per-unit), so export → import changes nothing.
 * The organiser's own drawing (styles, labels) is not kept, only geometry.
 */
import type { ShapeKind } from '../../../src/contract/halls';
import type { ShapeNames } from '../../db/schema';
import { NAME_LANGS } from './svg-reader';

export type HallDrawing = {
  metresPerUnit: number;
  outline: number[];
  shapes: {
    kind: ShapeKind | string;
    points: number[];
    stand?: string | null;
    name?: string | null;
    names?: ShapeNames | null;
    to?: string | null;
  }[];
};

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Six decimals are far finer than 0.01 m at any scale, and drop the float noise of the division. */
const unit = (metres: number, metresPerUnit: number) => String(Number((metres / metresPerUnit).toFixed(6)));

function pointsAttribute(points: number[], metresPerUnit: number): string {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) {
    pairs.push(`${unit(points[i] as number, metresPerUnit)},${unit(points[i + 1] as number, metresPerUnit)}`);
  }
  return pairs.join(' ');
}

export function hallSvg(hall: HallDrawing): string {
  const scale = hall.metresPerUnit;
  const xs = hall.outline.filter((_, i) => i % 2 === 0);
  const ys = hall.outline.filter((_, i) => i % 2 === 1);
  const [minX, minY] = [Math.min(...xs), Math.min(...ys)];
  const viewBox = [minX, minY, Math.max(...xs) - minX, Math.max(...ys) - minY].map((value) => unit(value, scale)).join(' ');
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}" data-metres-per-unit="${scale}">`,
    `  <polygon data-kind="outline" points="${pointsAttribute(hall.outline, scale)}"/>`,
  ];
  for (const shape of hall.shapes) {
    const marks = [
      shape.kind === 'stand' ? `data-stand="${escapeAttribute(shape.stand ?? '')}"` : `data-kind="${shape.kind}"`,
      ...(shape.name ? [`data-name="${escapeAttribute(shape.name)}"`] : []),
      ...NAME_LANGS.flatMap((lang) => {
        const translated = shape.names?.[lang];
        return translated ? [`data-name-${lang}="${escapeAttribute(translated)}"`] : [];
      }),
      ...(shape.to ? [`data-to="${escapeAttribute(shape.to)}"`] : []),
    ];
    lines.push(`  <polygon ${marks.join(' ')} points="${pointsAttribute(shape.points, scale)}"/>`);
  }
  lines.push('</svg>', '');
  return lines.join('\n');
}
