/**
 * Favourite exhibitors by hall (issue 34), for a walk through the halls: a stand number starts with its
 * hall's key ("2F55" is in hall 2), the longest key that fits wins ("10A1" is hall 10, not 1). Halls in
 * the organiser's order, exhibitors by stand; those with no stand on a plan come last.
 */
import type { HallSummary } from '../../contract/halls';
import type { Participant } from '../../contract/participants';

export type HallGroup<T> = { hall: HallSummary | null; items: T[] };

export function hallOf(stand: string, halls: readonly HallSummary[]): HallSummary | null {
  let best: HallSummary | null = null;
  for (const hall of halls) if (stand.startsWith(hall.key) && hall.key.length > (best?.key.length ?? 0)) best = hall;
  return best;
}

export function groupByHall<T extends Pick<Participant, 'stands'>>(items: readonly T[], halls: readonly HallSummary[]): HallGroup<T>[] {
  const byHall = new Map<string | null, { stand: string; item: T }[]>();
  for (const item of items) {
    const stand = item.stands.find((candidate) => hallOf(candidate, halls)) ?? '';
    const key = stand ? (hallOf(stand, halls)?.key ?? null) : null;
    const list = byHall.get(key) ?? [];
    list.push({ stand, item });
    byHall.set(key, list);
  }
  const order = (entries: { stand: string; item: T }[]) =>
    entries.sort((a, b) => (a.stand < b.stand ? -1 : a.stand > b.stand ? 1 : 0)).map((entry) => entry.item);
  const groups: HallGroup<T>[] = halls.flatMap((hall) => {
    const entries = byHall.get(hall.key);
    return entries ? [{ hall, items: order(entries) }] : [];
  });
  const rest = byHall.get(null);
  return rest ? [...groups, { hall: null, items: order(rest) }] : groups;
}
