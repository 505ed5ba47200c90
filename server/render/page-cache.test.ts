import { describe, expect, it } from 'vitest';
import { PageCache } from './page-cache';

const page = (html: string) => ({ status: 200, html, etag: `W/"${html}"` });

describe('the rendered-page cache', () => {
  it('keeps the most recently used pages and lets the oldest go', () => {
    const cache = new PageCache(2);
    cache.set('a', page('a'));
    cache.set('b', page('b'));
    expect(cache.get('a')?.html).toBe('a');
    cache.set('c', page('c'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')?.html).toBe('a');
    expect(cache.get('c')?.html).toBe('c');
  });
});
