/**
 * The demo does not contradict itself: every figure its texts quote about a show — exhibitors, their
 * countries, events, visitors, floor area — is the one the API gives for that show (its catalogue, its
 * filters, its programme, the home page's figures or its press release). Read as a visitor reads them:
 * the "about" page, the home page's exhibitors line, and every news item about a show, in ru, en and zh.
 * (The home page said 420 exhibitors, "О выставке" more than 600, a news headline 60.)
 */
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../src/contract/common';
import { EventsResponseSchema } from '../../src/contract/events';
import { HtmlBlockSchema } from '../../src/contract/htmlblock';
import { HtmlPageSchema, PressReleaseSchema } from '../../src/contract/html-pages';
import { NewsDetailSchema, NewsListSchema } from '../../src/contract/news';
import { ParticipantFiltersSchema, ParticipantsResponseSchema } from '../../src/contract/participants';
import { SiteResponseSchema } from '../../src/contract/site';
import { useApiServer } from '../support/api-server';
import { getParsed } from './content-support';

const api = await useApiServer();
const LANGS: Lang[] = ['ru', 'en', 'zh'];

type Figure = 'exhibitors' | 'countries' | 'events' | 'visitors' | 'area';
/** null: the API holds no such figure for the show (an earlier show's floor area), so a text may give its own. */
type Figures = Partial<Record<Figure, number | null>>;

/** How each language writes each figure: the number is the first group that matched. */
const PATTERNS: Record<Lang, Record<Figure, RegExp>> = {
  ru: {
    exhibitors: /(\d[\d\s]*)\s(?:экспонент|компани)/g,
    countries: /из (\d+) стран/g,
    events: /(\d+)\sмероприяти/g,
    visitors: /(\d[\d\s]*)\s(?:посетител|специалист)/g,
    area: /(\d[\d\s]*)\sкв\.\sм/g,
  },
  en: {
    exhibitors: /(\d[\d,]*)\s(?:exhibitors|companies)/g,
    countries: /from (\d+) countries/g,
    events: /(\d+)\sevents/g,
    visitors: /(\d[\d,]*)\s(?:trade visitors|visitors|professionals)/g,
    area: /(\d[\d,]*)\ssq\sm/g,
  },
  zh: {
    exhibitors: /(\d+)家(?:参展商|企业)/g,
    countries: /来自(\d+)个国家/g,
    events: /(\d+)场(?:商务)?活动|共举办(\d+)场/g,
    visitors: /(\d+)名(?:专业)?观众/g,
    area: /(\d+)平方米/g,
  },
};

/** Every figure a text quotes, by kind (markup stripped; no-break spaces are spaces). */
function quoted(html: string, lang: Lang): Record<Figure, number[]> {
  const text = html.replace(/<[^>]*>/g, ' ').replace(/[\u00A0\u202F]/g, ' ');
  const found = {} as Record<Figure, number[]>;
  for (const [figure, pattern] of Object.entries(PATTERNS[lang]) as [Figure, RegExp][]) {
    found[figure] = [...text.matchAll(pattern)].map((match) => Number((match[1] ?? match[2] ?? '').replace(/[\s,]/g, '')));
  }
  return found;
}

/** What the API says of the show with this prefix; `current` adds the home page's own figures. */
async function showFigures(prefix: string, current: boolean): Promise<Figures> {
  const query = `?ex_prefix=${prefix}`;
  const [catalogue, filters, programme] = await Promise.all([
    getParsed(api, ParticipantsResponseSchema, `/participants/${query}`, 'ru'),
    getParsed(api, ParticipantFiltersSchema, `/participants/filters/${query}`, 'ru'),
    getParsed(api, EventsResponseSchema, `/events/${query}`, 'ru'),
  ]);
  const figures: Figures = { exhibitors: catalogue.length, countries: filters.countries.length, events: programme.length, area: null };
  if (current) {
    const info = (await getParsed(api, SiteResponseSchema, '/site/', 'ru')).site_config.type.main_page_info;
    return { ...figures, visitors: info.visitors_count, area: info.total_area_count };
  }
  // A past show's visitors are its press release's ("посетителей-специалистов — более 31 000").
  const release = await getParsed(api, PressReleaseSchema, `/pressrelease/${query}`, 'ru');
  const visitors = /более (\d[\d\s]*\d)/.exec(release.text.replace(/[\u00A0\u202F]/g, ' '))?.[1];
  return visitors === undefined ? figures : { ...figures, visitors: Number(visitors.replace(/\s/g, '')) };
}

