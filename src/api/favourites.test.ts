import { hydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { Participant } from '../contract/participants';
import { withUnsentChanges, type FavouriteChange } from './favourites';
import { FAVOURITE_MUTATION_KEY } from './queued-mutations';

const participant = (id: string) => ({ id, short_title: `Company ${id}` }) as Participant;
const listed = (id: string) => ({ ...participant(id), added_to_favorite: true as const });
const change = (id: string, added: boolean, lang: 'ru' | 'en' = 'ru'): FavouriteChange => ({
  kind: 'participant',
  lang,
  exPrefix: 'ME27',
  added,
  item: participant(id),
});

/** A client holding toggles as a restart restores them: paused mutations read back from the device. */
function clientWith(changes: { change: FavouriteChange; status: 'pending' | 'success' }[]): QueryClient {
  const client = new QueryClient();
  const state: DehydratedState = {
    queries: [],
    mutations: changes.map(({ change: variables, status }, index) => ({
      mutationKey: [...FAVOURITE_MUTATION_KEY],
      state: {
        context: undefined,
        data: undefined,
        error: null,
        failureCount: 0,
        failureReason: null,
        isPaused: status === 'pending',
        status,
        variables,
        submittedAt: index + 1,
      },
    })),
  };
  hydrate(client, state);
  return client;
}

describe('a favourites list fetched while toggles wait', () => {
  it('shows the queued toggles applied in the order they were made', () => {
    const client = clientWith([
      { change: change('b', true), status: 'pending' },
      { change: change('a', false), status: 'pending' },
      { change: change('c', true), status: 'pending' },
      { change: change('c', false), status: 'pending' },
    ]);
    const ids = withUnsentChanges(client, [listed('a')], 'participant', 'ru', 'ME27').map((entry) => entry.id);
    expect(ids).toEqual(['b']);
  });

  it('leaves alone what the server confirmed, other languages and the other kind of list', () => {
    const client = clientWith([
      { change: change('x', true), status: 'success' },
      { change: change('y', true, 'en'), status: 'pending' },
      {
        change: { kind: 'event', lang: 'ru', exPrefix: 'ME27', added: true, item: { id: 7 } as FavouriteChange['item'] } as FavouriteChange,
        status: 'pending',
      },
    ]);
    expect(withUnsentChanges(client, [listed('a')], 'participant', 'ru', 'ME27').map((entry) => entry.id)).toEqual(['a']);
  });

  it('changes nothing when the server already has the change', () => {
    const client = clientWith([{ change: change('a', true), status: 'pending' }]);
    const list = [listed('a'), listed('b')];
    expect(withUnsentChanges(client, list, 'participant', 'ru', 'ME27')).toEqual(list);
  });
});
