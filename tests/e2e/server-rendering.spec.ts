/**
 * Every public page arrives as HTML: fetched without a browser (as a crawler or a link-preview bot does),
 * it holds the page's heading and its first item from the API, the head a preview or a search engine
 * reads, and the status a crawler understands.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import type { ContactsResponse } from '../../src/contract/contacts';
import type { ContestDetail, ContestList } from '../../src/contract/contests';
import type { ProgrammeEvent } from '../../src/contract/events';
import type { HistoryList } from '../../src/contract/history';
import type { HtmlBlock } from '../../src/contract/htmlblock';
import type { HtmlPage, PressRelease } from '../../src/contract/html-pages';
import type { NewsDetail, NewsList } from '../../src/contract/news';
import type { Participant } from '../../src/contract/participants';
import type { PartnersResponse } from '../../src/contract/partners';
import type { GalleryDetail, MediaYear } from '../../src/contract/photo-galleries';
import type { ReviewList } from '../../src/contract/reviews';
import type { SiteResponse } from '../../src/contract/site';
import { catalogueOrder } from '../../src/features/catalogue/catalogue-model';
import { sqlRows } from '../support/e2e-db';
import { parsePage, textOf } from '../support/html';
import { apiGet } from '../support/visitors';
import { byStart } from '../support/programme-list';
import { world } from '../support/e2e-world';

const { baseUrl } = world;
const api = <T>(path: string, lang: Lang = 'ru') =>
  apiGet<T>(baseUrl, `/api/public${path}${path.includes('?') ? '&' : '?'}lang_code=${lang}`);
const locales = Object.fromEntries(
  (['ru', 'en', 'zh'] as const).map((lang) => [lang, JSON.parse(readFileSync(`locales/${lang}.json`, 'utf8'))]),
) as Record<Lang, Record<string, Record<string, string>>>;
const t = (lang: Lang, key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], locales[lang]) as string;

/** A page as a bot gets it: no cookies, no JavaScript, redirects not followed. */
async function fetchPage(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${baseUrl}${path}`, { headers, redirect: 'manual' });
  return { response, html: await response.text() };
}

type Expected = { path: string; heading: string; firstItem?: string };

/** Each public route of the site, with its heading and first item read from the API. */
const ROUTES: Record<string, (lang: Lang) => Promise<Expected>> = {
  home: async (lang) => {
    const [block, news, contests] = await Promise.all([
      api<HtmlBlock>('/htmlblock/', lang),
      api<NewsList>('/news/', lang),
      api<ContestList>('/contests/', lang),
    ]);
    return { path: `/${lang}`, heading: textOf(block.exhibition_title), firstItem: news.results[0]?.title ?? contests.results[0]?.name };
  },
  'news list': async (lang) => ({
    path: `/${lang}/news`,
    heading: t(lang, 'news.title'),
    firstItem: (await api<NewsList>('/news/', lang)).results[0]?.title,
  }),
  'news page 2': async (lang) => ({
    path: `/${lang}/news/page/2`,
    heading: t(lang, 'news.title'),
    firstItem: (await api<NewsList>('/news/?page=2', lang)).results[0]?.title,
  }),
  'news item': async (lang) => {
    const first = (await api<NewsList>('/news/', lang)).results[0];
    const item = await api<NewsDetail>(`/news/detail/?id=${first?.id}`, lang);
    return { path: `/${lang}/news/detail/${item.id}`, heading: item.title, firstItem: textOf(item.text).slice(0, 60) };
  },
  contests: async (lang) => ({
    path: `/${lang}/contests`,
    heading: t(lang, 'contests.title'),
    firstItem: (await api<ContestList>('/contests/', lang)).results[0]?.name,
  }),
  contest: async (lang) => {
    const url = (await api<ContestList>('/contests/', lang)).results[0]?.url;
    const contest = await api<ContestDetail>(`/contests/detail/?url=${url}`, lang);
    return { path: `/${lang}/contests/${url}`, heading: contest.name, firstItem: contest.laureates[0]?.title };
  },
  laureates: async (lang) => {
    const contests = (await api<ContestList>('/contests/', lang)).results;
    for (const card of contests) {
      const contest = await api<ContestDetail>(`/contests/detail/?url=${card.url}`, lang);
      const year = contest.laureates.find((entry) => !entry.is_redirect_link);
      if (year) {
        const laureates = await api<{ title: string; text: string }>(`/contests/laureates/?url=${card.url}&year=${year.year}`, lang);
        return {
          path: `/${lang}/contests/${card.url}/${year.year}`,
          heading: laureates.title,
          firstItem: textOf(laureates.text).slice(0, 40),
        };
      }
    }
    throw new Error('the demo has no laureates page');
  },
  reviews: async (lang) => ({
    path: `/${lang}/reviews`,
    heading: t(lang, 'reviews.title'),
    firstItem: (await api<ReviewList>('/reviews/', lang)).results[0]?.full_name,
  }),
  partners: async (lang) => ({
    path: `/${lang}/partners`,
    heading: t(lang, 'partners.title'),
    firstItem: (await api<PartnersResponse>('/partners/', lang)).partner_groups[0]?.title,
  }),
  history: async (lang) => ({
    path: `/${lang}/history`,
    heading: t(lang, 'history.title'),
    firstItem: (await api<HistoryList>('/previous_exhibitions/', lang)).results[0]?.full_name,
  }),
  'press release': async (lang) => {
    const release = await api<PressRelease>('/pressrelease/', lang);
    return { path: `/${lang}/pressrelease`, heading: release.title, firstItem: textOf(release.text).slice(0, 40) };
  },
  contacts: async (lang) => ({
    path: `/${lang}/contacts`,
    heading: t(lang, 'contacts.title'),
    firstItem: (await api<ContactsResponse>('/contacts/', lang)).staffers[0]?.full_name,
  }),
  media: async (lang) => {
    const year = (await api<MediaYear[]>('/photo_galleries/', lang)).find((entry) =>
      entry.galleries.some((gallery) => gallery.photos_count > 0),
    );
    return {
      path: `/${lang}/media/${year?.ex_prefix}`,
      heading: t(lang, 'media_page.title'),
      firstItem: year?.galleries.find((gallery) => gallery.photos_count > 0)?.name,
    };
  },
  gallery: async (lang) => {
    const year = (await api<MediaYear[]>('/photo_galleries/', lang)).find((entry) =>
      entry.galleries.some((gallery) => gallery.photos_count > 0),
    );
    const url = year?.galleries.find((gallery) => gallery.photos_count > 0)?.url;
    const gallery = await api<GalleryDetail>(`/photo_galleries/detail/?url=${url}`, lang);
    return { path: `/${lang}/media/photo/${url}`, heading: gallery.name };
  },
  'CMS page': async (lang) => {
    const page = await api<HtmlPage>('/html_pages/detail/?url=about', lang);
    return { path: `/${lang}/about`, heading: page.title, firstItem: textOf(page.body).slice(0, 40) };
  },
  participants: async (lang) => {
    const participants = await api<Participant[]>('/participants/', lang);
    const first = catalogueOrder(participants, lang)[0]?.positions[0];
    return {
      path: `/${lang}/exhibition/participants`,
      heading: t(lang, 'catalogue.title'),
      firstItem: participants[first ?? 0]?.short_title,
    };
  },
  programme: async (lang) => ({
    path: `/${lang}/exhibition/program`,
    heading: t(lang, 'programme.title'),
    // The page lists events by start time and renders the first of them.
    firstItem: byStart(await api<ProgrammeEvent[]>('/events/', lang))[0]?.name,
  }),
};

const LANGS: Lang[] = ['ru', 'en', 'zh'];

describe('every public page is rendered on the server', () => {
  describe.each(Object.keys(ROUTES))('%s', (name) => {
    it.each(LANGS)('in %s: heading, first item and head tags in the HTML, answered 200', async (lang) => {
      const expected = await ROUTES[name]!(lang);
      const { response, html } = await fetchPage(expected.path);
      expect(response.status, expected.path).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
      const page = parsePage(html);
      expect(page.htmlLang).toBe(lang === 'zh' ? 'zh-CN' : lang);
      expect(page.bodyText).toContain(expected.heading);
      if (expected.firstItem) expect(page.bodyText).toContain(expected.firstItem);

      // The head: a localised title and description, the canonical URL and its alternates, a preview card.
      expect(page.title).toContain(t(lang, 'common.site_name'));
      expect(page.meta('description')[0]?.length).toBeGreaterThan(lang === 'zh' ? 6 : 20);
      const canonical = `${baseUrl}${expected.path}`;
      expect(page.links('canonical').map((link) => link.href)).toEqual([canonical]);
      const alternates = Object.fromEntries(page.links('alternate').map((link) => [link.hreflang, link.href]));
      expect(alternates).toEqual({
        ru: canonical.replace(`/${lang}`, '/ru'),
        en: canonical.replace(`/${lang}`, '/en'),
        zh: canonical.replace(`/${lang}`, '/zh'),
        'x-default': canonical.replace(`/${lang}`, '/ru'),
      });
      expect(page.meta('og:url')).toEqual([canonical]);
      expect(page.meta('og:title')[0]).toBeTruthy();
      expect(page.meta('og:site_name')).toEqual([t(lang, 'common.site_name')]);
      expect(page.meta('twitter:card')[0]).toMatch(/^summary/);
    });
  });
});

describe('what the status line says', () => {
  it.each([
    ['an unknown page', '/ru/no-such-page-anywhere'],
    ['an unknown deeper path', '/ru/a/b/c'],
    ['the not-found page itself', '/ru/404'],
    ['an unknown news id', '/ru/news/detail/987654321'],
    ['a malformed news id', '/ru/news/detail/abc'],
    ['an unknown contest', '/ru/contests/no-such-contest'],
    ['an unknown gallery', '/ru/media/photo/no-such-gallery'],
    ['an unknown exhibition in the catalogue', '/ru/exhibition/participants/ZZ99'],
    ['an unknown exhibition in the programme', '/en/exhibition/program/ZZ99'],
  ])('answers %s with 404 and the rendered not-found page', async (_name, path) => {
    const { response, html } = await fetchPage(path);
    expect(response.status).toBe(404);
    const lang = path.split('/')[1] as Lang;
    expect(parsePage(html).bodyText).toContain(t(lang, 'not_found.title'));
    expect(parsePage(html).meta('robots')).toEqual(['noindex']);
  });

  it('sends a news page past the end to the first page', async () => {
    const list = await api<NewsList>('/news/');
    const pastEnd = Math.ceil(list.count / list.paginator_count) + 1;
    const { response } = await fetchPage(`/ru/news/page/${pastEnd}`);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', baseUrl).pathname).toBe('/ru/news');
  });

  it('sends the media page without a year to the first year of the API', async () => {
    const years = await api<MediaYear[]>('/photo_galleries/');
    const { response } = await fetchPage('/en/media');
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', baseUrl).pathname).toBe(`/en/media/${years[0]?.ex_prefix}`);
  });

  it('sends an unknown language to the visitor’s language home', async () => {
    const { response } = await fetchPage('/xx/news', { 'Accept-Language': 'zh-CN,zh;q=0.9' });
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location') ?? '', baseUrl).pathname).toBe('/zh');
  });

  it('answers / with a redirect to the language in the cookie, then Accept-Language, then Russian', async () => {
    const to = async (headers: Record<string, string>) => {
      const { response } = await fetchPage('/', headers);
      expect(response.status).toBe(302);
      return new URL(response.headers.get('location') ?? '', baseUrl).pathname;
    };
    expect(await to({ Cookie: 'language=zh', 'Accept-Language': 'en-US,en;q=0.9' })).toBe('/zh');
    expect(await to({ 'Accept-Language': 'de-DE,de;q=0.9,en;q=0.8' })).toBe('/en');
    expect(await to({ 'Accept-Language': 'fr-FR' })).toBe('/ru');
    expect(await to({})).toBe('/ru');
    expect(await to({ Cookie: 'language=xx', 'Accept-Language': 'zh' })).toBe('/zh');
  });

  it('opens an installed app’s shortcut in the stored language', async () => {
    const { response } = await fetchPage('/?to=exhibition/program', { Cookie: 'language=en' });
    expect(new URL(response.headers.get('location') ?? '', baseUrl).pathname).toBe('/en/exhibition/program');
  });
});

describe('pages that are the visitor’s own', () => {
  it.each(['/ru/personal/profile', '/ru/personal/ticket', '/en/login', '/zh/registration', '/ru/application'])(
    'serves %s as the shell, with no rendered content',
    async (path) => {
      const { response, html } = await fetchPage(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(html).not.toContain('$_TSR');
      expect(parsePage(html).bodyText).toBe('');
    },
  );
});

describe('what a rendered page carries', () => {
  it('no cookie, no token and no personal data: the same HTML for a signed-in request', async () => {
    const anonymous = await fetchPage('/ru/news');
    const withCredentials = await fetchPage('/ru/news', {
      Authorization: 'Bearer abc.def.ghi',
      Cookie: 'access_token=secret; language=ru',
    });
    expect(anonymous.response.headers.get('set-cookie')).toBeNull();
    expect(withCredentials.response.headers.get('set-cookie')).toBeNull();
    expect(withCredentials.html).not.toContain('secret');
    expect(withCredentials.html).not.toContain('abc.def.ghi');
    expect(withCredentials.response.headers.get('etag')).toBe(anonymous.response.headers.get('etag'));
  });

  it('a nonce-based Content-Security-Policy that every script of the page carries, fresh on every response', async () => {
    const first = await fetchPage('/ru/contests');
    const second = await fetchPage('/ru/contests');
    const policy = first.response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy).toContain("'strict-dynamic'");
    expect(policy).not.toMatch(/unsafe-inline'[^;]*;?\s*$|script-src[^;]*unsafe/);
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    const scripts = parsePage(first.html).scripts.filter((script) => script.type !== 'application/ld+json');
    expect(scripts.length).toBeGreaterThan(1);
    for (const script of scripts) expect(script.nonce).toBe(nonce);
    expect(second.response.headers.get('content-security-policy')).not.toBe(policy);
  });

  it('an ETag, and 304 without a body for a page that has not changed', async () => {
    const { response } = await fetchPage('/en/partners');
    const etag = response.headers.get('etag');
    expect(etag).toBeTruthy();
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    const again = await fetch(`${baseUrl}/en/partners`, { headers: { 'If-None-Match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });
});

describe('link previews and structured data', () => {
  it('a news item previews with its title, lead, picture and date, field by field', async () => {
    const first = (await api<NewsList>('/news/', 'en')).results[0];
    const item = await api<NewsDetail>(`/news/detail/?id=${first?.id}`, 'en');
    const { html } = await fetchPage(`/en/news/detail/${item.id}`);
    const page = parsePage(html);
    const url = `${baseUrl}/en/news/detail/${item.id}`;
    expect(page.meta('og:type')).toEqual(['article']);
    expect(page.meta('og:title')).toEqual([item.title]);
    expect(page.meta('og:description')).toEqual([item.announcement]);
    expect(page.meta('og:image')).toEqual([`${baseUrl}${item.image}`]);
    expect(page.meta('og:url')).toEqual([url]);
    expect(page.meta('og:locale')).toEqual(['en_US']);
    expect(page.meta('article:published_time')).toEqual([item.publish_datetime]);
    expect(page.meta('twitter:card')).toEqual(['summary_large_image']);
    expect(page.meta('twitter:image')).toEqual([`${baseUrl}${item.image}`]);
    expect(page.meta('description')).toEqual([item.announcement]);
    const article = page.jsonLd.find((data) => (data as { '@type'?: string })['@type'] === 'NewsArticle') as Record<string, unknown>;
    expect(article).toMatchObject({
      headline: item.title,
      datePublished: item.publish_datetime,
      mainEntityOfPage: url,
      image: [`${baseUrl}${item.image}`],
    });
  });

  it('a shared exhibitor card previews that exhibitor: name, logo and card URL', async () => {
    const participants = await api<Participant[]>('/participants/');
    const exhibitor = participants.find((item) => item.show_logo_for_ecatalog && item.logo_for_ecatalog);
    expect(exhibitor).toBeTruthy();
    const { response, html } = await fetchPage(`/ru/exhibition/participants?p=${exhibitor?.id}`);
    expect(response.status).toBe(200);
    const page = parsePage(html);
    const url = `${baseUrl}/ru/exhibition/participants?p=${exhibitor?.id}`;
    expect(page.meta('og:title')).toEqual([exhibitor?.short_title]);
    expect(page.meta('og:image')).toEqual([`${baseUrl}${exhibitor?.logo_for_ecatalog}`]);
    expect(page.meta('og:url')).toEqual([url]);
    expect(page.links('canonical').map((link) => link.href)).toEqual([url]);
    expect(page.meta('og:description')[0]).toContain(exhibitor?.full_title);
    expect(page.title).toContain(exhibitor?.short_title);
  });

  it('the Chinese home page names the venue in Chinese in its preview and its structured data', async () => {
    const [site, htmlBlock] = await Promise.all([api<SiteResponse>('/site/', 'zh'), api<HtmlBlock>('/htmlblock/', 'zh')]);
    expect(htmlBlock.location).not.toBe(site.site_config.location_en);
    const page = parsePage((await fetchPage('/zh')).html);
    expect(page.meta('og:description')[0]).toContain(htmlBlock.location);
    const event = page.jsonLd.find((data) => (data as { '@type'?: string })['@type'] === 'ExhibitionEvent') as {
      location: { name: string };
    };
    expect(event.location.name).toBe(htmlBlock.location);
  });

  it.each(LANGS)(
    'a shared exhibitor whose name ends in a full stop previews it with one full stop before its stands (%s)',
    async (lang) => {
      // Chosen by its Russian name ("… Ко., Лтд."); each language's preview is checked for the same exhibitor.
      const ended = (await api<Participant[]>('/participants/')).find((item) => /\.$/.test(item.full_title.trim()) && item.stand);
      expect(ended, 'an exhibitor whose Russian full name ends in a full stop and who has a stand').toBeDefined();
      const exhibitor = (await api<Participant[]>('/participants/', lang)).find((item) => item.id === ended!.id)!;
      const { html } = await fetchPage(`/${lang}/exhibition/participants?p=${exhibitor.id}`);
      const page = parsePage(html);
      for (const name of ['description', 'og:description', 'twitter:description']) {
        const [description = ''] = page.meta(name);
        expect(description, name).toContain(exhibitor.full_title.trim());
        expect(description, name).toContain(exhibitor.stand);
        expect(description, name).not.toMatch(/\.\.(?!\.)|[.。]\s*[.。]/);
      }
    },
  );

  it('the home page names the exhibition with its dates and venue, and is an ExhibitionEvent in Moscow time', async () => {
    const [site, htmlBlock] = await Promise.all([api<SiteResponse>('/site/'), api<HtmlBlock>('/htmlblock/')]);
    const { html } = await fetchPage('/ru');
    const page = parsePage(html);
    const description = page.meta('og:description')[0] ?? '';
    expect(description).toContain(site.site_config.name_ru);
    // The venue as the page's banner writes it (lib/exhibition-location.ts).
    expect(description).toContain(htmlBlock.location);
    expect(description).toContain(site.site_config.date_start.slice(0, 4));
    expect(page.meta('og:image')).toEqual([`${baseUrl}${site.site_config.type.main_page_info.banner}`]);
    const event = page.jsonLd.find((data) => (data as { '@type'?: string })['@type'] === 'ExhibitionEvent') as Record<string, string>;
    expect(event.startDate).toBe(site.site_config.date_start);
    expect(event.endDate).toBe(site.site_config.date_end);
    expect(event.startDate).toMatch(/T\d\d:\d\d:\d\d\+03:00$/);
    const organization = page.jsonLd.find((data) => (data as { '@type'?: string })['@type'] === 'Organization') as Record<string, unknown>;
    expect(organization).toMatchObject({ email: site.footer.email, telephone: site.footer.phone });
  });

  it('the programme page carries every event of the API as a schema.org Event in Moscow time', async () => {
    const events = await api<ProgrammeEvent[]>('/events/');
    const { html } = await fetchPage('/ru/exhibition/program');
    const graph = (parsePage(html).jsonLd.find((data) => '@graph' in (data as object)) as { '@graph': Record<string, string>[] })['@graph'];
    expect(graph.length).toBe(events.length);
    expect(graph.map((event) => event.name)).toEqual(events.map((event) => event.name));
    expect(graph.map((event) => event.startDate)).toEqual(events.map((event) => event.start_at));
    for (const event of graph) expect(event.startDate).toMatch(/\+03:00$/);
  });
});

describe('search engines', () => {
  it('robots.txt allows the site, keeps personal pages and the API out and points at the sitemap', async () => {
    const { response, html } = await fetchPage('/robots.txt');
    expect(response.status).toBe(200);
    expect(html).toContain('Disallow: /api/');
    for (const lang of LANGS) expect(html).toContain(`Disallow: /${lang}/personal`);
    expect(html).toContain(`Sitemap: ${baseUrl}/sitemap.xml`);
  });

  it('the sitemap lists every public URL in the three languages, with lastmod', async () => {
    const { response, html } = await fetchPage('/sitemap.xml');
    expect(response.status).toBe(200);
    const locs = [...html.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1] ?? '');
    expect([...html.matchAll(/<lastmod>\d{4}-\d\d-\d\dT[\d:.]+Z<\/lastmod>/g)].length).toBe(locs.length);
    expect(new Set(locs).size).toBe(locs.length);

    // The pages of one language, counted from the API.
    const news = await api<NewsList>('/news/');
    const contests = (await api<ContestList>('/contests/')).results;
    const laureateYears = (await Promise.all(contests.map((card) => api<ContestDetail>(`/contests/detail/?url=${card.url}`)))).flatMap(
      (contest) => contest.laureates.filter((entry) => !entry.is_redirect_link),
    );
    const years = (await api<MediaYear[]>('/photo_galleries/')).filter((year) =>
      year.galleries.some((gallery) => gallery.photos_count > 0),
    );
    const galleries = years.flatMap((year) => year.galleries.filter((gallery) => gallery.photos_count > 0));
    const history = await api<HistoryList>('/previous_exhibitions/?page=1');
    const exhibitions = (
      await Promise.all(
        Array.from({ length: Math.ceil(history.count / history.paginator_count) }, (_, index) =>
          api<HistoryList>(`/previous_exhibitions/?page=${index + 1}`),
        ),
      )
    ).flatMap((page) => page.results);
    const site = await api<SiteResponse>('/site/');
    const pastPages = await Promise.all(
      exhibitions
        .filter((exhibition) => exhibition.prefix_contract !== site.site_config.prefix_contract)
        .map(async (exhibition) => {
          const prefix = exhibition.prefix_contract;
          const [participants, events, release] = await Promise.all([
            api<Participant[]>(`/participants/?ex_prefix=${prefix}`),
            api<ProgrammeEvent[]>(`/events/?ex_prefix=${prefix}`),
            fetch(`${baseUrl}/api/public/pressrelease/?ex_prefix=${prefix}`),
          ]);
          return (participants.length > 0 ? 1 : 0) + (events.length > 0 ? 1 : 0) + (release.status === 200 ? 1 : 0);
        }),
    );
    const [cms] = await sqlRows<{ count: number }>(
      "select count(*)::int as count from html_pages where ex_type = 'ME' and coalesce(body->>'ru', '') <> ''",
    );
    const fixed = [
      '',
      '/news',
      '/contests',
      '/reviews',
      '/partners',
      '/contacts',
      '/history',
      '/pressrelease',
      '/exhibition/participants',
      '/exhibition/program',
      '/exhibition/map',
    ];
    const newsPages = Math.ceil(news.count / news.paginator_count) - 1;
    const perLanguage =
      fixed.length +
      newsPages +
      news.count +
      contests.length +
      laureateYears.length +
      years.length +
      galleries.length +
      pastPages.reduce((sum, count) => sum + count, 0) +
      (cms?.count ?? 0);

    const ruLocs = locs.filter((loc) => loc.startsWith(`${baseUrl}/ru`));
    expect(ruLocs).toContain(`${baseUrl}/ru/about`);
    expect(ruLocs.length).toBe(perLanguage);
    for (const lang of LANGS) {
      const mine = locs.filter((loc) => loc.startsWith(`${baseUrl}/${lang}`));
      expect(mine.length, lang).toBe(ruLocs.length);
      expect(mine).toContain(`${baseUrl}/${lang}/news/detail/${news.results[0]?.id}`);
      expect(mine).toContain(`${baseUrl}/${lang}/media/photo/${galleries[0]?.url}`);
    }
    // Personal pages and forms stay out.
    expect(locs.some((loc) => /\/(personal|login|registration|application)\b/.test(loc))).toBe(false);
  });
});
