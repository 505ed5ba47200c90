/**
 * The demo's figures and the data they describe, in one place: how many exhibitors each demo catalogue
 * holds (and the catalogues themselves), how many events each programme has, and the current show's
 * visitor and floor figures. Every seed text that quotes a figure (the "about" page, the home page's
 * lines, news, press releases) takes it from here, so no text contradicts the catalogue or programme it
 * links to (tests/api/demo-figures.test.ts reads both from the API).
 *
 * Exhibitors return from show to show, as at a real trade fair: most of an earlier show's catalogue is
 * companies of the next one (the same names, logos and texts on other stands), which also keeps the
 * seed from drawing hundreds more logos. Kept apart from participants.ts, exhibitions.ts and the news
 * so all of them can import it without a cycle.
 */
import type { Localized } from '../db/schema';
import { generateParticipants, returningParticipant, type CatalogueState, type GeneratedParticipant } from './participant-generator';
import { createRng } from './prng';

export const CURRENT_PREFIX = 'ME27';

type DemoShow = {
  prefix: string;
  exhibitors: number;
  events: number;
  /** The later show whose exhibitors mostly come back to this one (the current show draws from every country). */
  returningFrom?: string;
};

/** The current show and the two before it, for history links; a show not listed has no catalogue or programme. */
const DEMO_SHOWS: readonly DemoShow[] = [
  { prefix: CURRENT_PREFIX, exhibitors: 420, events: 72 },
  { prefix: 'ME26', exhibitors: 380, events: 70, returningFrom: CURRENT_PREFIX },
  { prefix: 'ME25', exhibitors: 340, events: 64, returningFrom: 'ME26' },
];

/** The share of an earlier show's exhibitors who are companies of the show after it. */
const RETURNING = 0.85;

/** The current show's own figures (main_page_info); the API counts its exhibitors and events itself. */
export const CURRENT_SHOW = { visitors: 31_500, area: 42_000 } as const;

/** Trade visitors of an earlier show, as its press release states them. */
export const pastVisitors = (year: number) => 21_000 + (year - 2018) * 1250;

const catalogues = new Map<string, readonly GeneratedParticipant[]>();

/**
 * The exhibitors of a demo catalogue, generated once per process (the same seed gives the same ones
 * everywhere); empty for a show without one. Callers that change rows copy them first.
 */
export function demoCatalogue(prefix: string): readonly GeneratedParticipant[] {
  const known = catalogues.get(prefix);
  if (known) return known;
  const show = DEMO_SHOWS.find((candidate) => candidate.prefix === prefix);
  if (!show) return [];
  const rng = createRng(`participants:${prefix}`);
  const state: CatalogueState = { titles: new Set(), stands: new Set() };
  const later = show.returningFrom ? demoCatalogue(show.returningFrom) : [];
  const returning = rng.sample(later, Math.min(later.length, Math.round(show.exhibitors * RETURNING)));
  const generated = [
    ...returning.map((from) => returningParticipant(rng, prefix, state, from)),
    ...generateParticipants(rng, prefix, show.exhibitors - returning.length, state, { everyCountry: !show.returningFrom }),
  ];
  catalogues.set(prefix, generated);
  return generated;
}

/** The prefixes of the demo catalogues, the current one first. */
export const DEMO_PREFIXES: readonly string[] = DEMO_SHOWS.map((show) => show.prefix);

/** How many events a demo programme has (0: none). */
export const demoProgrammeSize = (prefix: string) => DEMO_SHOWS.find((show) => show.prefix === prefix)?.events ?? 0;

/** The size of an exhibition's demo catalogue; null for the years seeded without one. */
export function demoCatalogueSize(prefix: string): number | null {
  return DEMO_SHOWS.find((show) => show.prefix === prefix)?.exhibitors ?? null;
}

/** What a text about a demo show may quote: its exhibitors, their countries and its events. */
export function showFigures(prefix: string) {
  const catalogue = demoCatalogue(prefix);
  if (catalogue.length === 0) throw new Error(`The seed quotes the figures of ${prefix}, which has no demo catalogue`);
  return {
    exhibitors: catalogue.length,
    countries: new Set(catalogue.map((item) => item.row.countryCid)).size,
    events: demoProgrammeSize(prefix),
  };
}

/** Russian word forms by Intl's plural category (server/ imports nothing from src/ but the contract). */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
const ruPlural = new Intl.PluralRules('ru');
const ruForm = (count: number, forms: PluralForms): string => forms[ruPlural.select(count)] ?? forms.other;
/** A figure as each language writes it: "31 500" (a no-break space), "31,500", "31500". */
const figure = (count: number, lang: 'ru' | 'en' | 'zh') =>
  lang === 'zh' ? String(count) : count.toLocaleString(lang === 'ru' ? 'ru-RU' : 'en-GB');

const counted =
  (ru: PluralForms, en: [one: string, other: string], zh: string) =>
  (count: number): Localized => ({
    ru: `${figure(count, 'ru')} ${ruForm(count, ru)}`,
    en: `${figure(count, 'en')} ${count === 1 ? en[0] : en[1]}`,
    zh: `${figure(count, 'zh')}${zh}`,
  });

/** "60 экспонентов" / "60 exhibitors" / "60家参展商". */
export const exhibitorsText = counted(
  { one: 'экспонент', few: 'экспонента', many: 'экспонентов', other: 'экспонента' },
  ['exhibitor', 'exhibitors'],
  '家参展商',
);

/** "60 компаний" / "60 companies" / "60家企业". */
export const companiesText = counted(
  { one: 'компания', few: 'компании', many: 'компаний', other: 'компании' },
  ['company', 'companies'],
  '家企业',
);

/** "70 мероприятий" / "70 events" / "70场活动". */
export const eventsText = counted(
  { one: 'мероприятие', few: 'мероприятия', many: 'мероприятий', other: 'мероприятия' },
  ['event', 'events'],
  '场活动',
);

/** "из 24 стран" / "from 24 countries" / "来自24个国家" (the Chinese goes before what it qualifies). */
export const fromCountriesText = (count: number): Localized => ({
  ru: `из ${count} ${ruPlural.select(count) === 'one' ? 'страны' : 'стран'}`,
  en: `from ${count} ${count === 1 ? 'country' : 'countries'}`,
  zh: `来自${count}个国家`,
});

/** "31 500" / "31,500" / "31500". */
export const figureText = (count: number): Localized => ({ ru: figure(count, 'ru'), en: figure(count, 'en'), zh: figure(count, 'zh') });

/** An earlier show's figures as its news quote them (its catalogue, programme and press release). */
export function pastShowTexts(year: number) {
  const figures = showFigures(`ME${String(year).slice(2)}`);
  return {
    figures,
    exhibitors: exhibitorsText(figures.exhibitors),
    companies: companiesText(figures.exhibitors),
    countries: fromCountriesText(figures.countries),
    events: eventsText(figures.events),
    visitors: figureText(pastVisitors(year)),
  };
}
