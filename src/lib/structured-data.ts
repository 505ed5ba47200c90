/**
 * schema.org objects for search engines (JSON-LD): the organiser, the exhibition as an ExhibitionEvent,
 * a news item as a NewsArticle and a programme item as an Event. Dates stay as the API gives them, ISO
 * 8601 with the venue's +03:00 offset, so every reader sees the Moscow times printed on the page.
 *
 * Crawlers and link previews read the server's HTML, so page heads carry JSON-LD only as the server renders
 * them: the home and news loaders import this module in the server's build only (`import.meta.env.SSR`),
 * the browser hydrates those heads from the server's loader data, and a page the app navigates to has
 * none in its head. The programme's graph sits in its page's body, which hydration has to match.
 */
import type { Lang } from '../contract/common';
import type { ProgrammeEvent } from '../contract/events';
import type { SiteResponse } from '../contract/site';
import { absoluteUrl, siteName } from './page-title';

const CONTEXT = 'https://schema.org';

const exhibitionName = (site: SiteResponse, lang: Lang) =>
  ({ ru: site.site_config.name_ru, en: site.site_config.name_en, zh: site.site_config.name_zh })[lang] || site.site_config.name_ru;

function organizer(origin: string, lang: Lang, site?: SiteResponse) {
  const footer = site?.footer;
  return {
    '@type': 'Organization',
    name: siteName(lang),
    url: `${origin}/${lang}`,
    logo: `${origin}/logo.svg`,
    ...(footer
      ? {
          email: footer.email,
          telephone: footer.phone,
          address: { '@type': 'PostalAddress', postalCode: footer.postal_code, streetAddress: footer.address, addressCountry: 'RU' },
          sameAs: footer.social.map((link) => link.url),
        }
      : {}),
  };
}

export function organizationData(origin: string, lang: Lang, site: SiteResponse) {
  return { '@context': CONTEXT, ...organizer(origin, lang, site) };
}

export function exhibitionEventData(origin: string, lang: Lang, site: SiteResponse, description: string, venue: string) {
  const banner = site.site_config.type.main_page_info.banner;
  return {
    '@context': CONTEXT,
    '@type': 'ExhibitionEvent',
    name: exhibitionName(site, lang),
    description,
    startDate: site.site_config.date_start,
    endDate: site.site_config.date_end,
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: { '@type': 'Place', name: venue, address: venue },
    ...(banner ? { image: [absoluteUrl(origin, banner)] } : {}),
    url: `${origin}/${lang}`,
    inLanguage: lang,
    organizer: organizer(origin, lang, site),
  };
}

/** The home page's graph: the exhibition as an event and its organiser. */
export function homeJsonLd(origin: string, lang: Lang, site: SiteResponse, description: string, venue: string) {
  return [exhibitionEventData(origin, lang, site, description, venue), organizationData(origin, lang, site)];
}

export function newsArticleData(
  origin: string,
  lang: Lang,
  url: string,
  item: { title: string; announcement: string; image: string; published: string },
) {
  return {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    headline: item.title,
    description: item.announcement,
    ...(item.image ? { image: [absoluteUrl(origin, item.image)] } : {}),
    datePublished: item.published,
    inLanguage: lang,
    mainEntityOfPage: url,
    publisher: organizer(origin, lang),
  };
}

/** One programme item, as an Event held at the exhibition (in a page's @graph). */
export function programmeEventData(origin: string, lang: Lang, event: ProgrammeEvent) {
  return {
    '@type': 'Event',
    name: event.name,
    startDate: event.start_at,
    endDate: event.end_at,
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    ...(event.location.name ? { location: { '@type': 'Place', name: event.location.name } } : {}),
    ...(event.org_text ? { organizer: { '@type': 'Organization', name: event.org_text } } : {}),
    ...(event.link ? { url: absoluteUrl(origin, event.link) } : {}),
    inLanguage: lang,
  };
}
