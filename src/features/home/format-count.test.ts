import { describe, expect, it } from 'vitest';
import { countFormatter } from './format-count';

const LOCALES = { ru: 'ru-RU', en: 'en-US', zh: 'zh-CN' } as const;

describe('countFormatter', () => {
  it.each(Object.entries(LOCALES))('writes whole numbers in %s exactly as Intl.NumberFormat does', (lang, locale) => {
    const format = countFormatter(lang as keyof typeof LOCALES);
    const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
    for (const value of [0, 7, 999, 1000, 1234, 12_345, 31_500, 642_000, 1_000_000, 123_456_789, -4500, 12.6]) {
      expect(format(value), String(value)).toBe(intl.format(value));
    }
  });
});
