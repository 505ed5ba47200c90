/**
 * Illustrations for news, the home banner and contests: abstract metal-industry motifs (sheets, coils,
 * pipe ends, beams, molten metal, medals) in one of the metal palettes, all drawn from the path's seed.
 */
import { createRng, type Rng } from './random';
import { scenePicture } from './scenes';
import { linearGradient, num, PALETTES, points, radialGlow, vignette, type Palette, type Picture } from './svg';

/** Brushed metal: the fill every solid object in these pictures shares. */
const metalFill = (id: string, p: Palette, angle: number) =>
  linearGradient(id, angle, [
    [0, p.dark],
    [0.45, p.light],
    [0.55, p.mid],
    [1, p.dark],
  ]);

function sheets(rng: Rng, p: Palette) {
  let out = '';
  const count = rng.int(4, 6);
  for (let i = 0; i < count; i += 1) {
    const x = rng.range(-300, 800);
    const y = rng.range(120, 720);
    const w = rng.range(500, 900);
    const h = rng.range(50, 130);
    const skew = rng.range(120, 260);
    const shape = points([
      [x, y],
      [x + w, y - skew],
      [x + w, y - skew + h],
      [x, y + h],
    ]);
    out += `<polygon points="${shape}" fill="url(#metal)" opacity="${num(rng.range(0.55, 0.95))}"/>`;
    out += `<polyline points="${points([
      [x, y],
      [x + w, y - skew],
    ])}" stroke="${p.glow}" stroke-width="3" opacity="0.55" fill="none"/>`;
  }
  return out;
}

function coils(rng: Rng, p: Palette) {
  let out = '';
  const count = rng.int(2, 4);
  const radius = rng.range(140, 200);
  const baseY = rng.range(480, 560);
  let x = rng.range(150, 300);
  for (let i = 0; i < count; i += 1) {
    out += `<ellipse cx="${num(x)}" cy="${num(baseY + radius * 0.95)}" rx="${num(radius * 1.05)}" ry="${num(radius * 0.16)}" fill="#000" opacity="0.35"/>`;
    out += `<circle cx="${num(x)}" cy="${num(baseY)}" r="${num(radius)}" fill="url(#metal)"/>`;
    for (let ring = 0.5; ring < 1; ring += 0.09) {
      out += `<circle cx="${num(x)}" cy="${num(baseY)}" r="${num(radius * ring)}" fill="none" stroke="${p.deep}" stroke-width="2" opacity="0.3"/>`;
    }
    out += `<circle cx="${num(x)}" cy="${num(baseY)}" r="${num(radius * 0.36)}" fill="${p.deep}"/>`;
    x += radius * rng.range(1.7, 2.1);
  }
  return out;
}

function pipes(rng: Rng, p: Palette) {
  let out = '';
  const r = rng.range(52, 72);
  const rows = rng.int(3, 5);
  const originX = rng.range(380, 620);
  for (let row = 0; row < rows; row += 1) {
    for (let col = 0; col < 6 - (row % 2); col += 1) {
      const cx = originX + col * r * 2.05 + (row % 2) * r;
      const cy = 780 - r - row * r * 1.78;
      out += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="url(#metal)"/>`;
      out += `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r * 0.78)}" fill="${p.deep}"/>`;
      out += `<circle cx="${num(cx - r * 0.1)}" cy="${num(cy - r * 0.1)}" r="${num(r * 0.6)}" fill="url(#glow)" opacity="0.25"/>`;
    }
  }
  return out;
}

