/**
 * The head of every page: localised title and description, the canonical URL and its ru/en/zh
 * alternates, Open Graph and Twitter card tags for link previews (Telegram, WhatsApp, WeChat, VK), and
 * structured data (JSON-LD) for search engines. Routes declare `head: pageHead(<title key>, <description
 * key>?)`, or build one from loaded data with `pageHeadFor(ctx, {...})`; the root route renders TanStack
 * Router's <HeadContent />, which writes the tags of the matched routes into the server's HTML and keeps
 * them in step in the browser (the deepest route wins for a name it repeats).
 *
 * Texts come from `tFor(lang)` with the language of the URL, never from the i18n instance's current
 * language: on the server, renders in different languages run side by side.
 */
import { isLang, LANGS, type Lang } from '../contract/common';
import { tFor } from './i18n';

/** What a route's `head` receives, as far as this module reads it. */
export type HeadContext = {
  params: { lang?: string };
  match: { pathname: string; context: { origin?: string } };
};

export type PageInfo = {
  title: string;
  description?: string | undefined;
  /** An absolute or site-relative image for link previews. */
  image?: { url: string; alt?: string | undefined; width?: number; height?: number } | undefined;
  /** Open Graph type: an article for news, a website otherwise. */
  type?: 'website' | 'article';
  /** ISO date of an article. */
  published?: string | undefined;
  /** Query string that is part of the page's identity (an exhibitor card's ?p=); other params are views of one page. */
  search?: string | undefined;
  /** schema.org objects written as JSON-LD. */
  jsonLd?: readonly object[];
  /** Pages that must stay out of search results (not found, personal pages). */
  noindex?: boolean;
};

const OG_LOCALES: Record<Lang, string> = { ru: 'ru_RU', en: 'en_US', zh: 'zh_CN' };

/** The page's language, from its URL. */
export const headLang = (ctx: HeadContext): Lang => (isLang(ctx.params.lang) ? ctx.params.lang : 'ru');

/** A URL as the outside world reaches it; absolute ones are kept. */
export const absoluteUrl = (origin: string, url: string) =>
  /^https?:\/\//i.test(url) ? url : `${origin}${url.startsWith('/') ? '' : '/'}${url}`;

/** The same page in another language: the first path segment is the language. */
const inLanguage = (pathname: string, lang: Lang) => pathname.replace(/^\/[a-z]{2}(?=\/|$)/, `/${lang}`);

/** The page's own path without a trailing slash (the router matches both). */
const cleanPath = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

export const siteName = (lang: Lang) => tFor(lang)('common.site_name');

export const siteDescription = (lang: Lang | undefined) => tFor(lang ?? 'ru')('descriptions.site');

export const pageTitleText = (lang: Lang, title: string) => `${title} — ${siteName(lang)}`;

export function pageHeadFor(ctx: HeadContext, page: PageInfo) {
  const lang = headLang(ctx);
  const origin = ctx.match.context.origin ?? '';
  const path = cleanPath(ctx.match.pathname);
  const url = `${origin}${path}${page.search ?? ''}`;
  const title = pageTitleText(lang, page.title);
  const image = page.image ? { ...page.image, url: absoluteUrl(origin, page.image.url) } : undefined;

  const meta: Record<string, unknown>[] = [
    { title },
    ...(page.description ? [{ name: 'description', content: page.description }] : []),
    ...(page.noindex ? [{ name: 'robots', content: 'noindex' }] : []),
    { property: 'og:site_name', content: siteName(lang) },
    { property: 'og:type', content: page.type ?? 'website' },
    { property: 'og:title', content: page.title },
    ...(page.description ? [{ property: 'og:description', content: page.description }] : []),
    { property: 'og:url', content: url },
    // One og:locale: the head keeps one tag per property, so alternates are the hreflang links below.
    { property: 'og:locale', content: OG_LOCALES[lang] },
    ...(image
      ? [
          { property: 'og:image', content: image.url },
          ...(image.width ? [{ property: 'og:image:width', content: String(image.width) }] : []),
          ...(image.height ? [{ property: 'og:image:height', content: String(image.height) }] : []),
          ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
        ]
      : []),
    ...(page.published ? [{ property: 'article:published_time', content: page.published }] : []),
    { name: 'twitter:card', content: image ? 'summary_large_image' : 'summary' },
    { name: 'twitter:title', content: page.title },
    ...(page.description ? [{ name: 'twitter:description', content: page.description }] : []),
    ...(image ? [{ name: 'twitter:image', content: image.url }] : []),
    ...(page.jsonLd ?? []).map((data) => ({ 'script:ld+json': data })),
  ];
  const links = page.noindex
    ? []
    : [
        { rel: 'canonical', href: url },
        ...LANGS.map((other) => ({ rel: 'alternate', hrefLang: other, href: `${origin}${inLanguage(path, other)}${page.search ?? ''}` })),
        { rel: 'alternate', hrefLang: 'x-default', href: `${origin}${inLanguage(path, 'ru')}${page.search ?? ''}` },
      ];
  return { meta, links };
}

/** A head from text keys: the page's title and, where it has one, its description. */
export const pageHead =
  (titleKey: string, descriptionKey?: string, extra: Omit<PageInfo, 'title' | 'description'> = {}) =>
  // Generic, so a route's params and search are inferred from the route itself, not from this signature.
  <TContext extends HeadContext>(ctx: TContext) => {
    const t = tFor(headLang(ctx));
    return pageHeadFor(ctx, { ...extra, title: t(titleKey), description: descriptionKey ? t(descriptionKey) : undefined });
  };

/** The not-found page's head: kept out of search results. */
export const notFoundHead = pageHead('titles.not_found', undefined, { noindex: true });
