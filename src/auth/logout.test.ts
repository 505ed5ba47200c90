import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pausedState } from '../../tests/support/paused-mutation';
import { NOTE_MUTATION_KEY } from '../api/queued-mutations';
import { forgetPersonalData } from './logout';

describe('forgetting the signed-in visitor on this device', () => {
  it('drops their notes and the note saves still queued, and keeps public data', () => {
    const client = new QueryClient();
    client.setQueryData(['participants-notes', 'ru'], [{ participant_id: 'p', text: 'private', updated_at: '2026-11-28T10:00:00.000Z' }]);
    client.setQueryData(['participants', 'ru', 'ME27'], [{ id: 'p' }]);
    client
      .getMutationCache()
      .build(client, { mutationKey: NOTE_MUTATION_KEY }, pausedState({ lang: 'ru', participantId: 'p', text: 'queued', updatedAt: '' }));
    forgetPersonalData(client);
    expect(client.getQueryData(['participants-notes', 'ru'])).toBeUndefined();
    expect(client.getQueryData(['participants', 'ru', 'ME27'])).toEqual([{ id: 'p' }]);
    expect(client.getMutationCache().findAll({ mutationKey: NOTE_MUTATION_KEY })).toEqual([]);
  });
});
