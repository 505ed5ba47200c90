import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { pausedState } from '../../tests/support/paused-mutation';
import { FAVOURITE_MUTATION_KEY, registerQueuedMutation, type QueuedMutationHandlers } from './queued-mutations';

type Change = { id: string };

/** Handlers that record what ran, in order. */
function recorder(log: string[]): QueuedMutationHandlers<Change, string> {
  return {
    mutationFn: async ({ id }) => {
      log.push(`send ${id}`);
      return id;
    },
    onMutate: async ({ id }) => {
      log.push(`show ${id}`);
      return `snapshot ${id}`;
    },
    onError: (_error, { id }) => log.push(`undo ${id}`),
    onSettled: (_data, _error, { id }, context) => log.push(`settled ${id} with ${String(context)}`),
  };
}

describe('a queued write registered before its module is loaded', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('restored from the device, loads its handlers only when the network is back, then sends', async () => {
    const client = new QueryClient();
    const log: string[] = [];
    let loads = 0;
    registerQueuedMutation(client, FAVOURITE_MUTATION_KEY, async () => {
      loads += 1;
      return recorder(log);
    });
    onlineManager.setOnline(false);
    const restored = client.getMutationCache().build(client, { mutationKey: FAVOURITE_MUTATION_KEY }, pausedState({ id: 'a' }));
    void client.resumePausedMutations();
    expect(loads).toBe(0);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await expect.poll(() => restored.state.status).toBe('success');
    // A restored write was shown before the restart: it is sent, not shown again.
    expect(log).toEqual(['send a', 'settled a with undefined']);
    expect(loads).toBe(1);
    client.clear();
  });

  it('made on a page, shows at once, is sent in order with the others, and loads its module once', async () => {
    const client = new QueryClient();
    const log: string[] = [];
    let loads = 0;
    registerQueuedMutation(client, FAVOURITE_MUTATION_KEY, async () => {
      loads += 1;
      return recorder(log);
    });
    const run = (id: string) => client.getMutationCache().build(client, { mutationKey: FAVOURITE_MUTATION_KEY }).execute({ id });
    await Promise.all([run('a'), run('b')]);
    expect(log).toEqual(['show a', 'show b', 'send a', 'settled a with snapshot a', 'send b', 'settled b with snapshot b']);
    expect(loads).toBe(1);
    client.clear();
  });

  it('restored, whose module could not be fetched, tries the import again at its next attempt', async () => {
    const client = new QueryClient();
    const log: string[] = [];
    let loads = 0;
    registerQueuedMutation(client, FAVOURITE_MUTATION_KEY, async () => {
      loads += 1;
      // As the browser rejects a dynamic import it could not fetch.
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return recorder(log);
    });
    const restored = client
      .getMutationCache()
      .build(client, { mutationKey: FAVOURITE_MUTATION_KEY, retryDelay: 0 }, pausedState({ id: 'a' }));
    await client.resumePausedMutations();
    await expect.poll(() => restored.state.status).toBe('success');
    expect(loads).toBe(2);
    expect(log).toEqual(['send a', 'settled a with undefined']);
    client.clear();
  });
});
