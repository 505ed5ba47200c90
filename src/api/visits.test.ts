import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { registerQueuedMutation, VISIT_MUTATION_KEY } from './queued-mutations';
import { applyVisit, type VisitChange } from './visits';

const change = (stands: string[], visited: boolean, exPrefix = 'ME27'): VisitChange => ({ lang: 'ru', exPrefix, stands, visited });

describe('a visited list with a tick applied', () => {
  it('adds and removes stands and keeps stand order without duplicates', () => {
    expect(applyVisit(['1A01', '2F55'], change(['1B02', '2F55'], true))).toEqual(['1A01', '1B02', '2F55']);
    expect(applyVisit(['1A01', '2F55'], change(['2F55', '9Z99'], false))).toEqual(['1A01']);
  });
});

describe('a tick made offline', () => {
  it('shows at once in every language’s list of its exhibition, waits paused, and leaves other exhibitions alone', async () => {
    const client = new QueryClient();
    const failures: unknown[] = [];
    // As the app registers it: what a tick does is imported when the first one runs.
    registerQueuedMutation(client, VISIT_MUTATION_KEY, async () =>
      (await import('./visits')).visitMutationHandlers(client, (_change, error) => failures.push(error)),
    );
    client.setQueryData(['visited-stands', 'ru', 'ME27'], ['1A01']);
    client.setQueryData(['visited-stands', 'en', 'ME27'], ['1A01']);
    client.setQueryData(['visited-stands', 'ru', 'ME26'], ['1A01']);
    const { onlineManager } = await import('@tanstack/react-query');
    onlineManager.setOnline(false);
    try {
      const mutation = client.getMutationCache().build(client, { mutationKey: VISIT_MUTATION_KEY });
      void mutation.execute(change(['2F55'], true)).catch(() => undefined);
      await expect.poll(() => client.getQueryData(['visited-stands', 'ru', 'ME27'])).toEqual(['1A01', '2F55']);
      expect(mutation.state.isPaused).toBe(true);
      expect(client.getQueryData(['visited-stands', 'en', 'ME27'])).toEqual(['1A01', '2F55']);
      expect(client.getQueryData(['visited-stands', 'ru', 'ME26'])).toEqual(['1A01']);
      expect(failures).toEqual([]);
    } finally {
      client.clear();
      onlineManager.setOnline(true);
    }
  });
});