function beams(rng: Rng) {
  let out = '';
  const size = rng.range(90, 130);
  const t = size * 0.16;
  const count = rng.int(4, 6);
  for (let i = 0; i < count; i += 1) {
    const x = 120 + i * size * 1.5 + rng.range(-10, 10);
    const y = rng.range(420, 600);
    const beam = points([
      [x, y],
      [x + size, y],
      [x + size, y + t],
      [x + size / 2 + t / 2, y + t],
      [x + size / 2 + t / 2, y + size * 1.4 - t],
      [x + size, y + size * 1.4 - t],
      [x + size, y + size * 1.4],
      [x, y + size * 1.4],
      [x, y + size * 1.4 - t],
      [x + size / 2 - t / 2, y + size * 1.4 - t],
      [x + size / 2 - t / 2, y + t],
      [x, y + t],
    ]);
    out += `<polygon points="${beam}" fill="url(#metal)" stroke="#000" stroke-opacity="0.25"/>`;
  }
  out += `<polygon points="${points([
    [0, 360],
    [1200, 120],
    [1200, 170],
    [0, 420],
  ])}" fill="url(#metal)" opacity="0.7"/>`;
  return out;
}

function sparks(rng: Rng, cx: number, cy: number, count: number, reach: number) {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const angle = rng.range(-Math.PI, 0.2);
    const start = rng.range(reach * 0.1, reach * 0.6);
    const length = rng.range(12, 60);
    const x1 = cx + Math.cos(angle) * start;
    const y1 = cy + Math.sin(angle) * start;
    out += `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x1 + Math.cos(angle) * length)}" y2="${num(y1 + Math.sin(angle) * length)}" stroke="#ffd27a" stroke-width="${num(rng.range(1.5, 3.5))}" stroke-linecap="round" opacity="${num(rng.range(0.5, 1))}"/>`;
  }
  return out;
}

const MOTIFS = { sheets, coils, pipes, beams } as const;

/**
 * What a news picture shows, named after its number in the picture's name (`12-coils`, `26-hall`), so
 * its caption can say what is in it: a metal motif, a hall, a conference or ceremony (scenes.ts), or a
 * contest medal. A name without one draws a motif by chance.
 */
export const NEWS_SUBJECTS = ['hall', 'conference', 'ceremony', 'medal', 'sheets', 'coils', 'pipes', 'beams'] as const;
export type NewsSubject = (typeof NEWS_SUBJECTS)[number];

const SUBJECT = /^\d+-([a-z]+)(?:-[a-z-]+)?$/;

export function newsSubject(name: string): NewsSubject | null {
  const subject = SUBJECT.exec(name)?.[1];
  return NEWS_SUBJECTS.find((candidate) => candidate === subject) ?? null;
}

