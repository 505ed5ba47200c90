/**
 * "Photos" for galleries and the home page's hall pictures: an exhibition hall in perspective (booths,
 * roof trusses, visitors), a conference session or an awards ceremony. Drawn, not photographed, so the
 * demo needs no binary assets and every picture stays a few kilobytes.
 */
import { createRng, type Rng } from './random';
import { linearGradient, num, points, radialGlow, vignette, type Picture } from './svg';

const BOOTH_COLOURS = ['#003761', '#0d5c91', '#a3262a', '#e8eef4', '#f2a33a', '#2f7d5b', '#5b3a8c', '#c9d3dd', '#d9572b'];
const CLOTHES = ['#1d2430', '#2c3a49', '#3d2f2a', '#1f3b5a', '#4a4f57', '#5a1d1d', '#26323f'];

type Stage = { width: number; height: number; horizon: number; vanishX: number };

function person(rng: Rng, x: number, feetY: number, scale: number) {
  const h = 170 * scale;
  const colour = rng.pick(CLOTHES);
  const head = h * 0.12;
  return (
    `<ellipse cx="${num(x)}" cy="${num(feetY)}" rx="${num(h * 0.16)}" ry="${num(h * 0.03)}" fill="#000" opacity="0.25"/>` +
    `<rect x="${num(x - h * 0.1)}" y="${num(feetY - h * 0.48)}" width="${num(h * 0.2)}" height="${num(h * 0.48)}" rx="${num(h * 0.04)}" fill="#1a1d22"/>` +
    `<rect x="${num(x - h * 0.14)}" y="${num(feetY - h * 0.84)}" width="${num(h * 0.28)}" height="${num(h * 0.42)}" rx="${num(h * 0.08)}" fill="${colour}"/>` +
    `<circle cx="${num(x)}" cy="${num(feetY - h * 0.84 - head * 0.9)}" r="${num(head)}" fill="${rng.pick(['#e0b48f', '#c99670', '#f0c9a6', '#8d5b3c'])}"/>`
  );
}

function hallShell(rng: Rng, s: Stage) {
  const { width, height, horizon, vanishX } = s;
  let trusses = '';
  for (let i = -8; i <= 8; i += 1) {
    trusses += `<line x1="${num(vanishX + i * 240)}" y1="0" x2="${num(vanishX + i * 26)}" y2="${num(horizon - 70)}" stroke="#6c7682" stroke-width="3" opacity="0.55"/>`;
  }
  for (let k = 0, y = 30; k < 6; k += 1, y += (horizon - 70 - y) * 0.45) {
    trusses += `<line x1="0" y1="${num(y)}" x2="${width}" y2="${num(y)}" stroke="#6c7682" stroke-width="${num(4 - k * 0.5)}" opacity="0.5"/>`;
    for (let j = 0; j < 5; j += 1) {
      const lx = vanishX + (j - 2) * (width / 5) * (1 - k * 0.14);
      trusses += `<ellipse cx="${num(lx)}" cy="${num(y + 8)}" rx="${num(26 - k * 3)}" ry="${num(8 - k)}" fill="#fff8e0"/>`;
    }
  }
  let floorLines = '';
  for (let i = -6; i <= 6; i += 1) {
    floorLines += `<line x1="${num(vanishX)}" y1="${num(horizon)}" x2="${num(vanishX + i * width * 0.22)}" y2="${height}" stroke="#fff" stroke-width="2" opacity="0.12"/>`;
  }
  return (
    `<rect width="${width}" height="${num(horizon)}" fill="url(#ceiling)"/>` +
    trusses +
    `<rect y="${num(horizon - 70)}" width="${width}" height="90" fill="${rng.pick(['#d7dde3', '#c4ccd4', '#e6e1d8'])}"/>` +
    `<rect y="${num(horizon + 20)}" width="${width}" height="${num(height - horizon - 20)}" fill="url(#floor)"/>` +
    floorLines
  );
}

function booths(rng: Rng, s: Stage) {
  const { width, height, horizon, vanishX } = s;
  let out = '';
  for (const side of [-1, 1]) {
    // Far booths first, so the near ones cover them.
    for (let k = 5; k >= 0; k -= 1) {
      const t = 0.1 + k * 0.15;
      const near = 1 - t;
      const baseX = side < 0 ? -140 : width + 140;
      const x = baseX + (vanishX + side * 60 - baseX) * t;
      const bottom = height + (horizon + 20 - height) * t;
      const w = 380 * near;
      const h = 420 * near;
      const left = side < 0 ? x : x - w;
      const colour = rng.pick(BOOTH_COLOURS);
      out += `<rect x="${num(left)}" y="${num(bottom - h)}" width="${num(w)}" height="${num(h)}" fill="${colour}"/>`;
      out += `<rect x="${num(left)}" y="${num(bottom - h)}" width="${num(w)}" height="${num(h * 0.14)}" fill="${rng.pick(['#0b1624', '#ffffff', '#2c3a49'])}"/>`;
      out += `<rect x="${num(left + w * 0.15)}" y="${num(bottom - h * 0.72)}" width="${num(w * 0.4)}" height="${num(h * 0.26)}" fill="#101820" opacity="0.85"/>`;
      out += `<rect x="${num(left + w * 0.08)}" y="${num(bottom - h * 0.3)}" width="${num(w * 0.6)}" height="${num(h * 0.3)}" fill="#f4f6f8"/>`;
    }
  }
  return out;
}

