/**
 * The language a visitor prefers when the URL names none (`/`) or an unknown one: the language they chose
 * before (the `language` cookie the app sets beside localStorage), else the first of the browser's
 * Accept-Language that the site speaks, else Russian.
 */
import { DEFAULT_LANG, isLang, LANGUAGE_COOKIE, type Lang } from '../../src/contract/common';

export function cookieLanguage(cookieHeader: string | undefined): Lang | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLang(value)) return value;
  }
  return null;
}

/** Accept-Language by quality, then by order; `zh-CN`, `en-GB` count as zh and en. */
export function acceptedLanguage(header: string | undefined): Lang | null {
  const ranked = (header ?? '')
    .split(',')
    .map((entry, index) => {
      const [tag = '', ...params] = entry.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked.map((entry) => entry.lang).find(isLang) ?? null;
}

export function preferredLanguage(headers: { cookie?: string | undefined; acceptLanguage?: string | undefined }): Lang {
  return cookieLanguage(headers.cookie) ?? acceptedLanguage(headers.acceptLanguage) ?? DEFAULT_LANG;
}
