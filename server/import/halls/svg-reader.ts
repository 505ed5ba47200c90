/**
 * Reads one hall's SVG, as a designer's CAD or vector tool exports it, into polygons in metres: geometry,
 * never markup, so nothing of the file (scripts, handlers, styles, fonts, pictures) can reach a page.
 *
 * The parse is strict (saxes, with line and column): malformed XML, a root that is not <svg>, a <script>,
 * an on* handler, a <foreignObject>, a reference outside the file, an unknown data-kind or an empty stand
 * number is a problem naming the line and the element, and the hall is not read. Every transform is
 * applied (transformation-matrix composes them from the root down), path data is made absolute with arcs
 * turned into curves (svgpath), and curves, circles and ellipses are sampled into straight segments.
 *
 * What is read (everything else is drawing and ignored):
 * - a stand: a shape with data-stand="2F55" or id="stand-2F55"; or a group holding exactly one shape and
 *   one <text> (its <tspan>s joined) whose content, without spaces, is the stand number — how Illustrator
 *   and Inkscape export a labelled rectangle;
 * - data-kind="wall" | "entrance" (data-name) | "door" (data-to: the other hall) | "service" (data-name) |
 *   "room" (data-name, as the programme names the room) on a shape; data-name-en and data-name-zh beside
 *   data-name give the name in those languages (empty: none);
 * - the outline: the shape with data-kind="outline"; without one, the root's viewBox rectangle.
 * Coordinates are the root's user units times data-metres-per-unit (default 1), rounded to 0.01 m.
 */
import { SaxesParser } from 'saxes';
import SvgPath from 'svgpath';
import { applyToPoint, compose, fromDefinition, fromTransformAttribute, identity, type Matrix } from 'transformation-matrix';
import type { ShapeKind } from '../../../src/contract/halls';
import type { ShapeNames } from '../../db/schema';

export type SvgPlace = { line: number; column: number; element: string };
export type SvgProblem = SvgPlace & { message: string };

export type SvgShape = {
  kind: ShapeKind;
  /** Flat [x1, y1, x2, y2, …] in metres. */
  points: number[];
  stand?: string;
  /** In the organiser's own language (Russian). */
  name?: string;
  /** The same name in the other languages, those given only. */
  names?: ShapeNames;
  to?: string;
  at: SvgPlace;
};

/** The languages a shape's name is translated into, each as data-name-<lang>. */
export const NAME_LANGS = ['en', 'zh'] as const satisfies readonly (keyof ShapeNames)[];
const NAME_ATTRIBUTES = NAME_LANGS.map((lang) => `data-name-${lang}`).join(', ');

export type SvgHall = { metresPerUnit: number; outline: number[]; shapes: SvgShape[] };

const SHAPES = new Set(['rect', 'polygon', 'polyline', 'path', 'circle', 'ellipse', 'line']);
/** Containers whose content is not drawn where it stands (a symbol or a clip is used elsewhere, or never). */
const NOT_DRAWN = new Set(['defs', 'symbol', 'clipPath', 'mask', 'pattern', 'marker', 'linearGradient', 'radialGradient', 'filter']);
const DATA_KINDS = new Set<string>(['stand', 'wall', 'entrance', 'door', 'service', 'room', 'outline']);
/** Segments a curve, and points a circle or an ellipse, are sampled into. */
const CURVE_STEPS = 8;
const ROUND_STEPS = 32;
const STAND_MAX = 50;

/** 0.01 m: finer than any stand is drawn, and the same number after an export and an import. */
const centimetres = (value: number) => Math.round(value * 100) / 100 + 0;

type Element = {
  name: string;
  attributes: Record<string, string>;
  matrix: Matrix;
  at: SvgPlace;
  hidden: boolean;
  /** Drawn shapes and texts directly inside (groups only): what makes a rect + text label a stand. */
  shapes: Element[];
  texts: Element[];
  text: string;
  /** The stand number a label group gives its one shape. */
  labelled?: string;
};

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

