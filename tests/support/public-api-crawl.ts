/**
 * Every answer of the public site API a visitor's pages can ask for, in every language, found the way the
 * site links them: the lists (followed page by page), each item a list links to (news, contests and their
 * laureate years, galleries), every exhibition the site names (the current one and the history's) with
 * its catalogue, filters, programme, press release and hall plans, and the CMS pages the sitemap lists. Then every
 * stored picture or document those answers name, in every size the pages ask for (pictureSources).
 * Two sites are the same site when these maps are equal.
 */
import { createHash } from 'node:crypto';
import { LANGS } from '../../src/contract/common';
import { pictureSources } from '../../src/contract/media';

type Json = Record<string, unknown>;
export type Crawl = { answers: Map<string, string>; media: Map<string, string> };

/** The single-segment pages of the site that are screens of their own, not CMS pages. */
const SCREENS = new Set(['', 'news', 'contests', 'reviews', 'partners', 'contacts', 'history', 'pressrelease', 'media', 'exhibition']);

export async function crawlPublicSite(origin: string): Promise<Crawl> {
  const answers = new Map<string, string>();
  const get = async (path: string): Promise<unknown> => {
    const res = await fetch(origin + path);
    const text = await res.text();
    answers.set(path, `${res.status} ${text}`);
    try {
      return res.ok ? JSON.parse(text) : null;
    } catch {
      return null;
    }
  };
  const api = (path: string, lang: string) => `/api/public${path}${path.includes('?') ? '&' : '?'}lang_code=${lang}`;
  /** Every page of a paged list, by its `next` links; answers every item. */
  const pages = async (path: string, lang: string): Promise<Json[]> => {
    const items: Json[] = [];
    for (let page = 1; ; page += 1) {
      const body = (await get(api(`${path}?page=${page}`, lang))) as { results?: Json[]; next?: string | null } | null;
      items.push(...(body?.results ?? []));
      if (!body?.next) return items;
    }
  };

  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  // The sitemap's own lastmod times follow the content version's time, which each database has its own of.
  answers.set('/sitemap.xml', [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname).join('\n'));
  const cmsPages = new Set(
    [...sitemap.matchAll(/<loc>[^<]*?\/(?:ru|en|zh)\/([a-z0-9-]+)<\/loc>/g)]
      .map((match) => match[1] ?? '')
      .filter((url) => !SCREENS.has(url)),
  );

  for (const lang of LANGS) {
    for (const path of [
      '/site/',
      '/htmlblock/',
      '/contacts/',
      '/topics/',
      '/partners/',
      '/pressrelease/',
      '/participants/',
      '/participants/filters/',
      '/events/',
    ]) {
      await get(api(path, lang));
    }
    const current = (await get(api('/current_exhibition/', lang))) as { prefix_contract?: string } | null;
    for (const item of await pages('/news/', lang)) await get(api(`/news/detail/?id=${String(item.id)}`, lang));
    for (const item of await pages('/contests/', lang)) {
      const detail = (await get(api(`/contests/detail/?url=${String(item.url)}`, lang))) as { laureates?: Json[] } | null;
      for (const year of detail?.laureates ?? []) {
        if (!year.is_redirect_link) await get(api(`/contests/laureates/?url=${String(item.url)}&year=${String(year.year)}`, lang));
      }
    }
    await pages('/reviews/', lang);
    const history = await pages('/previous_exhibitions/', lang);
    const years = ((await get(api('/photo_galleries/', lang))) ?? []) as { galleries: Json[] }[];
    for (const gallery of years.flatMap((year) => year.galleries))
      await get(api(`/photo_galleries/detail/?url=${String(gallery.url)}`, lang));
    const prefixes = [current?.prefix_contract, ...history.map((item) => item.prefix_contract)].filter(Boolean);
    for (const prefix of prefixes) {
      for (const path of ['/pressrelease/', '/participants/', '/participants/filters/', '/events/'])
        await get(api(`${path}?ex_prefix=${String(prefix)}`, lang));
      // The hall plans: the general plan, then each hall's.
      const plans = ((await get(api(`/halls/?ex_prefix=${String(prefix)}`, lang))) ?? []) as { key: string }[];
      for (const hall of plans) await get(api(`/halls/detail/?ex_prefix=${String(prefix)}&key=${encodeURIComponent(hall.key)}`, lang));
    }
    for (const url of cmsPages) await get(api(`/html_pages/detail/?url=${url}`, lang));
  }

  const named = new Set<string>();
  for (const answer of answers.values()) {
    for (const match of answer.matchAll(/\/media\/[a-z]+\/[\w.-]+/g)) {
      const sources = pictureSources(match[0]);
      named.add(sources.src);
      for (const entry of sources.srcSet?.split(', ') ?? []) named.add(entry.split(' ')[0] ?? '');
    }
  }
  const media = new Map<string, string>();
  for (const path of [...named].sort()) {
    const res = await fetch(origin + path);
    const bytes = new Uint8Array(await res.arrayBuffer());
    media.set(path, `${res.status} ${res.headers.get('content-type')} ${createHash('sha256').update(bytes).digest('hex')}`);
  }
  return { answers, media };
}

/** The keys whose values differ (or that one map lacks), sorted, for an assertion that names them. */
export function differences(a: Map<string, string>, b: Map<string, string>): string[] {
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((key) => a.get(key) !== b.get(key)).sort();
}

/** Where two answers part: the first line (or the first characters) that differs, for a failure message. */
export function firstDifference(key: string, a = '', b = ''): string {
  const [left, right] = [a.split('\n'), b.split('\n')];
  const line = left.findIndex((text, index) => text !== right[index]);
  const at = line === -1 ? left.length : line;
  return `${key}, line ${at + 1}:\n  one:   ${(left[at] ?? '∅').slice(0, 300)}\n  other: ${(right[at] ?? '∅').slice(0, 300)}`;
}

/**
 * Every page the sitemap lists, as the server renders it for a first visit, with what is its own per
 * response or per server taken out: the nonce (drawn per answer), the origin (each test server has its own
 * port) and the moments in milliseconds it carries (when it was rendered, ui/page-clock.tsx, and when each
 * query it hands to the app was fetched). What is left is the content.
 */
export async function crawlPublicPages(origin: string): Promise<Map<string, string>> {
  const sitemap = await (await fetch(`${origin}/sitemap.xml`)).text();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname);
  const pages = new Map<string, string>();
  for (const path of paths) {
    const res = await fetch(origin + path, { headers: { 'Accept-Encoding': 'identity' } });
    const html = await res.text();
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get('Content-Security-Policy') ?? '')?.[1];
    let text = html.split(origin).join('ORIGIN');
    if (nonce) text = text.split(nonce).join('NONCE');
    pages.set(path, `${res.status} ${text.replace(/\b1[7-9]\d{11}\b/g, 'EPOCH_MS')}`);
  }
  return pages;
}
