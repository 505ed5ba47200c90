/**
 * The page people get while the site has no exhibition (http/site-readiness.ts): 503 with Retry-After,
 * never stored, in the language of the URL (else the visitor's), with links to the other two. It is a
 * plain document written here, not the app: the app needs the site's data to render anything, and this
 * page must read well with no script, no font and no data at all.
 *
 * Its texts are the `not_ready` section of locales/{lang}.json, a section the browser bundles leave out
 * (src/contract/text-parts.ts).
 */
import { readFileSync } from 'node:fs';
import { LANGS, type Lang } from '../../src/contract/common';
import { NOT_READY_RETRY_AFTER_SECONDS } from '../http/site-readiness';
import { NO_STORE } from '../http/no-store';

type NotReadyTexts = { title: string; heading: string; text: string; operator: string; languages: string; language_name: string };

let texts: Record<Lang, NotReadyTexts> | null = null;

function textsOf(): Record<Lang, NotReadyTexts> {
  texts ??= Object.fromEntries(
    LANGS.map((lang) => {
      const file = new URL(`../../locales/${lang}.json`, import.meta.url);
      const all = JSON.parse(readFileSync(file, 'utf8')) as { not_ready: NotReadyTexts };
      return [lang, all.not_ready];
    }),
  ) as Record<Lang, NotReadyTexts>;
  return texts;
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] as string);

/** The design tokens' colours (src/styles/tokens.css), inlined: the page loads nothing else. */
const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; min-height: 100vh; display: flex; flex-direction: column; justify-content: center; align-items: center;
    font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "Noto Sans CJK SC", sans-serif;
    color: #17202b; background: #f3f5f8; line-height: 1.5; }
  main { box-sizing: border-box; max-width: 36rem; padding: 2rem 1.25rem; }
  main { border-top: 4px solid #f97316; }
  h1 { color: #003761; font-size: 1.75rem; line-height: 1.25; margin: 0 0 1rem; }
  p { margin: 0 0 1rem; font-size: 1.0625rem; }
  .operator { color: #4f5b69; font-size: 0.9375rem; }
  nav ul { display: flex; gap: 1.25rem; list-style: none; margin: 0; padding: 0 1.25rem 2rem; }
  a { color: #003761; font-size: 1rem; }
  a[aria-current] { color: #17202b; font-weight: 600; text-decoration: none; }
`;

export function notReadyHtml(lang: Lang): string {
  const all = textsOf();
  const t = all[lang];
  const links = LANGS.map((other) => {
    const current = other === lang ? ' aria-current="page"' : '';
    return `<li><a href="/${other}" lang="${other}" hreflang="${other}"${current}>${escapeHtml(all[other].language_name)}</a></li>`;
  }).join('');
  return [
    '<!doctype html>',
    `<html lang="${lang}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(t.title)}</title>`,
    `<style>${STYLE}</style>`,
    '</head>',
    '<body>',
    `<main><h1>${escapeHtml(t.heading)}</h1><p>${escapeHtml(t.text)}</p><p class="operator">${escapeHtml(t.operator)}</p></main>`,
    `<nav aria-label="${escapeHtml(t.languages)}"><ul>${links}</ul></nav>`,
    '</body>',
    '</html>',
  ].join('\n');
}

/** Headers of the page: a 503 that says when to ask again and that nothing may keep it. */
export const NOT_READY_HEADERS = {
  'Content-Type': 'text/html; charset=utf-8',
  'Retry-After': String(NOT_READY_RETRY_AFTER_SECONDS),
  'Cache-Control': NO_STORE,
} as const;
