/** The texts of the locale files as the pages show them, for tests that walk the three languages. */
import en from '../../locales/en.json';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';
import type { Lang } from '../../src/contract/common';

type Tree = { [key: string]: string | Tree };
const LOCALES: Record<Lang, Tree> = { ru, en, zh };

/** A text of the locale file by its dotted key (`catalogue.search_placeholder`), placeholders left in. */
export function localeText(lang: Lang, key: string): string {
  const found = key
    .split('.')
    .reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), LOCALES[lang]);
  if (typeof found !== 'string') throw new Error(`no ${key} in ${lang}.json`);
  return found;
}

/** The text before its first placeholder: what a name such as "В избранное: {{name}}" starts with. */
export const localePrefix = (lang: Lang, key: string) => localeText(lang, key).split('{{')[0]!;
