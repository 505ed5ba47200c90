/**
 * Rendered pages kept in memory per instance, keyed by the content version and the URL (which carries the
 * language), so a content change is a new key on every instance at once and nothing is ever invalidated
 * by hand. Least recently used pages leave first; a page's HTML carries the nonce placeholder.
 */
import { LruCache } from '../lru-cache';
import type { Encoding, NonceTemplate } from './nonce-compression';

export type CachedPage = {
  status: number;
  html: string;
  etag: string;
  /** Compressed once per encoding (page-body.ts); null when the page could not be, 'building' meanwhile. */
  templates?: Partial<Record<Encoding, NonceTemplate | null | 'building'>>;
};

export class PageCache extends LruCache<CachedPage> {
  constructor(limit: number) {
    super(limit, () => 1);
  }
}