/** Asserts the text quotes only the show's figures, and at least the ones named in `expected`. */
function expectAgrees(where: string, html: string, lang: Lang, show: Figures, expected: readonly Figure[] = []) {
  const found = quoted(html, lang);
  for (const figure of expected) expect(found[figure].length, `${where}: quotes its ${figure}`).toBeGreaterThan(0);
  for (const [figure, values] of Object.entries(found) as [Figure, number[]][]) {
    if (values.length === 0 || show[figure] === null) continue;
    expect(show[figure], `${where}: quotes ${figure} ${values.join(', ')}, which the API has no figure for`).toBeDefined();
    for (const value of values) expect(value, `${where}: its ${figure}`).toBe(show[figure]);
  }
}

describe('the demo’s figures', () => {
  it('the home page counts the current catalogue’s exhibitors and its programme’s events and hours', async () => {
    const site = await getParsed(api, SiteResponseSchema, '/site/', 'ru');
    const prefix = site.site_config.prefix_contract;
    const info = site.site_config.type.main_page_info;
    const programme = await getParsed(api, EventsResponseSchema, `/events/?ex_prefix=${prefix}`, 'ru');
    const hours = programme.reduce((sum, event) => sum + (Date.parse(event.end_at) - Date.parse(event.start_at)) / 3_600_000, 0);
    expect(info.participants_count).toBe(
      (await getParsed(api, ParticipantsResponseSchema, `/participants/?ex_prefix=${prefix}`, 'ru')).length,
    );
    expect(info.events_count).toBe(programme.length);
    expect(info.events_hour_count).toBe(Math.round(hours));
  });

  it.each(LANGS)('“About the exhibition” and the home page’s exhibitors line quote the current show’s figures (%s)', async (lang) => {
    const site = await getParsed(api, SiteResponseSchema, '/site/', lang);
    const show = await showFigures(site.site_config.prefix_contract, true);
    const about = await getParsed(api, HtmlPageSchema, '/html_pages/detail/?url=about', lang);
    expectAgrees('about', about.body, lang, show, ['exhibitors', 'countries', 'visitors', 'area', 'events']);
    const block = await getParsed(api, HtmlBlockSchema, '/htmlblock/', lang);
    expectAgrees('the home page’s participants_text', block.participants_text, lang, show, ['exhibitors', 'countries']);
  });

  it.each(LANGS)('every news item about a show quotes that show’s figures (%s)', async (lang) => {
    // A show is named in a title by its year: "Металл-Индустрия 2026", "Деловая программа 2026 года".
    const SHOW_TITLE: Record<Lang, RegExp> = {
      ru: /Металл-Индустри\S*\s(20\d\d)|Деловая программа (20\d\d)/,
      en: /Metal-Industry (20\d\d)|Business programme (20\d\d)/,
      zh: /金属工业 (20\d\d)|(20\d\d)年商务活动/,
    };
    const current = (await getParsed(api, SiteResponseSchema, '/site/', lang)).site_config.prefix_contract;
    const shows = new Map<string, Figures>();
    let checked = 0;
    for (let page = 1; ; page += 1) {
      const list = await getParsed(api, NewsListSchema, `/news/?page=${page}`, lang);
      for (const item of list.results) {
        const year = SHOW_TITLE[lang].exec(item.title)?.slice(1).find(Boolean);
        if (!year) continue;
        const prefix = `ME${year.slice(2)}`;
        if (!shows.has(prefix)) shows.set(prefix, await showFigures(prefix, prefix === current));
        const detail = await getParsed(api, NewsDetailSchema, `/news/detail/?id=${item.id}`, lang);
        const text = [detail.title, detail.announcement, detail.text].join(' ');
        // A show without a catalogue in the demo cannot be quoted at all (showFigures would fail first).
        expectAgrees(`news ${item.id} "${item.title}"`, text, lang, shows.get(prefix)!);
        checked += 1;
      }
      if (!list.next) break;
    }
    // The results of the last two shows are among them, with their headline figures.
    expect(checked, 'news items about a show').toBeGreaterThan(4);
    const results = [...shows.keys()].filter((prefix) => prefix !== current);
    expect(results.length, 'earlier shows in the news').toBeGreaterThanOrEqual(2);
  });
});
