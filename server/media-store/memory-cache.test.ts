import { describe, expect, it } from 'vitest';
import { MemoryCache } from './memory-cache';

const file = (size: number) => ({ contentType: 'image/webp', bytes: new Uint8Array(size), etag: `"${size}"` });

describe('MemoryCache', () => {
  it('drops the least recently used files once over its byte budget', () => {
    const cache = new MemoryCache(300, 200);
    cache.set('a', file(100));
    cache.set('b', file(100));
    cache.set('c', file(100));
    expect(cache.get('a')).toBeDefined(); // a is now the most recently used
    cache.set('d', file(100));
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].every((name) => cache.get(name))).toBe(true);
    expect(cache.bytes).toBe(300);
  });

  it('never keeps a file over the per-file limit, so one photo cannot push out many logos', () => {
    const cache = new MemoryCache(1000, 200);
    cache.set('logo', file(50));
    cache.set('photo', file(500));
    expect(cache.get('photo')).toBeUndefined();
    expect(cache.get('logo')).toBeDefined();
    expect(cache.bytes).toBe(50);
  });
});