function crowd(rng: Rng, s: Stage, count: number) {
  const spots = Array.from({ length: count }, () => {
    const depth = rng.range(0.08, 1);
    return { x: rng.range(s.width * 0.15, s.width * 0.85), y: s.horizon + 40 + depth * (s.height - s.horizon - 40), depth };
  }).sort((a, b) => a.y - b.y);
  return spots.map((spot) => person(rng, spot.x, spot.y, 0.35 + spot.depth * 1.6)).join('');
}

function audience(rng: Rng, s: Stage) {
  let out = '';
  for (let row = 0; row < 6; row += 1) {
    const rowY = s.horizon + 120 + row * ((s.height - s.horizon - 80) / 6);
    const scale = 0.5 + row * 0.18;
    for (let x = 20 + (row % 2) * 40; x < s.width; x += 95 * scale) {
      if (rng.chance(0.12)) continue;
      out += `<rect x="${num(x - 34 * scale)}" y="${num(rowY)}" width="${num(68 * scale)}" height="${num(110 * scale)}" rx="${num(22 * scale)}" fill="${rng.pick(CLOTHES)}"/>`;
      out += `<circle cx="${num(x)}" cy="${num(rowY - 16 * scale)}" r="${num(24 * scale)}" fill="${rng.pick(['#3a2a20', '#1b1714', '#6b4a33', '#8a8a8a'])}"/>`;
    }
  }
  return out;
}

function stageBlock(rng: Rng, s: Stage, ceremony: boolean) {
  const { width, horizon } = s;
  const top = horizon - 260;
  let out =
    `<rect x="${num(width * 0.12)}" y="${num(top - 40)}" width="${num(width * 0.76)}" height="${num(horizon - top + 140)}" fill="#0c1118"/>` +
    `<rect x="${num(width * 0.3)}" y="${num(top)}" width="${num(width * 0.4)}" height="${num(210)}" fill="url(#screen)"/>` +
    `<rect x="${num(width * 0.1)}" y="${num(horizon + 100)}" width="${num(width * 0.8)}" height="40" fill="#1d2430"/>`;
  if (ceremony) {
    for (const cx of [width * 0.25, width * 0.5, width * 0.75]) {
      out += `<polygon points="${points([
        [cx - 20, 0],
        [cx + 20, 0],
        [cx + 160, horizon + 100],
        [cx - 160, horizon + 100],
      ])}" fill="url(#beam)"/>`;
    }
    out += `<rect x="${num(width * 0.62)}" y="${num(horizon - 10)}" width="90" height="110" fill="#3b2a1a"/>`;
    for (let i = 0; i < 4; i += 1) out += person(rng, width * (0.3 + i * 0.07), horizon + 100, 1.05);
  } else {
    out += `<rect x="${num(width * 0.2)}" y="${num(horizon + 20)}" width="${num(width * 0.32)}" height="30" fill="#e8eef4"/>`;
    for (let i = 0; i < 3; i += 1) out += person(rng, width * (0.25 + i * 0.1), horizon + 100, 0.95);
  }
  return out;
}

export type SceneKind = 'hall' | 'conference' | 'ceremony';

export function scenePicture(seed: string, kind?: SceneKind): Picture {
  const rng = createRng(`scene:${seed}`);
  const width = 1500;
  const height = 1000;
  const chosen: SceneKind = kind ?? rng.pick(['hall', 'hall', 'hall', 'conference', 'ceremony'] as const);
  const stage: Stage = { width, height, horizon: rng.range(400, 460), vanishX: rng.range(620, 880) };
  const frame = vignette('vig', width, height, 0.5);
  const defs =
    linearGradient('ceiling', 90, [
      [0, '#141a22'],
      [1, '#3a4450'],
    ]) +
    linearGradient('floor', 90, [
      [0, '#8f969e'],
      [1, rng.pick(['#c7ccd1', '#b9b1a6', '#a9b4bf'])],
    ]) +
    linearGradient('screen', rng.range(0, 180), [
      [0, '#003761'],
      [1, rng.pick(['#2f6fa3', '#cf4f18', '#1f6f5c'])],
    ]) +
    linearGradient('beam', 90, [
      [0, '#fff8e0', 0.55],
      [1, '#fff8e0', 0],
    ]) +
    radialGlow('warm', '#ffdca8', 0.25) +
    frame.defs;
  let body = hallShell(rng, stage);
  if (chosen === 'hall') body += booths(rng, stage) + crowd(rng, stage, rng.int(14, 26));
  else body += stageBlock(rng, stage, chosen === 'ceremony') + audience(rng, stage);
  body += `<circle cx="${num(stage.vanishX)}" cy="${num(stage.horizon)}" r="700" fill="url(#warm)"/>` + frame.body;
  return { width, height, defs, body };
}
