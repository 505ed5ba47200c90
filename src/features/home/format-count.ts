/**
 * Big figures with the language's digit grouping: 31 500 (ru, a no-break space), 31,500 (en, zh) — what
 * Intl.NumberFormat writes for whole numbers. Written by hand because the first Intl.NumberFormat of a page
 * loads its locale data: about 70 ms of the home page's hydration on a phone (4× CPU profile), for two
 * counters' worth of separators.
 */
import type { Lang } from '../../contract/common';

const GROUP_SEPARATOR: Record<Lang, string> = { ru: '\u00A0', en: ',', zh: ',' };

export const countFormatter = (lang: Lang) => {
  const separator = GROUP_SEPARATOR[lang];
  return (value: number) => {
    const rounded = Math.round(value);
    const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+(?!\d))/g, separator);
    return rounded < 0 ? `-${digits}` : digits;
  };
};
