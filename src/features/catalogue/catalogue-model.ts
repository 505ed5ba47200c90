/**
 * From the whole catalogue to the rows on screen. The alphabetical order and letter groups are computed
 * once per data set and language (cached by the data array's identity, which the query cache keeps
 * stable); each filter or search change then only walks the precomputed order with cheap set lookups.
 */
import type { Lang } from '../../contract/common';
import type { Participant } from '../../contract/participants';
import { groupByLetter, groupByLetterInSlices } from '../../lib/letter-groups';
import { groupIntoBlocks, type ListBlock } from '../../lib/list-blocks';
import type { Selection } from './filter-state';

export type CatalogueOrder = readonly { letter: string; positions: readonly number[] }[];

const orders = new WeakMap<readonly Participant[], Map<Lang, CatalogueOrder>>();
const preparing = new WeakMap<readonly Participant[], Map<Lang, Promise<CatalogueOrder>>>();

const titleAt = (participants: readonly Participant[]) => (index: number) => participants[index]?.short_title ?? '';
const toOrder = (groups: readonly { letter: string; items: number[] }[]): CatalogueOrder =>
  groups.map((group) => ({ letter: group.letter, positions: group.items }));

function remember(participants: readonly Participant[], lang: Lang, order: CatalogueOrder): CatalogueOrder {
  let byLang = orders.get(participants);
  if (!byLang) {
    byLang = new Map();
    orders.set(participants, byLang);
  }
  byLang.set(lang, order);
  return order;
}

/** The order of this data set in this language if it is already known, else undefined. */
export const knownCatalogueOrder = (participants: readonly Participant[], lang: Lang): CatalogueOrder | undefined =>
  orders.get(participants)?.get(lang);

/** Positions into `participants`, grouped by first letter in the language's alphabet order. */
export function catalogueOrder(participants: readonly Participant[], lang: Lang): CatalogueOrder {
  return (
    knownCatalogueOrder(participants, lang) ??
    remember(participants, lang, toOrder(groupByLetter(positionsOf(participants), titleAt(participants), lang)))
  );
}

/**
 * The same order, worked out in slices that leave the main thread free (the catalogue at 10,000
 * exhibitors took over 100 ms in one task on a phone). One promise per data set and language, so a
 * render can suspend on it (React's `use`) and find it settled when it renders again.
 */
export function prepareCatalogueOrder(participants: readonly Participant[], lang: Lang): Promise<CatalogueOrder> {
  let byLang = preparing.get(participants);
  if (!byLang) {
    byLang = new Map();
    preparing.set(participants, byLang);
  }
  let promise = byLang.get(lang);
  if (!promise) {
    const known = knownCatalogueOrder(participants, lang);
    promise = known
      ? Promise.resolve(known)
      : groupByLetterInSlices(positionsOf(participants), titleAt(participants), lang).then((groups) =>
          remember(participants, lang, toOrder(groups)),
        );
    byLang.set(lang, promise);
  }
  return promise;
}

const positionsOf = (participants: readonly Participant[]) => participants.map((_, index) => index);

export type VisibleGroup = { letter: string; positions: readonly number[] };

/** OR within one filter, AND between the two, as the API filters; an empty filter lets everything through. */
export function matchesFilters(participant: Participant, countries: ReadonlySet<string>, topics: ReadonlySet<string>): boolean {
  if (countries.size > 0 && (participant.country_cid === null || !countries.has(participant.country_cid))) return false;
  return topics.size === 0 || participant.topic_cids.some((topic) => topics.has(topic));
}

/**
 * The letter groups still holding exhibitors after the filters and the search. `hits` are the search
 * matches (positions), null when there is no search text.
 */
export function visibleGroups(
  participants: readonly Participant[],
  order: CatalogueOrder,
  filters: Selection,
  hits: readonly number[] | null,
): { groups: VisibleGroup[]; count: number } {
  const countries = new Set(filters.countries);
  const topics = new Set(filters.topics);
  let found: Uint8Array | null = null;
  if (hits) {
    found = new Uint8Array(participants.length);
    for (const position of hits) found[position] = 1;
  }
  const groups: VisibleGroup[] = [];
  let count = 0;
  for (const group of order) {
    const shown: number[] = [];
    for (const position of group.positions) {
      const participant = participants[position];
      if (!participant || (found && !found[position]) || !matchesFilters(participant, countries, topics)) continue;
      shown.push(position);
    }
    if (shown.length === 0) continue;
    count += shown.length;
    groups.push({ letter: group.letter, positions: shown });
  }
  return { groups, count };
}

/** How many exhibitors a selection shows, within the search hits when there is a search (the Apply button's count). */
export function countMatching(participants: readonly Participant[], filters: Selection, hits: readonly number[] | null): number {
  const countries = new Set(filters.countries);
  const topics = new Set(filters.topics);
  let count = 0;
  for (const participant of hits ? hits.map((position) => participants[position]) : participants) {
    if (participant && matchesFilters(participant, countries, topics)) count += 1;
  }
  return count;
}

export type CatalogueRow = { kind: 'letter'; key: string; letter: string } | { kind: 'cards'; key: string; positions: readonly number[] };

/** The rows of the virtual list: a heading per letter, then the exhibitors in rows of `columns` cards. */
export function layoutRows(groups: readonly VisibleGroup[], columns: number): CatalogueRow[] {
  const rows: CatalogueRow[] = [];
  for (const group of groups) {
    rows.push({ kind: 'letter', key: `letter:${group.letter}`, letter: group.letter });
    for (let start = 0; start < group.positions.length; start += columns) {
      const positions = group.positions.slice(start, start + columns);
      // The first exhibitor of a row names it: unique in the list, and cheap to make for thousands of rows.
      rows.push({ kind: 'cards', key: `cards:${positions[0]}`, positions });
    }
  }
  return rows;
}

/** A run of consecutive rows the virtual list mounts and positions as one. */
/** `start`: the block's top within the list (the heights of the blocks before it). */
export type CatalogueBlock = ListBlock<CatalogueRow>;

/**
 * The rows grouped into blocks of at most `maxRows`, a new block at every letter heading (so a letter's
 * block starts with its heading and the index can jump to it). The list virtualises blocks, not rows:
 * scrolling then changes what is mounted once a block (about half a phone screen), not once a row, and the
 * frames in between are plain compositor scrolling with no script, style or layout work (decision 0016).
 */
export function layoutBlocks(
  rows: readonly CatalogueRow[],
  maxRows: number,
  heightOf: (row: CatalogueRow) => number,
): { blocks: CatalogueBlock[]; letterBlocks: ReadonlyMap<string, number> } {
  const blocks = groupIntoBlocks(rows, maxRows, heightOf, (row) => row.kind === 'letter');
  const letterBlocks = new Map<string, number>();
  blocks.forEach((block, index) => {
    const first = block.rows[0];
    if (first?.kind === 'letter') letterBlocks.set(first.letter, index);
  });
  return { blocks, letterBlocks };
}