function numberAttr(attributes: Record<string, string>, name: string, fallback = 0): number {
  const raw = attributes[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number.parseFloat(raw);
  return Number.isFinite(value) ? value : Number.NaN;
}

function numberList(text: string): number[] {
  return (text.match(/[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?/g) ?? []).map(Number);
}

function sampleCubic(out: number[], x0: number, y0: number, c: number[]) {
  const [x1, y1, x2, y2, x3, y3] = c as [number, number, number, number, number, number];
  for (let step = 1; step <= CURVE_STEPS; step += 1) {
    const t = step / CURVE_STEPS;
    const u = 1 - t;
    out.push(
      u * u * u * x0 + 3 * u * u * t * x1 + 3 * u * t * t * x2 + t * t * t * x3,
      u * u * u * y0 + 3 * u * u * t * y1 + 3 * u * t * t * y2 + t * t * t * y3,
    );
  }
}

function sampleQuadratic(out: number[], x0: number, y0: number, c: number[]) {
  const [x1, y1, x2, y2] = c as [number, number, number, number];
  for (let step = 1; step <= CURVE_STEPS; step += 1) {
    const t = step / CURVE_STEPS;
    const u = 1 - t;
    out.push(u * u * x0 + 2 * u * t * x1 + t * t * x2, u * u * y0 + 2 * u * t * y1 + t * t * y2);
  }
}

const boxArea = (points: number[]) => {
  const xs = points.filter((_, i) => i % 2 === 0);
  const ys = points.filter((_, i) => i % 2 === 1);
  return (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
};

/** Path data as points in the shape's own units; of several subpaths the largest is the shape (holes and marks are not). */
function pathPoints(d: string): number[] | string {
  const subpaths: number[][] = [];
  let current: number[] = [];
  let failed = false;
  try {
    SvgPath(d)
      .abs()
      .unshort()
      .unarc()
      .iterate((segment, _index, x, y) => {
        const [command, ...args] = segment as [string, ...number[]];
        if (command === 'M') {
          if (current.length > 0) subpaths.push(current);
          current = [args[0] as number, args[1] as number];
        } else if (command === 'L') current.push(args[0] as number, args[1] as number);
        else if (command === 'H') current.push(args[0] as number, y);
        else if (command === 'V') current.push(x, args[0] as number);
        else if (command === 'C') sampleCubic(current, x, y, args);
        else if (command === 'Q') sampleQuadratic(current, x, y, args);
        else if (command !== 'Z') failed = true;
      });
  } catch {
    failed = true;
  }
  if (current.length > 0) subpaths.push(current);
  if (failed || subpaths.length === 0 || subpaths.some((points) => points.some((value) => !Number.isFinite(value)))) {
    return 'has path data that cannot be read';
  }
  return subpaths.reduce((best, points) => (boxArea(points) > boxArea(best) ? points : best));
}

function ellipsePoints(cx: number, cy: number, rx: number, ry: number): number[] {
  const out: number[] = [];
  for (let step = 0; step < ROUND_STEPS; step += 1) {
    const angle = (2 * Math.PI * step) / ROUND_STEPS;
    out.push(cx + rx * Math.cos(angle), cy + ry * Math.sin(angle));
  }
  return out;
}

/** A shape's points in its own units, or why it has none. */
function shapePoints(name: string, a: Record<string, string>): number[] | string {
  let points: number[];
  if (name === 'rect') {
    const [x, y, width, height] = [numberAttr(a, 'x'), numberAttr(a, 'y'), numberAttr(a, 'width'), numberAttr(a, 'height')];
    if (!(width > 0 && height > 0)) return 'needs a width and a height above 0';
    points = [x, y, x + width, y, x + width, y + height, x, y + height];
  } else if (name === 'polygon' || name === 'polyline') {
    points = numberList(a.points ?? '');
    if (points.length % 2 === 1) points.pop();
  } else if (name === 'line') {
    points = [numberAttr(a, 'x1'), numberAttr(a, 'y1'), numberAttr(a, 'x2'), numberAttr(a, 'y2')];
  } else if (name === 'circle') {
    const r = numberAttr(a, 'r');
    if (!(r > 0)) return 'needs a radius above 0';
    points = ellipsePoints(numberAttr(a, 'cx'), numberAttr(a, 'cy'), r, r);
  } else if (name === 'ellipse') {
    const [rx, ry] = [numberAttr(a, 'rx'), numberAttr(a, 'ry')];
    if (!(rx > 0 && ry > 0)) return 'needs radii above 0';
    points = ellipsePoints(numberAttr(a, 'cx'), numberAttr(a, 'cy'), rx, ry);
  } else {
    const read = pathPoints(a.d ?? '');
    if (typeof read === 'string') return read;
    points = read;
  }
  if (points.some((value) => !Number.isFinite(value))) return 'has a coordinate that is not a number';
  if (points.length < 4) return 'needs at least two points';
  return points;
}

/** Into metres on the plan: the element's whole transform, the scale, 0.01 m; repeated and closing points dropped. */
function toMetres(points: number[], matrix: Matrix, metresPerUnit: number): number[] {
  const out: number[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) {
    const p = applyToPoint(matrix, { x: points[i] as number, y: points[i + 1] as number });
    const [x, y] = [centimetres(p.x * metresPerUnit), centimetres(p.y * metresPerUnit)];
    if (out.length >= 2 && out[out.length - 2] === x && out[out.length - 1] === y) continue;
    out.push(x, y);
  }
  if (out.length > 4 && out[0] === out[out.length - 2] && out[1] === out[out.length - 1]) out.splice(-2, 2);
  return out;
}

function transformOf(value: string | undefined): Matrix | string {
  if (value === undefined || value.trim() === '') return identity();
  try {
    const matrices = fromDefinition(fromTransformAttribute(value));
    return matrices.length === 0 ? identity() : matrices.length === 1 ? (matrices[0] as Matrix) : compose(matrices);
  } catch {
    return `has a transform that cannot be read: "${value.slice(0, 80)}"`;
  }
}

/**
 * An address outside the file: anything but a fragment (#id) of this one or embedded data (an architect's
 * underlay picture, which is drawing and never read); javascript: is outside too.
 */
const isExternal = (ref: string) => !/^\s*(#|data:)/i.test(ref);

/** Older Illustrator exports declare their namespaces as entities in the DOCTYPE (&ns_svg;): plain text ones are honoured. */
const ENTITY = /<!ENTITY\s+([^\s%"']+)\s+(["'])([^"'&<]*)\2\s*>/g;
const EXTERNAL_URL = /url\(\s*['"]?\s*(?!#)[^)]*\)/i;
const EXTERNAL_STYLE = /@import|url\(\s*['"]?\s*(?!#)/i;

/** An element as the organiser finds it in the file: its tag and, when it has one, its id. */
const describe = (name: string, attributes: Record<string, string>) => `<${name}${attributes.id ? ` id="${attributes.id}"` : ''}>`;

/**
 * Reads one SVG text. `problems` is empty exactly when `hall` is set: a file with any problem gives no hall,
 * so an import never writes half of one.
 */
export function readHallSvg(text: string): { hall?: SvgHall; problems: SvgProblem[] } {
  const problems: SvgProblem[] = [];
  const parser = new SaxesParser({ position: true });
  const stack: Element[] = [];
  const shapes: SvgShape[] = [];
  let metresPerUnit = 1;
  let viewBox: number[] | null = null;
  let outline: number[] | null = null;
  let rootSeen = false;
  let tagStart = { line: 1, column: 0 };

  const problem = (at: SvgPlace, message: string) => problems.push({ ...at, message });

  const drawn: Element[] = [];
  /** Thrown to stop reading: the root is not <svg>, or the XML is broken (one problem says it). */
  const stop = new Error('stop');

  parser.on('doctype', (doctype) => {
    for (const [, name, , value] of doctype.matchAll(ENTITY)) parser.ENTITIES[name as string] = value as string;
  });
  parser.on('opentagstart', () => {
    tagStart = { line: parser.line, column: parser.column };
  });
  parser.on('opentag', (tag) => {
    const name = localName(tag.name);
    const attributes = tag.attributes as Record<string, string>;
    const at: SvgPlace = { ...tagStart, element: describe(tag.name, attributes) };
    const parent = stack[stack.length - 1];
    if (!rootSeen) {
      rootSeen = true;
      if (name !== 'svg') {
        problems.splice(0, problems.length, { ...at, message: `is not an SVG file: its root element is <${tag.name}>` });
        throw stop;
      }
      const scale = numberAttr(attributes, 'data-metres-per-unit', 1);
      if (!(scale > 0)) problem(at, 'data-metres-per-unit must be a number above 0');
      else metresPerUnit = scale;
      if (attributes.viewBox !== undefined) {
        const box = numberList(attributes.viewBox);
        if (box.length === 4 && (box[2] as number) > 0 && (box[3] as number) > 0) viewBox = box;
        else problem(at, 'has a viewBox that is not four numbers with a width and a height above 0');
      }
    } else if (name === 'svg') problem(at, 'a nested <svg> is not read: ungroup it in the drawing tool');

    if (name === 'script') problem(at, 'a script is not allowed in a hall plan');
    if (name === 'foreignObject') problem(at, 'foreign content (HTML inside the drawing) is not allowed in a hall plan');
    for (const [attribute, value] of Object.entries(attributes)) {
      const local = localName(attribute).toLowerCase();
      if (local.startsWith('on')) problem(at, `the event handler ${attribute} is not allowed in a hall plan`);
      else if (local === 'href' && isExternal(value))
        problem(at, `the reference ${attribute}="${value.slice(0, 80)}" points outside the file`);
      else if (EXTERNAL_URL.test(value)) problem(at, `${attribute} refers to something outside the file`);
    }

    const own = transformOf(attributes.transform);
    if (typeof own === 'string') problem(at, own);
    const matrix = compose(parent?.matrix ?? identity(), typeof own === 'string' ? identity() : own);
    const hidden = (parent?.hidden ?? false) || NOT_DRAWN.has(name);
    const element: Element = { name, attributes, matrix, at, hidden, shapes: [], texts: [], text: '' };
    if (!hidden && SHAPES.has(name)) drawn.push(element);
    if (!hidden && parent) {
      if (SHAPES.has(name)) parent.shapes.push(element);
      else if (name === 'text') parent.texts.push(element);
    }
    stack.push(element);
  });
  const onText = (value: string) => {
    // A label's text is everything inside its <text>, its <tspan>s included; a style is read only for references.
    for (const open of stack) if (open.name === 'text') open.text += value;
    const top = stack[stack.length - 1];
    if (top?.name === 'style') top.text += value;
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const element = stack.pop();
    if (!element) return;
    if (element.name === 'style' && EXTERNAL_STYLE.test(element.text))
      problem(element.at, 'the style refers to something outside the file');
    if (element.name === 'g' && element.shapes.length === 1 && element.texts.length === 1) {
      const label = element.texts[0] as Element;
      const shape = element.shapes[0] as Element;
      if (shape.attributes['data-kind'] === undefined && shape.attributes['data-stand'] === undefined) {
        const number = label.text.replace(/\s+/g, '');
        if (number === '') problem(label.at, 'the stand number (the label beside the shape) is empty');
        else shape.labelled = number;
      }
    }
  });
  parser.on('error', (error) => {
    // saxes starts its message with line:column; the problem carries them apart.
    const top = stack[stack.length - 1];
    problems.splice(0, problems.length, {
      line: parser.line,
      column: parser.column,
      element: top ? top.at.element : 'the file',
      message: `is not well-formed XML: ${error.message.replace(/^[^:]*:\d+:\d+: /, '')}`,
    });
    throw stop;
  });

  if (!/^\uFEFF?\s*</.test(text)) return { problems: [{ line: 1, column: 1, element: 'the file', message: 'is not an SVG file' }] };
  try {
    parser.write(text).close();
  } catch (error) {
    if (error !== stop) throw error;
    return { problems };
  }
  if (!rootSeen) return { problems: [{ line: 1, column: 1, element: 'the file', message: 'is not an SVG file' }] };

  for (const element of drawn) {
    const a = element.attributes;
    const dataKind = a['data-kind'];
    const idStand = /^stand-(.*)$/.exec(a.id ?? '')?.[1];
    const standAttr = a['data-stand'] ?? idStand ?? element.labelled;
    if (dataKind !== undefined && !DATA_KINDS.has(dataKind)) {
      problem(element.at, `data-kind "${dataKind}" is not one of ${[...DATA_KINDS].join(', ')}`);
      continue;
    }
    const kind = dataKind ?? (standAttr !== undefined ? 'stand' : undefined);
    if (!kind) continue;
    const points = shapePoints(element.name, a);
    if (typeof points === 'string') {
      problem(element.at, points);
      continue;
    }
    const metres = toMetres(points, element.matrix, metresPerUnit);
    if (metres.length < 4) {
      problem(element.at, 'is smaller than 0.01 m once drawn to scale');
      continue;
    }
    if (kind === 'outline') {
      if (outline) problem(element.at, 'is a second outline: a hall has one data-kind="outline"');
      outline = metres;
      continue;
    }
    const shape: SvgShape = { kind: kind as ShapeKind, points: metres, at: element.at };
    if (kind === 'stand') {
      const stand = (standAttr ?? '').trim();
      if (stand === '') problem(element.at, 'the stand number is empty');
      else if (stand.length > STAND_MAX || /[\s\p{Cc}]/u.test(stand)) {
        problem(element.at, `the stand number "${stand.slice(0, STAND_MAX)}" must be at most ${STAND_MAX} characters without spaces`);
      }
      shape.stand = stand;
    }
    const name = a['data-name']?.trim();
    // Entrances, services and rooms are named; a name on another shape is kept too, so an export writes it back.
    if (name) shape.name = name;
    for (const attribute of Object.keys(a)) {
      // A typo (data-name-eng) would otherwise lose the translation without a word.
      if (/^data-name-/.test(attribute) && !(NAME_LANGS as readonly string[]).includes(attribute.slice('data-name-'.length))) {
        problem(element.at, `${attribute} is not one of ${NAME_ATTRIBUTES}`);
      }
    }
    const names: ShapeNames = {};
    for (const lang of NAME_LANGS) {
      const translated = a[`data-name-${lang}`]?.trim();
      if (translated) names[lang] = translated;
    }
    const given = Object.keys(names).map((lang) => `data-name-${lang}`);
    // The organiser's name is what the shape is matched by, and what a language without its own shows.
    if (given.length > 0 && !name) problem(element.at, `${given.join(' and ')} translates data-name, which is missing`);
    else if (given.length > 0) shape.names = names;
    if (kind === 'door') {
      const to = a['data-to']?.trim();
      if (!to) problem(element.at, 'a door needs data-to: the hall it leads to');
      else shape.to = to;
    }
    shapes.push(shape);
  }
  if (!outline && viewBox) {
    const [x, y, width, height] = viewBox as [number, number, number, number];
    outline = toMetres([x, y, x + width, y, x + width, y + height, x, y + height], identity(), metresPerUnit);
  }
  if (!outline) {
    problems.push({
      line: 1,
      column: 1,
      element: '<svg>',
      message: 'has no outline: mark the hall\'s outline data-kind="outline" or give the root a viewBox',
    });
  }
  if (problems.length > 0 || !outline) return { problems: problems.sort((a, b) => a.line - b.line || a.column - b.column) };
  return { hall: { metresPerUnit, outline, shapes }, problems: [] };
}
