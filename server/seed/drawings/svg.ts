/** The small SVG toolkit the picture generators share: escaping, number formatting, palettes, the document. */

const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Anything that reaches the markup from outside (even an already validated path) goes through this. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch] ?? ch);
}

/** Short, locale-free numbers keep the documents small. */
export const num = (value: number) => String(Math.round(value * 10) / 10);

export const points = (list: readonly (readonly [number, number])[]) => list.map(([x, y]) => `${num(x)},${num(y)}`).join(' ');

export type Palette = { deep: string; dark: string; mid: string; light: string; glow: string };

/** Steel, copper, gold, molten metal, cobalt (the brand blue), titanium and patina. */
export const PALETTES: readonly Palette[] = [
  { deep: '#121a23', dark: '#2c3a49', mid: '#6f8397', light: '#c9d3dd', glow: '#eaf2fa' },
  { deep: '#1e120d', dark: '#5a301d', mid: '#b26a3b', light: '#e7b58a', glow: '#ffe2c2' },
  { deep: '#1d170b', dark: '#5e4819', mid: '#c29a45', light: '#f1dc9a', glow: '#fff4cf' },
  { deep: '#140a06', dark: '#51190a', mid: '#cf4f18', light: '#ffa646', glow: '#fff0bd' },
  { deep: '#06142a', dark: '#003761', mid: '#2f6fa3', light: '#8cc3ea', glow: '#dff1ff' },
  { deep: '#17191d', dark: '#41464e', mid: '#8f98a3', light: '#dde2e7', glow: '#f6f8fa' },
  { deep: '#0b1c18', dark: '#1f4a40', mid: '#4f8f7c', light: '#b5dccd', glow: '#e6fbf3' },
];

export type Picture = { width: number; height: number; defs: string; body: string };

/**
 * The document. A thumbnail is the same picture with a smaller intrinsic size, so the preview a visitor
 * taps is exactly the photo that opens.
 */
export function svgDocument(picture: Picture, scale = 1): string {
  const width = Math.round(picture.width * scale);
  const height = Math.round(picture.height * scale);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${picture.width} ${picture.height}">` +
    // Glows reach past the edges; the clip keeps them out of any letterbox around the picture.
    `<defs><clipPath id="frame"><rect width="${picture.width}" height="${picture.height}"/></clipPath>${picture.defs}</defs>` +
    `<g clip-path="url(#frame)">${picture.body}</g></svg>`
  );
}

export function linearGradient(
  id: string,
  angleDegrees: number,
  stops: readonly (readonly [offset: number, color: string, opacity?: number])[],
) {
  const radians = (angleDegrees * Math.PI) / 180;
  const dx = Math.cos(radians) / 2;
  const dy = Math.sin(radians) / 2;
  const stopTags = stops
    .map(
      ([offset, color, opacity]) =>
        `<stop offset="${num(offset)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${num(opacity)}"`}/>`,
    )
    .join('');
  return `<linearGradient id="${id}" x1="${num(0.5 - dx)}" y1="${num(0.5 - dy)}" x2="${num(0.5 + dx)}" y2="${num(0.5 + dy)}">${stopTags}</linearGradient>`;
}

export function radialGlow(id: string, color: string, opacity: number) {
  return `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity="${num(opacity)}"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
}

/** Darkened edges, the way a lens frames a photo. */
export function vignette(id: string, width: number, height: number, opacity: number) {
  return {
    defs: `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.75"><stop offset="0.55" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="${num(opacity)}"/></radialGradient>`,
    body: `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
  };
}

/** A colour on the hue wheel, for logos and avatars. */
export const hsl = (hue: number, saturation: number, lightness: number) =>
  `hsl(${Math.round(hue) % 360},${Math.round(saturation)}%,${Math.round(lightness)}%)`;
