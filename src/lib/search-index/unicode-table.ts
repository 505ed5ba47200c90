/**
 * What each UTF-16 code unit is, for the build's inner loop: filled on first sight (a corpus uses a few
 * hundred distinct characters), so a table read replaces a Unicode-property regex test and a case mapping
 * per character. The low 16 bits of an entry hold the unit's normalised form, the high bits what kind of
 * unit it is.
 */
import { normalizeSearchText } from './normalise';

/** The entry has been filled (an empty entry is 0). */
const KNOWN = 1 << 16;
/** A letter, mark or digit: part of a word. */
export const WORD = 1 << 17;
/**
 * A text made only of SAFE units normalises unit by unit into one unit of the same class, so its words can
 * be cut from the raw text and folded unit by unit. Unsafe: marks and Hangul jamo (NFKC composes them with
 * the unit before), final-sigma Σ (its lower case depends on the next letter), surrogates, anything NFKC
 * rewrites and anything whose lower case is longer.
 */
export const SAFE = 1 << 18;
const SURROGATE = 1 << 19;
/** The mask of the unit's normalised form (SAFE units only). */
export const FOLD = 0xffff;

const WORD_CHARACTER = /^[\p{L}\p{M}\p{N}]$/u;
const MARK = /\p{M}/u;
/** The table itself; the build reads it directly, calling classifyUnit for an entry still 0. */
export const unitData = new Uint32Array(0x10000).fill(KNOWN | SURROGATE, 0xd800, 0xe000);
const astralIsWord = new Map<number, boolean>();

export function classifyUnit(unit: number): number {
  const character = String.fromCharCode(unit);
  const word = WORD_CHARACTER.test(character);
  const normalized = normalizeSearchText(character);
  const folded = normalized.charCodeAt(0);
  const safe =
    !MARK.test(character) &&
    !(unit >= 0x1100 && unit <= 0x11ff) &&
    unit !== 0x3a3 &&
    character.normalize('NFKC') === character &&
    normalized.length === 1 &&
    !(folded >= 0xd800 && folded < 0xe000) &&
    WORD_CHARACTER.test(normalized) === word;
  const data = KNOWN | (word ? WORD : 0) | (safe ? SAFE | folded : 0);
  unitData[unit] = data;
  return data;
}

function dataOf(unit: number): number {
  const data = unitData[unit]!;
  return data === 0 ? classifyUnit(unit) : data;
}

/** How many code units the word character at `at` spans (1, or 2 for an astral one), or 0 for a separator. */
export function wordUnitsAt(text: string, at: number): number {
  const data = dataOf(text.charCodeAt(at));
  if ((data & SURROGATE) === 0) return (data & WORD) === 0 ? 0 : 1;
  const codePoint = text.codePointAt(at)!;
  // A lone surrogate is not a letter.
  if (codePoint <= 0xffff) return 0;
  let isWord = astralIsWord.get(codePoint);
  if (isWord === undefined) {
    isWord = WORD_CHARACTER.test(String.fromCodePoint(codePoint));
    astralIsWord.set(codePoint, isWord);
  }
  return isWord ? 2 : 0;
}
