/**
 * A least-recently-used cache bounded by bytes, for the stored files a server answers most (the home
 * page's pictures, the catalogue's logos): a hit is answered from memory instead of a database round
 * trip. Stored names never change meaning (content-hashed), so an entry is never stale; it only ages out.
 */
import { LruCache } from '../lru-cache';

export type CachedFile = { contentType: string; bytes: Uint8Array; etag: string };

export class MemoryCache extends LruCache<CachedFile> {
  constructor(maxBytes: number, maxEntryBytes: number) {
    super(maxBytes, (file) => file.bytes.byteLength, maxEntryBytes);
  }

  get bytes() {
    return this.weight;
  }
}
