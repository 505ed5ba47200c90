/**
 * A least-recently-used cache bounded by bytes, for the stored files a server answers most (the home
 * page's pictures, the catalogue's logos): a hit is answered from memory instead of a database round
 * trip. Stored names never change meaning (content-hashed), so an entry is never stale; it only ages out.
 */
export type CachedFile = { contentType: string; bytes: Uint8Array; etag: string };

export class MemoryCache {
  private entries = new Map<string, CachedFile>();
  private size = 0;

  constructor(
    private readonly maxBytes: number,
    /** A file larger than this is never kept: one big photo must not push out a hundred logos. */
    private readonly maxEntryBytes: number,
  ) {}

  get(name: string): CachedFile | undefined {
    const entry = this.entries.get(name);
    if (entry) {
      // Map keeps insertion order: re-inserting marks the entry as the most recently used.
      this.entries.delete(name);
      this.entries.set(name, entry);
    }
    return entry;
  }

  set(name: string, file: CachedFile) {
    if (file.bytes.byteLength > this.maxEntryBytes || this.entries.has(name)) return;
    this.entries.set(name, file);
    this.size += file.bytes.byteLength;
    for (const [oldest, entry] of this.entries) {
      if (this.size <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.size -= entry.bytes.byteLength;
    }
  }

  get bytes() {
    return this.size;
  }
}
