import 'fake-indexeddb/auto';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { pausedState } from '../../tests/support/paused-mutation';
import { describe, expect, it } from 'vitest';
import { idbPersister } from './persist';
import { lastGoodState, persistDehydrateOptions, withoutPersonalData } from './persist-filter';
import { PERSONAL_RESOURCES } from './query-keys';
import { FAVOURITE_MUTATION_KEY, NOTE_MUTATION_KEY, VISIT_MUTATION_KEY } from './queued-mutations';

/** A cache as a signed-in visitor leaves it: public and personal data, a failed query, queued and other mutations. */
function filledClient() {
  const client = new QueryClient();
  client.setQueryData(['participants', 'ru', 'ex1'], [{ id: 'a' }]);
  client.setQueryData(['events', 'ru', 'ex1'], [{ id: 1 }]);
  client.setQueryData(['site', 'ru'], { ok: true });
  for (const resource of PERSONAL_RESOURCES) client.setQueryData([resource, 'ru', 'ex1'], { personal: resource });
  const failed = client.getQueryCache().build(client, { queryKey: ['news', 'ru'] });
  failed.setState({ status: 'error', error: new Error('boom'), fetchStatus: 'idle' });
  const mutations = client.getMutationCache();
  mutations.build(client, { mutationKey: FAVOURITE_MUTATION_KEY }, pausedState({ kind: 'event', added: true }));
  mutations.build(client, { mutationKey: VISIT_MUTATION_KEY }, pausedState({ exPrefix: 'ex1', stands: ['2F55'], visited: true }));
  mutations.build(
    client,
    { mutationKey: NOTE_MUTATION_KEY },
    pausedState({ lang: 'ru', participantId: 'p1', text: 'x', updatedAt: '2026-11-28T10:00:00.000Z' }),
  );
  mutations.build(client, { mutationKey: ['profile-save'] }, pausedState({ name: 'x' }));
  return client;
}

const keysOf = (client: QueryClient, signedIn: boolean) => {
  const state = dehydrate(
    client,
    persistDehydrateOptions(() => signedIn),
  );
  return {
    queries: state.queries.map((query) => query.queryKey[0]).sort(),
    mutations: state.mutations.map((mutation) => mutation.mutationKey),
  };
};

describe('what the persisted cache keeps', () => {
  it('keeps public and personal data and the queued favourite toggles, visited ticks and note saves while someone is signed in', () => {
    const { queries, mutations } = keysOf(filledClient(), true);
    expect(queries).toEqual([...PERSONAL_RESOURCES, 'events', 'participants', 'site'].sort());
    expect(mutations).toEqual([FAVOURITE_MUTATION_KEY, VISIT_MUTATION_KEY, NOTE_MUTATION_KEY]);
  });

  it('keeps only public data when nobody is signed in', () => {
    const { queries, mutations } = keysOf(filledClient(), false);
    expect(queries).toEqual(['events', 'participants', 'site']);
    expect(mutations).toEqual([]);
  });

  it('never keeps a query that failed without data', () => {
    expect(keysOf(filledClient(), true).queries).not.toContain('news');
  });

  it('keeps the last good data of a failed refetch, stored as a success without the error', () => {
    const client = filledClient();
    const programme = client.getQueryCache().find({ queryKey: ['events', 'ru', 'ex1'] })!;
    programme.setState({ status: 'error', error: new TypeError('Failed to fetch'), fetchFailureCount: 1 });
    const stored = lastGoodState(
      dehydrate(
        client,
        persistDehydrateOptions(() => false),
      ),
    );
    const events = stored.queries.find((query) => query.queryKey[0] === 'events')!;
    expect(events.state).toMatchObject({ status: 'success', error: null, data: [{ id: 1 }], fetchFailureCount: 0 });
  });

  it('drops the personal part of a stored cache', () => {
    const state = withoutPersonalData(
      dehydrate(
        filledClient(),
        persistDehydrateOptions(() => true),
      ),
    );
    expect(state.queries.map((query) => query.queryKey[0]).sort()).toEqual(['events', 'participants', 'site']);
    expect(state.mutations).toEqual([]);
  });

  it('restores personal data from IndexedDB only for a signed-in visitor', async () => {
    let signedIn = true;
    const persister = idbPersister(() => signedIn);
    const clientState = dehydrate(
      filledClient(),
      persistDehydrateOptions(() => true),
    );
    await persister.persistClient({ timestamp: Date.now(), buster: 'b', clientState });
    expect((await persister.restoreClient())?.clientState.queries).toHaveLength(3 + PERSONAL_RESOURCES.length);
    signedIn = false;
    const restored = await persister.restoreClient();
    expect(restored?.clientState.queries.map((query) => query.queryKey[0]).sort()).toEqual(['events', 'participants', 'site']);
    await persister.removeClient();
    expect(await persister.restoreClient()).toBeUndefined();
  });
});
