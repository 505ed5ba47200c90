/**
 * Plural word forms through Intl.PluralRules, so Russian gets its three forms (1 день, 2 дня, 5 дней,
 * 21 день) and English and Chinese their own, without hand-written modulo rules.
 */
export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

const rulesCache = new Map<string, Intl.PluralRules>();

function rulesFor(lang: string): Intl.PluralRules {
  let rules = rulesCache.get(lang);
  if (!rules) {
    rules = new Intl.PluralRules(lang);
    rulesCache.set(lang, rules);
  }
  return rules;
}

export function pluralCategory(count: number, lang: string): Intl.LDMLPluralRule {
  return rulesFor(lang).select(count);
}

/** The word form for `count` in `lang`, falling back to `other` when a form is not given. */
export function pluralize(count: number, lang: string, forms: PluralForms): string {
  return forms[pluralCategory(count, lang)] ?? forms.other;
}
