/**
 * The terms searched lately and what they matched, so typing on (`ста` after `ст`) re-checks only the
 * shorter term's words and backspacing finds its answer ready. Least recently used goes first.
 */

/** What one term matched: its words (ascending ids) and a 0/1 flag per document. */
export type TermMatch = { words: Int32Array; docs: Uint8Array };

/** Enough recent terms to cover typing forward, backspacing and editing one of several terms. */
const REMEMBERED_TERMS = 16;

export class TermCache {
  /** A Map keeps insertion order: its first key is the least recently used. */
  private readonly recent = new Map<string, TermMatch>();

  /** What exactly this term matched, if remembered (it becomes the most recently used). */
  get(term: string): TermMatch | undefined {
    const remembered = this.recent.get(term);
    if (remembered) {
      // Re-inserted so the Map's order stays least recently used first.
      this.recent.delete(term);
      this.recent.set(term, remembered);
    }
    return remembered;
  }

  remember(term: string, match: TermMatch): void {
    this.recent.set(term, match);
    if (this.recent.size > REMEMBERED_TERMS) this.recent.delete(this.recent.keys().next().value!);
  }

  /** The fewest words a remembered term inside `term` matched: every word holding `term` is among them. */
  narrowestWordsWithin(term: string): Int32Array | null {
    let candidates: Int32Array | null = null;
    for (const [remembered, match] of this.recent) {
      if (term.includes(remembered) && (candidates === null || match.words.length < candidates.length)) {
        candidates = match.words;
      }
    }
    return candidates;
  }
}
