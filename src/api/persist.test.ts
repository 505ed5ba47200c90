import 'fake-indexeddb/auto';
import { QueryClient } from '@tanstack/react-query';
import { createStore, get } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { forgetPersonalData } from '../session/logout';
import { persistNow, startPersistence } from './persist';

const stored = () => get<{ buster: string; clientState: { queries: { queryKey: unknown[] }[] } }>('client', createStore('expo-pwa', 'query-cache'));
const storedKeys = async () => (await stored())?.clientState.queries.map((query) => query.queryKey[0]).sort() ?? [];

describe('the query cache on the device', () => {
  it('writes personal data while signed in and removes it from IndexedDB at once on logout', async () => {
    let signedIn = true;
    const client = new QueryClient();
    await startPersistence(client, { buster: 'build-1', isSignedIn: () => signedIn });
    client.setQueryData(['participants', 'ru', 'ex1'], [{ id: 'a' }]);
    client.setQueryData(['ticket', 'ru', 'ex1'], { registration_number: 'ME27-1' });
    await persistNow();
    expect(await storedKeys()).toEqual(['participants', 'ticket']);

    signedIn = false;
    forgetPersonalData(client);
    await persistNow();
    expect(await storedKeys()).toEqual(['participants']);
    expect(JSON.stringify(await stored())).not.toContain('ME27-1');
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
