import type { Lang } from '../../src/contract/common';
import type { Localized } from '../db/schema';
import { cleanHtml } from './sanitize-html';

/** The text of one language, falling back to Russian (the language every row is written in first). */
export function pick(text: Localized | null | undefined, lang: Lang): string {
  if (!text) return '';
  return text[lang] || text.ru || '';
}

/** An HTML field of one language, sanitised (sanitize-html.ts). */
export const pickHtml = (text: Localized | null | undefined, lang: Lang): string => cleanHtml(pick(text, lang));
