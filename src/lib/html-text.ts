/**
 * The plain text of a CMS HTML fragment, for searching it. Not a sanitiser and not for display: tags
 * become spaces and the common entities their characters, without a DOM (it runs in tests and workers).
 */
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  laquo: '«',
  raquo: '»',
  mdash: '—',
  ndash: '–',
};

export function htmlToText(html: string): string {
  if (!html.includes('<') && !html.includes('&')) return html;
  return html.replace(/<[^>]*>/g, ' ').replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}
