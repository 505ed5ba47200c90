/**
 * Finding on the map: the stands of this hall that match what the visitor typed, in stand order. Exhibitors
 * are found by the catalogue's own device-side search (the same index, words, spelling folds and fields
 * — names, description, stands), so the map finds what the catalogue would; stand numbers are matched
 * directly, free stands included. Until the index is built (the first seconds of a cold start), a plain
 * scan of the hall's names stands in for it.
 */
import type { Participant } from '../../contract/participants';
import type { SearchIndex } from '../../lib/search-index';
import type { StandShape } from './plan-geometry';

const fold = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е').normalize('NFKD').replace(/\p{M}/gu, '');

export function matchStands(
  query: string,
  stands: readonly StandShape[],
  exhibitors: ReadonlyMap<string, readonly Participant[]>,
  catalogue?: { participants: readonly Participant[]; index: SearchIndex | null },
): string[] {
  const wanted = fold(query.trim());
  if (!wanted) return [];
  const hits = catalogue?.index?.search(query);
  const found = hits ? new Set(hits.map((position) => catalogue!.participants[position]!)) : null;
  const byName = (item: Participant) =>
    found ? found.has(item) : fold(item.short_title).includes(wanted) || fold(item.full_title).includes(wanted);
  return stands.filter((shape) => fold(shape.s).includes(wanted) || (exhibitors.get(shape.s) ?? []).some(byName)).map((shape) => shape.s);
}
