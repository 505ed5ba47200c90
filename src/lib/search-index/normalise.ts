/**
 * The one definition of how search compares text: a document's words and a query's terms both pass through
 * it, so 'Ёлка', 'ёлка' and 'елка' meet, and so do full-width 'ＣＮＣ' from a Chinese keyboard and 'cnc'.
 */

/** Lower-case, ё→е (and Ё), NFKC (full-width digits/letters from Chinese keyboards become ASCII). */
export function normalizeSearchText(text: string): string {
  // NFKC first: it can produce capitals (full-width 'Ａ', 'Ⅻ') and composes a decomposed 'е'+U+0308 into 'ё'.
  return text.normalize('NFKC').toLowerCase().replaceAll('ё', 'е');
}
