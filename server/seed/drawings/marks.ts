/** Company logos (initials on a coloured plate), partner marks (an emblem beside initials) and staff avatars. */
import { createRng, hashString } from './random';
import { escapeXml, hsl, linearGradient, num, points, type Picture } from './svg';

const FONT = 'Arial, Helvetica, sans-serif';

/** "volga-metal-prom" → "VM"; "uralsteel" → "UR". Only latin letters and digits can come out. */
export function initialsOf(slug: string): string {
  const words = slug.split('-').filter((word) => /^[a-z]/.test(word));
  const letters = words.length >= 2 ? `${words[0]?.[0] ?? ''}${words[1]?.[0] ?? ''}` : (words[0] ?? slug).slice(0, 2);
  return letters.toUpperCase().replace(/[^A-Z0-9]/g, '') || 'M';
}

export function logoPicture(slug: string): Picture {
  const hue = hashString(`logo:${slug}`) % 360;
  const [width, height] = [240, 240];
  const defs = linearGradient('plate', 120, [
    [0, hsl(hue, 55, 38)],
    [1, hsl(hue + 25, 60, 24)],
  ]);
  const body =
    `<rect x="8" y="8" width="224" height="224" rx="28" fill="url(#plate)"/>` +
    `<polygon points="${points([
      [8, 170],
      [232, 90],
      [232, 130],
      [8, 210],
    ])}" fill="#fff" opacity="0.08"/>` +
    `<rect x="20" y="20" width="200" height="200" rx="20" fill="none" stroke="#fff" stroke-opacity="0.35" stroke-width="3"/>` +
    `<text x="120" y="122" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="92" font-weight="700" fill="#fff" letter-spacing="2">${escapeXml(initialsOf(slug))}</text>`;
  return { width, height, defs, body };
}

const EMBLEMS = [
  // hexagon, diamond, circle and a chevron: enough variety for a partners' wall.
  (cx: number, cy: number, r: number) =>
    `<polygon points="${points(Array.from({ length: 6 }, (_, i) => [cx + r * Math.cos((Math.PI / 3) * i + Math.PI / 6), cy + r * Math.sin((Math.PI / 3) * i + Math.PI / 6)] as const))}"`,
  (cx: number, cy: number, r: number) =>
    `<polygon points="${points([
      [cx, cy - r],
      [cx + r, cy],
      [cx, cy + r],
      [cx - r, cy],
    ])}"`,
  (cx: number, cy: number, r: number) => `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}"`,
  (cx: number, cy: number, r: number) =>
    `<polygon points="${points([
      [cx - r, cy - r * 0.6],
      [cx, cy - r * 0.05],
      [cx + r, cy - r * 0.6],
      [cx + r, cy + r * 0.2],
      [cx, cy + r * 0.8],
      [cx - r, cy + r * 0.2],
    ])}"`,
] as const;

export function partnerPicture(slug: string): Picture {
  const rng = createRng(`partner:${slug}`);
  const hue = rng.int(0, 359);
  const [width, height] = [360, 180];
  // A hash of its own spreads the emblem shapes independently of the colour.
  const emblem = EMBLEMS[hashString(`emblem:${slug}`) % EMBLEMS.length] ?? EMBLEMS[0];
  const colour = hsl(hue, 60, 36);
  const body =
    `<rect width="${width}" height="${height}" rx="14" fill="#fff"/>` +
    `${emblem(92, 90, 58)} fill="${colour}"/>` +
    `${emblem(92, 90, 30)} fill="#fff" opacity="0.9"/>` +
    `<circle cx="92" cy="90" r="12" fill="${hsl(hue + 30, 70, 45)}"/>` +
    `<text x="170" y="92" dominant-baseline="central" font-family="${FONT}" font-size="64" font-weight="700" fill="${hsl(hue, 45, 22)}">${escapeXml(initialsOf(slug))}</text>` +
    `<rect x="172" y="128" width="${num(rng.range(90, 150))}" height="6" rx="3" fill="${colour}" opacity="0.7"/>`;
  return { width, height, defs: '', body };
}

/** A head-and-shoulders silhouette: a neutral portrait placeholder that never pretends to be a real face. */
export function personPicture(slug: string): Picture {
  const rng = createRng(`person:${slug}`);
  const hue = rng.int(180, 250);
  const [width, height] = [320, 320];
  const suit = rng.pick(['#1d2430', '#2c3a49', '#3d2f2a', '#1f3b5a', '#4a4f57']);
  const defs = linearGradient('bg', 90, [
    [0, hsl(hue, 25, 88)],
    [1, hsl(hue, 30, 72)],
  ]);
  const longHair = rng.chance(0.5);
  const hairColour = rng.pick(['#3a2a20', '#5a3b28', '#1b1714', '#8a6a4a', '#9a9a9a']);
  const body =
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>` +
    (longHair ? `<path d="M94 140 C 94 60, 226 60, 226 140 L 232 232 C 200 242, 120 242, 88 232 Z" fill="${hairColour}"/>` : '') +
    `<path d="M40 320 C 40 235, 100 205, 160 205 C 220 205, 280 235, 280 320 Z" fill="${suit}"/>` +
    `<polygon points="${points([
      [140, 207],
      [180, 207],
      [160, 250],
    ])}" fill="#f4f6f8"/>` +
    `<rect x="140" y="170" width="40" height="42" fill="#c9a184"/>` +
    `<circle cx="160" cy="138" r="58" fill="#d9b08f"/>` +
    `<path d="M100 140 C 96 50, 224 50, 220 140 C 204 100, 116 100, 100 140 Z" fill="${hairColour}"/>`;
  return { width, height, defs, body };
}
