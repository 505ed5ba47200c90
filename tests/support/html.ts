/**
 * Reading server-rendered HTML the way a crawler or a link-preview bot does, without a browser: head tags
 * by attribute, JSON-LD blocks, and the visible text of the page body (scripts removed, entities decoded).
 */
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export const decodeEntities = (text: string) =>
  text.replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#')
      return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });

function attributes(tag: string): Record<string, string> {
  const result: Record<string, string> = {};
  for (const match of tag.matchAll(/\s([a-zA-Z:-]+)="([^"]*)"/g)) result[(match[1] ?? '').toLowerCase()] = decodeEntities(match[2] ?? '');
  return result;
}

export type ParsedPage = {
  title: string;
  /** Content of every <meta> by its name or property (repeated ones in order). */
  meta: (key: string) => string[];
  /** Every <link> with the given rel. */
  links: (rel: string) => Record<string, string>[];
  jsonLd: unknown[];
  /** The text of <body>, without scripts, whitespace collapsed. */
  bodyText: string;
  scripts: Record<string, string>[];
  htmlLang: string | undefined;
};

export function parsePage(html: string): ParsedPage {
  const head = html.slice(0, html.indexOf('</head>'));
  const metas = [...head.matchAll(/<meta\s[^>]*>/g)].map((match) => attributes(match[0]));
  const links = [...head.matchAll(/<link\s[^>]*>/g)].map((match) => attributes(match[0]));
  const body = html.slice(html.indexOf('<body'));
  const jsonLd = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(decodeEntities(match[1] ?? '')) as unknown,
  );
  return {
    title: decodeEntities(/<title[^>]*>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    meta: (key) => metas.filter((meta) => meta.name === key || meta.property === key).map((meta) => meta.content ?? ''),
    links: (rel) => links.filter((link) => link.rel === rel),
    jsonLd,
    bodyText: decodeEntities(
      body
        .replace(/<script[\s\S]*?<\/script>/g, ' ')
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' '),
    ).trim(),
    scripts: [...html.matchAll(/<script\b[^>]*>/g)].map((match) => attributes(match[0])),
    htmlLang: /<html[^>]*\slang="([^"]+)"/.exec(html)?.[1],
  };
}

/** Text of server HTML (a sanitised field) as it reads on the page. */
export const textOf = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
