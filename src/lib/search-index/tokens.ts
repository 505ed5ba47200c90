/**
 * Words of a normalised text, the slow and exact way: the query's terms, and a document field holding a unit
 * the build cannot fold on its own (unicode-table.ts, SAFE), are cut here.
 */
import { normalizeSearchText } from './normalise';
import { wordUnitsAt } from './unicode-table';

/** Maximal runs of letters, marks and digits of an already normalised text, appended to `into`. */
export function collectTokens(text: string, into: string[]): void {
  let start = -1;
  for (let at = 0; at < text.length;) {
    const units = wordUnitsAt(text, at);
    if (units === 0) {
      if (start >= 0) into.push(text.slice(start, at));
      start = -1;
      at += 1;
    } else {
      if (start < 0) start = at;
      at += units;
    }
  }
  if (start >= 0) into.push(text.slice(start));
}

/** The query's terms: normalised tokens, without repeats and without terms another term already implies. */
export function queryTerms(query: string): string[] {
  const tokens: string[] = [];
  collectTokens(normalizeSearchText(query), tokens);
  const distinct = [...new Set(tokens)];
  // A word containing 'сталь' contains 'ста' too, so 'ста' would only add work.
  return distinct.filter((term) => !distinct.some((other) => other !== term && other.includes(term)));
}
