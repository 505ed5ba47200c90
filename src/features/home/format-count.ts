import type { Lang } from '../../contract/common';

const LOCALES: Record<Lang, string> = { ru: 'ru-RU', en: 'en-US', zh: 'zh-CN' };

/** Big figures with the language's digit grouping: 31 500 (ru), 31,500 (en, zh). */
export const countFormatter = (lang: Lang) => {
  const format = new Intl.NumberFormat(LOCALES[lang]);
  return (value: number) => format.format(value);
};
