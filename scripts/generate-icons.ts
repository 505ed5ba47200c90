/**
 * Renders every PNG icon of the web app manifest from one source, the emblem in public/favicon.svg, so
 * the home-screen icon, the install dialog and the tab favicon never drift apart. Run: `npm run icons`.
 *
 * resvg (WebAssembly build) rasterises without a browser or a native binary, so the script runs the same
 * on every machine. The maskable icon fills the square with the tile colour and shrinks the emblem into
 * the central safe zone (a circle of 80 % of the side) that launchers may crop to. Shortcut icons put the
 * menu glyph of their page on a light tile; they are drawn at 96 px, the size Chromium asks for.
 *
 * Screenshots for the richer install dialog come from the running app: scripts/generate-screenshots.ts.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { initWasm, Resvg } from '@resvg/resvg-wasm';

const SOURCE = path.resolve('public/favicon.svg');
const MENU_ICONS = path.resolve('public/icons/menu');
const OUT_DIR = path.resolve('public/icons');
/** The emblem's viewBox side (public/favicon.svg). */
const BOX = 56;
/** Emblem scale inside a maskable icon: the I-beam (its far corner 22 units from the centre) then ends at 18, inside the safe circle of 22.4. */
const MASKABLE_SCALE = 0.8;

/** The source's drawing (what lies between <svg> and </svg>) and its tile colour. */
function readEmblem(): { inner: string; tile: string } {
  const svg = readFileSync(SOURCE, 'utf8');
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(svg)?.[1];
  const tile = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(svg)?.[1];
  if (!inner || !tile) throw new Error(`${SOURCE}: expected an <svg> whose first <rect> is the coloured tile`);
  return { inner, tile };
}

function appIcon(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOX} ${BOX}">${inner}</svg>`;
}

function maskableIcon(inner: string, tile: string): string {
  const half = BOX / 2;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${BOX} ${BOX}"><rect width="${BOX}" height="${BOX}" fill="${tile}"/>` +
    `<g transform="translate(${half} ${half}) scale(${MASKABLE_SCALE}) translate(-${half} -${half})">${inner}</g></svg>`
  );
}

/** A 24×24 menu glyph centred on a light rounded tile with the brand-coloured border. */
function shortcutIcon(glyphFile: string, tile: string): string {
  const glyph = readFileSync(path.join(MENU_ICONS, glyphFile), 'utf8');
  const open = /<svg([^>]*)>/.exec(glyph)?.[1] ?? '';
  const inner = /<svg[^>]*>([\s\S]*)<\/svg>/.exec(glyph)?.[1] ?? '';
  // Keep the glyph's stroke attributes (they sit on its <svg> element) on the group that replaces it.
  const strokeAttrs = open.replace(/\s(xmlns|viewBox|width|height)="[^"]*"/g, '');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect x="2" y="2" width="92" height="92" rx="22" fill="#f1f6fb" stroke="${tile}" stroke-width="4"/>` +
    `<g transform="translate(18 18) scale(2.5)"${strokeAttrs}>${inner}</g></svg>`
  );
}

type Icon = { file: string; size: number; svg: string };

function icons(): Icon[] {
  const { inner, tile } = readEmblem();
  return [
    // /favicon.ico: asked for by browsers before a page names its icon, and by crawlers that never read the page.
    { file: '../favicon.ico', size: 48, svg: appIcon(inner) },
    { file: 'icon-192.png', size: 192, svg: appIcon(inner) },
    { file: 'icon-512.png', size: 512, svg: appIcon(inner) },
    // iOS draws the home-screen icon on its own rounded mask and ignores transparency, so it gets the full-bleed tile.
    { file: 'apple-touch-icon-180.png', size: 180, svg: maskableIcon(inner, tile) },
    { file: 'icon-maskable-192.png', size: 192, svg: maskableIcon(inner, tile) },
    { file: 'icon-maskable-512.png', size: 512, svg: maskableIcon(inner, tile) },
    { file: 'shortcut-program-96.png', size: 96, svg: shortcutIcon('program.svg', tile) },
    { file: 'shortcut-participants-96.png', size: 96, svg: shortcutIcon('catalogue.svg', tile) },
    { file: 'shortcut-ticket-96.png', size: 96, svg: shortcutIcon('ticket.svg', tile) },
  ];
}

/** An ICO file holding one PNG image (allowed since Windows Vista; every current browser reads it). */
function icoOf(png: Uint8Array, size: number): Buffer {
  const header = Buffer.alloc(22);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size, 6);
  header.writeUInt8(size, 7);
  header.writeUInt8(0, 8); // no palette
  header.writeUInt8(0, 9);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(22, 18); // the image follows the header
  return Buffer.concat([header, png]);
}

async function main() {
  const require = createRequire(import.meta.url);
  await initWasm(readFileSync(require.resolve('@resvg/resvg-wasm/index_bg.wasm')));
  mkdirSync(OUT_DIR, { recursive: true });
  for (const icon of icons()) {
    const rendered = new Resvg(icon.svg, { fitTo: { mode: 'width', value: icon.size }, shapeRendering: 2 }).render();
    if (rendered.width !== icon.size || rendered.height !== icon.size)
      throw new Error(`${icon.file}: rendered ${rendered.width}×${rendered.height}`);
    const png = rendered.asPng();
    writeFileSync(path.join(OUT_DIR, icon.file), icon.file.endsWith('.ico') ? icoOf(png, icon.size) : png);
    rendered.free();
    console.log(`wrote ${path.relative(process.cwd(), path.join(OUT_DIR, icon.file))}`);
  }
}

await main();
