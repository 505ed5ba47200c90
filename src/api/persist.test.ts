import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createStore, get, keys, set, values } from 'idb-keyval';
import { afterEach, describe, expect, it } from 'vitest';
import { forgetPersonalData } from '../auth/logout';
import { persistNow, startPersistence as startSaving } from './persist';
import { readStoredClient, SHARD_ITEMS } from './persist-records';
import { VISIT_MUTATION_KEY } from './queued-mutations';
import { pausedState } from '../../tests/support/paused-mutation';
import { EARLY_READ_GLOBAL } from './persist-keys';
import { readFileSync } from 'node:fs';

// Every client a test starts stops saving when the test ends: a write one of them still had scheduled
// rewrote the shared store in the middle of the next test.
const started: (() => void)[] = [];
const startPersistence = async (...args: Parameters<typeof startSaving>) => {
  started.push(await startSaving(...args));
};
afterEach(async () => {
  await persistNow();
  started.splice(0).forEach((stop) => stop());
});

const stored = readStoredClient;
const storedKeys = async () => (await stored())?.clientState.queries.map((query) => String(query.queryKey[0])).sort() ?? [];

describe('the query cache on the device', () => {
  it('writes personal data while signed in and removes it from IndexedDB at once on logout', async () => {
    let signedIn = true;
    const client = new QueryClient();
    await startPersistence(client, { buster: 'build-1', isSignedIn: () => signedIn });
    client.setQueryData(['participants', 'ru', 'ex1'], [{ id: 'a' }]);
    client.setQueryData(['ticket', 'ru', 'ex1'], { registration_number: 'ME27-1' });
    client.setQueryData(['visited-stands', 'ru', 'ex1'], ['2F55']);
    // A visited tick waiting for the network, as a restart restores it.
    client
      .getMutationCache()
      .build(client, { mutationKey: VISIT_MUTATION_KEY }, pausedState({ lang: 'ru', exPrefix: 'ex1', stands: ['3A01'], visited: true }));
    await persistNow();
    expect(await storedKeys()).toEqual(['participants', 'ticket', 'visited-stands']);
    expect(JSON.stringify(await stored())).toContain('3A01');

    signedIn = false;
    forgetPersonalData(client);
    await persistNow();
    expect(await storedKeys()).toEqual(['participants']);
    expect(JSON.stringify(await stored())).not.toContain('ME27-1');
    expect(JSON.stringify(await stored())).not.toContain('3A01');
    expect(client.getMutationCache().getAll()).toEqual([]);
  });

  it('restores a cache of the same build and drops one of another build', async () => {
    const writer = new QueryClient();
    await startPersistence(writer, { buster: 'build-2', isSignedIn: () => false });
    writer.setQueryData(['events', 'ru', 'ex1'], [{ id: 1 }]);
    await persistNow();

    const sameBuild = new QueryClient();
    await startPersistence(sameBuild, { buster: 'build-2', isSignedIn: () => false });
    expect(sameBuild.getQueryData(['events', 'ru', 'ex1'])).toEqual([{ id: 1 }]);

    const nextBuild = new QueryClient();
    await startPersistence(nextBuild, { buster: 'build-3', isSignedIn: () => false });
    expect(nextBuild.getQueryData(['events', 'ru', 'ex1'])).toBeUndefined();
    expect(await stored()).toBeUndefined();
  });
});

describe('the records on the device', () => {
  it('rewrites a query only when its data changed, and keeps the restored data object', async () => {
    const client = new QueryClient();
    await startPersistence(client, { buster: 'build-4', isSignedIn: () => false });
    const catalogue = [{ id: 'a' }, { id: 'b' }];
    client.setQueryData(['participants', 'ru', 'ex4'], catalogue);
    await persistNow();
    const store = createStore('expo-pwa', 'query-cache');
    const recordKey = (await keys<string>(store)).find((key) => key.includes('ex4'))!;
    // Scribble on the stored record: an unchanged refetch must not overwrite it, a changed one must.
    const record = await get<{ state: { data: unknown } }>(recordKey, store);
    await set(recordKey, { ...record, state: { ...record!.state, data: 'marker' } }, store);
    client.setQueryData(['participants', 'ru', 'ex4'], catalogue);
    await persistNow();
    expect((await get<{ state: { data: unknown } }>(recordKey, store))!.state.data).toBe('marker');
    client.setQueryData(['participants', 'ru', 'ex4'], [...catalogue, { id: 'c' }]);
    await persistNow();
    expect((await get<{ state: { data: unknown } }>(recordKey, store))!.state.data).toHaveLength(3);
  });

  it('removes the record of a query that left the cache in the same write', async () => {
    const client = new QueryClient();
    await startPersistence(client, { buster: 'build-5', isSignedIn: () => true });
    client.setQueryData(['ticket', 'ru', 'ex5'], { registration_number: 'ME27-5' });
    await persistNow();
    expect(JSON.stringify(await readStoredClient())).toContain('ME27-5');
    client.removeQueries({ queryKey: ['ticket'] });
    await persistNow();
    const everything = await values(createStore('expo-pwa', 'query-cache'));
    expect(JSON.stringify(everything)).not.toContain('ME27-5');
  });

  it('restores personal queries as stale, so the first screen using them revalidates whatever their age', async () => {
    const before = new QueryClient();
    await startPersistence(before, { buster: 'build-7', isSignedIn: () => true });
    before.setQueryData(['participants-favorites', 'ru', 'ex7'], [{ id: 'p1' }]);
    before.setQueryData(['events', 'ru', 'ex7'], [{ id: 7 }]);
    await persistNow();

    const after = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    await startPersistence(after, { buster: 'build-7', isSignedIn: () => true });
    const personal = after.getQueryCache().find({ queryKey: ['participants-favorites', 'ru', 'ex7'] });
    const open = after.getQueryCache().find({ queryKey: ['events', 'ru', 'ex7'] });
    expect(personal?.state.data).toEqual([{ id: 'p1' }]);
    expect(personal?.state.isInvalidated).toBe(true);
    expect(personal?.state.fetchStatus).toBe('idle');
    expect(open?.state.isInvalidated).toBe(false);
  });
});