export function newsPicture(seed: string): Picture {
  const subject = newsSubject(seed);
  if (subject === 'hall' || subject === 'conference' || subject === 'ceremony') return scenePicture(seed, subject);
  // A medal named for a contest in the picture's name ("…-ingot") shows that contest's emblem.
  if (subject === 'medal') return contestPicture(seed);
  const rng = createRng(`news:${seed}`);
  const p = rng.pick(PALETTES);
  const [width, height] = [1200, 800];
  const glowX = rng.range(250, 950);
  const glowY = rng.range(150, 450);
  const motif = subject ? MOTIFS[subject] : rng.pick([sheets, coils, pipes, beams] as const);
  const frame = vignette('vig', width, height, 0.55);
  const defs =
    linearGradient('bg', rng.range(20, 160), [
      [0, p.deep],
      [0.6, p.dark],
      [1, p.mid],
    ]) +
    metalFill('metal', p, rng.range(60, 120)) +
    radialGlow('glow', p.glow, 0.7) +
    frame.defs;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${num(glowX)}" cy="${num(glowY)}" r="${num(rng.range(320, 520))}" fill="url(#glow)"/>` +
    motif(rng, p) +
    (rng.chance(0.4) ? sparks(rng, glowX, glowY + 200, 28, 300) : '') +
    frame.body;
  return { width, height, defs, body };
}

/** The home hero: a pour of molten metal beside a works skyline, wide enough for any desktop. */
export function bannerPicture(seed: string): Picture {
  const rng = createRng(`banner:${seed}`);
  const p = rng.pick(PALETTES);
  const [width, height] = [1920, 820];
  const pourX = rng.range(1250, 1500);
  let skyline = '';
  for (let x = -20; x < 1000; x += rng.range(70, 150)) {
    const h = rng.range(120, 330);
    skyline += `<rect x="${num(x)}" y="${num(height - h)}" width="${num(rng.range(60, 140))}" height="${num(h)}" fill="${p.deep}"/>`;
    if (rng.chance(0.35)) skyline += `<rect x="${num(x + 20)}" y="${num(height - h - 160)}" width="22" height="170" fill="${p.deep}"/>`;
  }
  const ladle = points([
    [pourX - 170, 60],
    [pourX + 60, 40],
    [pourX + 40, 230],
    [pourX - 120, 250],
  ]);
  const frame = vignette('vig', width, height, 0.6);
  const defs =
    linearGradient('bg', 90, [
      [0, '#05070a'],
      [0.55, p.deep],
      [1, p.dark],
    ]) +
    linearGradient('pour', 90, [
      [0, '#fff6d6'],
      [0.5, '#ffb347'],
      [1, '#d2541b'],
    ]) +
    radialGlow('heat', '#ff8a2a', 0.75) +
    metalFill('metal', p, 90) +
    frame.defs;
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    `<circle cx="${num(pourX)}" cy="${num(height - 110)}" r="560" fill="url(#heat)"/>` +
    `<polygon points="${points([
      [0, 250],
      [900, 90],
      [900, 130],
      [0, 300],
    ])}" fill="url(#metal)" opacity="0.35"/>` +
    `<polygon points="${points([
      [0, 420],
      [760, 250],
      [760, 280],
      [0, 460],
    ])}" fill="url(#metal)" opacity="0.25"/>` +
    `<polygon points="${ladle}" fill="url(#metal)"/>` +
    `<path d="M${num(pourX + 30)} 225 C ${num(pourX + 70)} 380, ${num(pourX - 20)} 520, ${num(pourX + 10)} ${height - 90} L ${num(pourX + 60)} ${height - 90} C ${num(pourX + 40)} 520, ${num(pourX + 110)} 380, ${num(pourX + 55)} 222 Z" fill="url(#pour)"/>` +
    `<ellipse cx="${num(pourX + 35)}" cy="${height - 80}" rx="300" ry="46" fill="url(#pour)" opacity="0.9"/>` +
    sparks(rng, pourX + 35, height - 90, 70, 420) +
    skyline +
    frame.body;
  return { width, height, defs, body };
}

function star(cx: number, cy: number, outer: number, inner: number) {
  const list: [number, number][] = [];
  for (let i = 0; i < 10; i += 1) {
    const radius = i % 2 === 0 ? outer : inner;
    const angle = -Math.PI / 2 + (i * Math.PI) / 5;
    list.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  return points(list);
}

function gear(cx: number, cy: number, outer: number, inner: number, teeth: number) {
  const list: [number, number][] = [];
  for (let i = 0; i < teeth * 4; i += 1) {
    const radius = i % 4 < 2 ? outer : inner;
    const angle = (i * Math.PI) / (teeth * 2);
    list.push([cx + Math.cos(angle) * radius, cy + Math.sin(angle) * radius]);
  }
  return points(list);
}

/** The emblem in the middle of a medal: a star, an ingot, a gear or a nut. */
const MEDAL_SYMBOLS: readonly ((gold: Palette) => string)[] = [
  (gold) => `<polygon points="${star(450, 352, 82, 34)}" fill="${gold.glow}" stroke="${gold.dark}" stroke-width="3"/>`,
  (gold) =>
    `<polygon points="${points([
      [380, 390],
      [520, 390],
      [495, 330],
      [405, 330],
    ])}" fill="${gold.glow}" stroke="${gold.dark}" stroke-width="3"/>` +
    `<polygon points="${points([
      [405, 330],
      [495, 330],
      [480, 308],
      [420, 308],
    ])}" fill="${gold.light}" stroke="${gold.dark}" stroke-width="3"/>`,
  (gold) =>
    `<polygon points="${gear(450, 350, 80, 62, 10)}" fill="${gold.glow}" stroke="${gold.dark}" stroke-width="3"/>` +
    `<circle cx="450" cy="350" r="26" fill="${gold.mid}" stroke="${gold.dark}" stroke-width="3"/>`,
  (gold) =>
    `<polygon points="${points(Array.from({ length: 6 }, (_, i) => [450 + 76 * Math.cos((Math.PI / 3) * i), 350 + 76 * Math.sin((Math.PI / 3) * i)] as const))}" fill="${gold.glow}" stroke="${gold.dark}" stroke-width="3"/>` +
    `<circle cx="450" cy="350" r="32" fill="${gold.mid}" stroke="${gold.dark}" stroke-width="3"/>`,
];

/** A contest named after a thing shows that thing on its medal; any other draws one by chance. */
function medalSymbol(seed: string, rng: Rng) {
  const [starSymbol, ingotSymbol, gearSymbol, nutSymbol] = MEDAL_SYMBOLS;
  const byName: [RegExp, typeof starSymbol][] = [
    [/ingot|slitok/, ingotSymbol],
    [/metalworking|machin|innovation/, gearSymbol],
    [/stand|best/, starSymbol],
    [/student|future/, nutSymbol],
  ];
  return byName.find(([pattern]) => pattern.test(seed))?.[1] ?? rng.pick(MEDAL_SYMBOLS);
}

/** A contest card: a medal on its ribbon between laurel branches. */
export function contestPicture(seed: string): Picture {
  const rng = createRng(`contest:${seed}`);
  const p = rng.pick(PALETTES);
  const [width, height] = [900, 600];
  const gold = PALETTES[2] as Palette;
  const ribbon = rng.pick(['#003761', '#a3262a', '#1f6f5c', '#5b3a8c', '#c0612b']);
  let rays = '';
  for (let i = 0; i < 18; i += 1) {
    const a = (i * Math.PI) / 9;
    rays += `<polygon points="${points([
      [450, 330],
      [450 + Math.cos(a) * 700, 330 + Math.sin(a) * 700],
      [450 + Math.cos(a + 0.09) * 700, 330 + Math.sin(a + 0.09) * 700],
    ])}" fill="${p.glow}" opacity="0.06"/>`;
  }
  let laurel = '';
  for (const side of [-1, 1]) {
    for (let i = 0; i < 7; i += 1) {
      const a = Math.PI / 2 + side * (0.35 + i * 0.3);
      const x = 450 + Math.cos(a) * 205;
      const y = 350 + Math.sin(a) * 205;
      const rotate = (a * 180) / Math.PI + 90 * side;
      laurel += `<ellipse cx="${num(x)}" cy="${num(y)}" rx="14" ry="34" transform="rotate(${num(rotate)} ${num(x)} ${num(y)})" fill="${gold.mid}" opacity="0.85"/>`;
    }
  }
  const defs =
    linearGradient('bg', rng.range(45, 135), [
      [0, p.deep],
      [1, p.dark],
    ]) +
    metalFill('medal', gold, 135) +
    radialGlow('glow', gold.glow, 0.55);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>${rays}` +
    `<circle cx="450" cy="330" r="300" fill="url(#glow)"/>` +
    `<polygon points="${points([
      [385, 0],
      [450, 0],
      [470, 210],
      [420, 210],
    ])}" fill="${ribbon}"/>` +
    `<polygon points="${points([
      [450, 0],
      [515, 0],
      [480, 210],
      [430, 210],
    ])}" fill="${ribbon}" opacity="0.8"/>` +
    laurel +
    `<circle cx="450" cy="350" r="150" fill="url(#medal)" stroke="${gold.dark}" stroke-width="6"/>` +
    `<circle cx="450" cy="350" r="118" fill="none" stroke="${gold.light}" stroke-width="4" opacity="0.8"/>` +
    medalSymbol(seed, rng)(gold);
  return { width, height, defs, body };
}
