/**
 * Finding on the map: the stands of this hall whose number or exhibitor matches what the visitor typed,
 * in stand order. Matching ignores case and the marks Russian spelling may drop (ё/е), as the catalogue's
 * search does, over the few thousand names of one hall.
 */
import type { Participant } from '../../contract/participants';
import type { StandShape } from './plan-geometry';

const fold = (text: string) => text.toLocaleLowerCase('ru').replace(/ё/g, 'е').normalize('NFKD').replace(/\p{M}/gu, '');

export function matchStands(
  query: string,
  stands: readonly StandShape[],
  exhibitors: ReadonlyMap<string, readonly Participant[]>,
): string[] {
  const wanted = fold(query.trim());
  if (!wanted) return [];
  return stands
    .filter((shape) => {
      if (fold(shape.s).includes(wanted)) return true;
      return (exhibitors.get(shape.s) ?? []).some(
        (item) => fold(item.short_title).includes(wanted) || fold(item.full_title).includes(wanted),
      );
    })
    .map((shape) => shape.s);
}
