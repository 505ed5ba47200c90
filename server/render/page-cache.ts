/**
 * Rendered pages kept in memory per instance, keyed by the content version and the URL (which carries the
 * language), so a content change is a new key on every instance at once and nothing is ever invalidated
 * by hand. Least recently used pages leave first; a page's HTML carries the nonce placeholder.
 */
export type CachedPage = { status: number; html: string; etag: string };

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();

  constructor(private readonly limit: number) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      // Re-inserted: a Map iterates in insertion order, so the first key is the least recently used.
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: CachedPage) {
    this.pages.delete(key);
    this.pages.set(key, page);
    while (this.pages.size > this.limit) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }
}