describe('records of an earlier session', () => {
  it('removes a personal record that a signed-out start left out of its restore', async () => {
    const before = new QueryClient();
    await startPersistence(before, { buster: 'build-6', isSignedIn: () => true });
    before.setQueryData(['ticket', 'ru', 'ex6'], { registration_number: 'ME27-6' });
    await persistNow();

    const after = new QueryClient();
    await startPersistence(after, { buster: 'build-6', isSignedIn: () => false });
    expect(after.getQueryData(['ticket', 'ru', 'ex6'])).toBeUndefined();
    after.setQueryData(['events', 'ru', 'ex6'], [{ id: 6 }]);
    await persistNow();
    expect(JSON.stringify(await values(createStore('expo-pwa', 'query-cache')))).not.toContain('ME27-6');
  });
});

describe('a long list on the device', () => {
  const catalogue = (count: number, tag: string) => Array.from({ length: count }, (_, index) => ({ id: `${tag}-${index}` }));
  const storedKeysOf = async (part: string) =>
    (await keys<string>(createStore('expo-pwa', 'query-cache'))).filter((key) => key.includes(part)).sort();

  it('is stored in shards of at most SHARD_ITEMS items, restored whole and in order, and old shards go when it shrinks', async () => {
    const writer = new QueryClient();
    await startPersistence(writer, { buster: 'build-8', isSignedIn: () => false });
    const long = catalogue(SHARD_ITEMS * 2 + 7, 'a');
    writer.setQueryData(['participants', 'ru', 'ex8'], long);
    await persistNow();
    const shards = (await storedKeysOf('ex8')).filter((key) => key.includes('#'));
    expect(shards).toHaveLength(3);
    const store = createStore('expo-pwa', 'query-cache');
    for (const key of shards) expect((await get<unknown[]>(key, store))!.length).toBeLessThanOrEqual(SHARD_ITEMS);
    expect(JSON.stringify(await readStoredClient())).toContain(`"a-${SHARD_ITEMS * 2 + 6}"`);

    const reader = new QueryClient();
    await startPersistence(reader, { buster: 'build-8', isSignedIn: () => false });
    expect(reader.getQueryData(['participants', 'ru', 'ex8'])).toEqual(long);

    reader.setQueryData(['participants', 'ru', 'ex8'], catalogue(SHARD_ITEMS + 1, 'b'));
    await persistNow();
    expect((await storedKeysOf('ex8')).filter((key) => key.includes('#'))).toHaveLength(2);
    reader.setQueryData(['participants', 'ru', 'ex8'], catalogue(3, 'c'));
    await persistNow();
    expect((await storedKeysOf('ex8')).filter((key) => key.includes('#'))).toEqual([]);
    const again = new QueryClient();
    await startPersistence(again, { buster: 'build-8', isSignedIn: () => false });
    expect(again.getQueryData(['participants', 'ru', 'ex8'])).toEqual(catalogue(3, 'c'));
  });

  it("is restored by the page's early read (public/early-read.js) as by the app's own read", async () => {
    const writer = new QueryClient();
    await startPersistence(writer, { buster: 'build-9', isSignedIn: () => false });
    const long = catalogue(SHARD_ITEMS * 3, 'd');
    writer.setQueryData(['participants', 'ru', 'ex9'], long);
    await persistNow();

    // The script as the page runs it, with this process as its window.
    new Function('window', readFileSync('public/early-read.js', 'utf8'))(globalThis);
    expect((globalThis as Record<string, unknown>)[EARLY_READ_GLOBAL]).toBeInstanceOf(Promise);
    const reader = new QueryClient();
    await startPersistence(reader, { buster: 'build-9', isSignedIn: () => false });
    expect((globalThis as Record<string, unknown>)[EARLY_READ_GLOBAL]).toBeUndefined();
    expect(reader.getQueryData(['participants', 'ru', 'ex9'])).toEqual(long);
  });
});
