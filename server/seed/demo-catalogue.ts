/**
 * How many exhibitors each demo catalogue holds: the one place the seed's texts (news, press releases)
 * take an exhibitor count from, so a news item never quotes a figure the catalogue it links to contradicts.
 * Kept apart from participants.ts and exhibitions.ts so both, and the news, can import it without a cycle.
 */
import type { Localized } from '../db/schema';

export const CURRENT_PREFIX = 'ME27';

/** The current show (from every country) and the two before it, for history links. */
export const DEMO_CATALOGUE: readonly [prefix: string, count: number][] = [
  [CURRENT_PREFIX, 420],
  ['ME26', 60],
  ['ME25', 60],
];

/** The size of an exhibition's demo catalogue; null for the years seeded without one. */
export function demoCatalogueSize(prefix: string): number | null {
  return DEMO_CATALOGUE.find(([candidate]) => candidate === prefix)?.[1] ?? null;
}

/** The same, for a text that must quote it: a missing catalogue is a mistake in the seed, not a zero. */
export function quotedCatalogueSize(prefix: string): number {
  const size = demoCatalogueSize(prefix);
  if (size === null) throw new Error(`The seed quotes the exhibitor count of ${prefix}, which has no demo catalogue`);
  return size;
}

/** Russian word forms by Intl's plural category (server/ imports nothing from src/ but the contract). */
type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };
const ruPlural = new Intl.PluralRules('ru');
const pluralize = (count: number, _lang: 'ru', forms: PluralForms): string => forms[ruPlural.select(count)] ?? forms.other;

const EXHIBITORS_RU: PluralForms = { one: 'экспонент', few: 'экспонента', many: 'экспонентов', other: 'экспонента' };
const COMPANIES_RU: PluralForms = { one: 'компания', few: 'компании', many: 'компаний', other: 'компании' };

/** "60 экспонентов" / "60 exhibitors" / "60家参展商". */
export const exhibitorsText = (count: number): Localized => ({
  ru: `${count} ${pluralize(count, 'ru', EXHIBITORS_RU)}`,
  en: `${count} ${count === 1 ? 'exhibitor' : 'exhibitors'}`,
  zh: `${count}家参展商`,
});

/** "60 компаний" / "60 companies" / "60家企业". */
export const companiesText = (count: number): Localized => ({
  ru: `${count} ${pluralize(count, 'ru', COMPANIES_RU)}`,
  en: `${count} ${count === 1 ? 'company' : 'companies'}`,
  zh: `${count}家企业`,
});
