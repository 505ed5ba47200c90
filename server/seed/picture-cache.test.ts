import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';

const dir = mkdtempSync(path.join(os.tmpdir(), 'expo-picture-cache-'));
vi.stubEnv('SEED_PICTURE_CACHE_DIR', dir);
const { cacheKey, readCachedPicture, writeCachedPicture } = await import('./picture-cache');
afterAll(() => {
  vi.unstubAllEnvs();
  rmSync(dir, { recursive: true, force: true });
});

const picture = {
  path: '/media/logo/0123456789abcdef.png',
  rows: [
    { name: 'logo/0123456789abcdef.png', contentType: 'image/png', bytes: new Uint8Array([1, 2, 3]), width: 256, height: 256 },
    { name: 'logo/0123456789abcdef-64.webp', contentType: 'image/webp', bytes: new Uint8Array([4, 5]), width: 64, height: 64 },
  ],
};

describe('the seed picture cache', () => {
  it('gives back exactly what was written, under a key of everything the bytes depend on', () => {
    const key = cacheKey([1, 'logo', '<svg/>']);
    expect(cacheKey([1, 'logo', '<svg/>'])).toBe(key);
    expect(cacheKey([2, 'logo', '<svg/>'])).not.toBe(key);
    expect(readCachedPicture(key)).toBeNull();
    writeCachedPicture(key, picture);
    expect(readCachedPicture(key)).toEqual(picture);
    expect(readdirSync(dir).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('treats a damaged entry as a miss, and is off with SEED_PICTURE_CACHE=off', () => {
    const key = cacheKey(['damaged']);
    writeCachedPicture(key, picture);
    writeFileSync(path.join(dir, `${key}.bin`), Buffer.from([9, 0, 0, 0, 123]));
    expect(readCachedPicture(key)).toBeNull();
    const other = cacheKey(['off']);
    writeCachedPicture(other, picture);
    vi.stubEnv('SEED_PICTURE_CACHE', 'off');
    expect(readCachedPicture(other)).toBeNull();
  });
});
