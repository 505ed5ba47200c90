/**
 * The exhibitor catalogue's alphabetical index: which heading a title goes under, and the order of
 * headings and titles in each language.
 *
 * Chinese titles are indexed by the Latin initial of their pinyin, as Chinese directories do. There is
 * no pinyin table here: the 'zh' collator already sorts Han characters by pinyin, so the initial is
 * found by comparing the character with the first Han character of each initial. Those boundaries are
 * the characters ICU itself puts right after its alphabetic-index markers ('\uFDD0' + letter) in the
 * CLDR pinyin collation, and a test checks them against the markers. No initial starts with I, U or V.
 * A polyphonic first character is indexed by its commonest reading (重庆 under Z), like any
 * pinyin-sorted list.
 */
import type { Lang } from '../contract/common';
import { yieldToEventLoop } from './yield';

export type LetterGroup<T> = { letter: string; items: T[] };

export const DIGITS_GROUP = '0–9';
export const OTHER_GROUP = '#';

export const PINYIN_BOUNDARIES: readonly (readonly [letter: string, firstHan: string])[] = [
  ['A', '吖'],
  ['B', '丷'],
  ['C', '嚓'],
  ['D', '咑'],
  ['E', '妸'],
  ['F', '发'],
  ['G', '旮'],
  ['H', '哈'],
  ['J', '丌'],
  ['K', '咔'],
  ['L', '垃'],
  ['M', '呣'],
  ['N', '拏'],
  ['O', '喔'],
  ['P', '妑'],
  ['Q', '七'],
  ['R', '呥'],
  ['S', '仨'],
  ['T', '他'],
  ['W', '屲'],
  ['X', '夕'],
  ['Y', '丫'],
  ['Z', '帀'],
];

const LEADING_NOISE = /^[^\p{L}\p{N}]+/u;
const NUMBER = /^\p{N}/u;
const HAN = /^\p{Script=Han}/u;
const LATIN = /^\p{Script=Latin}/u;
const CYRILLIC = /^\p{Script=Cyrillic}/u;
const MARKS = /\p{M}/gu;

const collators = new Map<Lang, Intl.Collator>();

/** One collator per language for the life of the page: creating one costs far more than a compare. */
function collatorFor(lang: Lang): Intl.Collator {
  let collator = collators.get(lang);
  if (!collator) {
    // numeric, so 'Завод 2' comes before 'Завод 10'.
    collator = new Intl.Collator(lang, { numeric: true });
    collators.set(lang, collator);
  }
  return collator;
}

/** The title without the quotes, brackets and spaces in front of it, which a reader does not index by. */
function stripLeading(title: string): string {
  return title.replace(LEADING_NOISE, '');
}

function pinyinInitial(han: string): string {
  const collator = collatorFor('zh');
  // The last boundary not after the character; binary search over the 23 initials.
  let low = 0;
  let high = PINYIN_BOUNDARIES.length - 1;
  let found = 0;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const boundary = PINYIN_BOUNDARIES[middle];
    if (boundary && collator.compare(han, boundary[1]) >= 0) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return PINYIN_BOUNDARIES[found]?.[0] ?? OTHER_GROUP;
}

function letterOfStripped(stripped: string): string {
  const first = stripped.codePointAt(0);
  if (first === undefined) return OTHER_GROUP;
  const char = String.fromCodePoint(first);
  if (NUMBER.test(char)) return DIGITS_GROUP;
  if (HAN.test(char)) return pinyinInitial(char);
  if (CYRILLIC.test(char)) {
    const upper = char.toUpperCase();
    // The product treats ё as е, so Ёлка is listed with the Е titles.
    return upper === 'Ё' ? 'Е' : upper;
  }
  if (LATIN.test(char)) {
    // Compatibility decomposition folds accents (É → E) and full-width letters (Ａ → A) common in
    // Chinese titles; it is not applied to Cyrillic, where it would turn Й into И.
    const base = char.normalize('NFKD').replace(MARKS, '');
    return (base.charAt(0) || char).toUpperCase().charAt(0);
  }
  return OTHER_GROUP;
}

