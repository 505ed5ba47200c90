import { onlineManager, QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ParticipantNote } from '../contract/notes';
import { applyNote, type NoteChange } from './notes';
import { NOTE_MUTATION_KEY, registerQueuedMutation } from './queued-mutations';

const P1 = '0b6c6f1e-8a43-4f5e-9a57-3c2d1e0f4a11';
const note = (text: string, at: string, id = P1): ParticipantNote => ({ participant_id: id, text, updated_at: at });
const save = (text: string, at: string): NoteChange => ({ lang: 'ru', participantId: P1, text, updatedAt: at });

describe('a notes list with a note put in', () => {
  it('replaces an older note of the exhibitor and keeps a later one', () => {
    const list = [note('old', '2026-11-28T10:00:00.000Z'), note('other', '2026-11-28T09:00:00.000Z', 'x')];
    expect(applyNote(list, note('new', '2026-11-28T10:05:00.000Z'))).toContainEqual(note('new', '2026-11-28T10:05:00.000Z'));
    expect(applyNote(list, note('stale', '2026-11-28T09:55:00.000Z'))).toEqual(list);
  });
});

describe('note saves made offline', () => {
  afterEach(() => {
    onlineManager.setOnline(true);
    vi.unstubAllGlobals();
  });

  it('show at once in every language’s list, wait paused, and replay only the last save of a note', async () => {
    const client = new QueryClient();
    // As the app registers it: what a save does is imported when the first one runs.
    registerQueuedMutation(client, NOTE_MUTATION_KEY, async () => (await import('./notes')).noteMutationHandlers(client, () => undefined));
    client.setQueryData(['participants-notes', 'ru'], []);
    client.setQueryData(['participants-notes', 'zh'], []);
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const body = JSON.parse(String(init.body)) as { participant_id: string; text: string; updated_at: string };
        sent.push(body);
        return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    onlineManager.setOnline(false);
    const run = (change: NoteChange) => {
      const mutation = client.getMutationCache().build(client, { mutationKey: NOTE_MUTATION_KEY });
      void mutation.execute(change).catch(() => undefined);
      return mutation;
    };
    const first = run(save('Позвонить', '2026-11-28T10:00:00.000Z'));
    const second = run(save('Позвонить Ольге', '2026-11-28T10:00:02.000Z'));
    await expect
      .poll(() => client.getQueryData(['participants-notes', 'zh']))
      .toEqual([note('Позвонить Ольге', '2026-11-28T10:00:02.000Z')]);
    expect(first.state.isPaused).toBe(true);
    expect(sent).toEqual([]);

    onlineManager.setOnline(true);
    await client.resumePausedMutations();
    await expect.poll(() => second.state.status).toBe('success');
    expect(sent).toEqual([{ participant_id: P1, text: 'Позвонить Ольге', updated_at: '2026-11-28T10:00:02.000Z' }]);
    client.clear();
  });
});
