/**
 * A review's date (YYYY-MM-DD) as month and year in the page's language (spec §3): "ноябрь 2025",
 * "November 2025", "2025年11月". Russian needs the nominative month, which dayjs gives when no day
 * precedes MMMM; Chinese writes year and month with their own characters rather than "十一月 2025".
 */
import dayjs from 'dayjs';
import 'dayjs/locale/ru';
import type { Lang } from '../../contract/common';
import { dayjsLocale } from '../../lib/dates';

const MONTH_YEAR_FORMAT: Record<Lang, string> = { ru: 'MMMM YYYY', en: 'MMMM YYYY', zh: 'YYYY年M月' };

export function formatReviewMonth(date: string, lang: Lang): string {
  const match = /^(\d{4})-(\d{2})-\d{2}$/.exec(date);
  if (!match) return '';
  // Built from the parts, not parsed, so no time zone can move the first of a month into the one before.
  const value = dayjs(new Date(Number(match[1]), Number(match[2]) - 1, 1));
  return value.isValid() ? value.locale(dayjsLocale(lang)).format(MONTH_YEAR_FORMAT[lang]) : '';
}