/**
 * The heading a title is listed under. It is the same in every language (only the order of headings
 * changes), so a title never jumps between headings when the visitor switches language.
 */
export function letterOf(title: string, _lang: Lang): string {
  return letterOfStripped(stripLeading(title));
}

// Headings by section: the language's own script first, digits before everything, '#' last.
// In Chinese the pinyin initials and Latin letters are one A–Z section.
type Section = 'digits' | 'latin' | 'cyrillic' | 'other';
const SECTION_ORDER: Record<Lang, readonly Section[]> = {
  ru: ['digits', 'cyrillic', 'latin', 'other'],
  en: ['digits', 'latin', 'cyrillic', 'other'],
  zh: ['digits', 'latin', 'cyrillic', 'other'],
};

function sectionOf(letter: string): Section {
  if (letter === DIGITS_GROUP) return 'digits';
  if (letter === OTHER_GROUP) return 'other';
  return CYRILLIC.test(letter) ? 'cyrillic' : 'latin';
}

type Entry<T> = { item: T; key: string; letter: string; rank: number };

/** A title stripped and classified once, not on every comparison of the sort. */
function entryOf<T>(item: T, title: (item: T) => string): Entry<T> {
  const key = stripLeading(title(item));
  return { item, key, letter: letterOfStripped(key), rank: 0 };
}

/**
 * Ranks the few distinct headings once, so comparing two items compares a number before any title; returns
 * the items' order (stable for equal titles: Array.prototype.sort is stable).
 */
function rankHeadings<T>(entries: Entry<T>[], lang: Lang): (a: Entry<T>, b: Entry<T>) => number {
  const collator = collatorFor(lang);
  const sections = SECTION_ORDER[lang];
  const letters = [...new Set(entries.map((entry) => entry.letter))].sort(
    (a, b) => sections.indexOf(sectionOf(a)) - sections.indexOf(sectionOf(b)) || collator.compare(a, b),
  );
  const rank = new Map(letters.map((letter, index) => [letter, index]));
  for (const entry of entries) entry.rank = rank.get(entry.letter) ?? 0;
  return (a, b) => a.rank - b.rank || collator.compare(a.key, b.key);
}

function groupSorted<T>(entries: readonly Entry<T>[]): LetterGroup<T>[] {
  const groups: LetterGroup<T>[] = [];
  let current: LetterGroup<T> | undefined;
  for (const entry of entries) {
    if (current?.letter !== entry.letter) {
      current = { letter: entry.letter, items: [] };
      groups.push(current);
    }
    current.items.push(entry.item);
  }
  return groups;
}

/** items sorted in the language's order, grouped by letterOf; stable for equal titles. */
export function groupByLetter<T>(items: readonly T[], title: (item: T) => string, lang: Lang): LetterGroup<T>[] {
  const entries = items.map((item) => entryOf(item, title));
  entries.sort(rankHeadings(entries, lang));
  return groupSorted(entries);
}

/**
 * groupByLetter in slices of a few milliseconds, the event loop getting turns in between, for lists of
 * thousands (the catalogue at the largest shows: over 100 ms in one task on a phone otherwise). The server
 * sends the catalogue already in this order, so the slices only confirm it; a list out of order is sorted
 * in one go, as groupByLetter does.
 */
export async function groupByLetterInSlices<T>(
  items: readonly T[],
  title: (item: T) => string,
  lang: Lang,
  sliceMs = 8,
): Promise<LetterGroup<T>[]> {
  let deadline = performance.now() + sliceMs;
  const due = () => performance.now() > deadline;
  const turn = async () => {
    await yieldToEventLoop();
    deadline = performance.now() + sliceMs;
  };
  const entries: Entry<T>[] = [];
  for (const item of items) {
    entries.push(entryOf(item, title));
    if (due()) await turn();
  }
  const compare = rankHeadings(entries, lang);
  let sorted = true;
  for (let index = 1; index < entries.length && sorted; index += 1) {
    sorted = compare(entries[index - 1]!, entries[index]!) <= 0;
    if (due()) await turn();
  }
  if (!sorted) entries.sort(compare);
  return groupSorted(entries);
}
