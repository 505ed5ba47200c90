/**
 * A least-recently-used cache bounded by a total weight: a count of entries (rendered pages) or their
 * bytes (stored pictures). A Map iterates in insertion order, so re-inserting an entry on every hit keeps
 * the least recently used first, and evicting walks from the front.
 */
export class LruCache<V> {
  private readonly entries = new Map<string, V>();
  private total = 0;

  constructor(
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number,
    /** An entry heavier than this is never kept: one big photo must not push out a hundred logos. */
    private readonly maxEntryWeight = Number.POSITIVE_INFINITY,
  ) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V) {
    const weight = this.weigh(value);
    if (weight > this.maxEntryWeight) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.total -= this.weigh(previous);
    }
    this.entries.set(key, value);
    this.total += weight;
    for (const [oldest, entry] of this.entries) {
      if (this.total <= this.maxWeight) break;
      this.entries.delete(oldest);
      this.total -= this.weigh(entry);
    }
  }

  /** The weight held now (entries or bytes). */
  get weight() {
    return this.total;
  }
}
