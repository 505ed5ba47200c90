import { afterEach, describe, expect, it, vi } from 'vitest';
import { runtimeCacheName } from '../../sw/cache-names';
import { wipePersonalCaches } from './personal-caches';

describe('wiping the personal caches on logout', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('tells the worker and deletes every personal cache, leaving public data for offline use', async () => {
    const names = new Set([runtimeCacheName('personal'), 'expo-pwa-personal-v0', runtimeCacheName('data'), 'expo-pwa-precache-v1']);
    vi.stubGlobal('caches', {
      keys: async () => [...names],
      delete: async (name: string) => names.delete(name),
    });
    const postMessage = vi.fn();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: { postMessage } } });

    await wipePersonalCaches();

    expect(postMessage).toHaveBeenCalledWith({ type: 'WIPE_PERSONAL_CACHES' });
    expect([...names].sort()).toEqual([runtimeCacheName('data'), 'expo-pwa-precache-v1'].sort());
  });
});
