/**
 * The signed-in visitor's private notes on exhibitors (issue 34): one list of the account's notes and one
 * save mutation, queued and replayed like the favourites' toggle (src/api/favourites.ts, decision 0007).
 *
 * The save is registered with the other queued writes (api/queued-mutations.ts), which loads what it does
 * from here when one runs. A save carries the text and the time it was typed on the device (updated_at); the server keeps the
 * later of two saves, so the order saves arrive in does not matter for the result. Saves share one scope
 * and go out one after another; a save that finds a later unsent save of the same note behind it in the
 * queue is skipped, so a note typed for ten minutes offline replays as one request, not fifty.
 */
import { useCallback, useMemo } from 'react';
import { useMutation, useMutationState, useQuery, type Mutation, type QueryClient } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import * as v from 'valibot';
import { ParticipantNoteSchema, ParticipantNotesSchema, type ContactsFormat, type ParticipantNote } from '../contract/notes';
import { useIsSignedIn } from '../session/use-session';
import { api } from './client';
import { SessionExpiredError } from './errors';
import { NOTE_MUTATION_KEY, type QueuedMutationHandlers } from './queued-mutations';
import { queryKey } from './query-keys';

/** One save, as plain data (persisted with the cache while it waits for the network). */
export type NoteChange = { lang: Lang; participantId: string; text: string; updatedAt: string };

const UNSENT = { mutationKey: NOTE_MUTATION_KEY, status: 'pending' } as const;
const changeOf = (mutation: Mutation<unknown, Error, unknown, unknown>) => mutation.state.variables as NoteChange | undefined;
const isChange = (change: NoteChange | undefined): change is NoteChange => change !== undefined;

export const participantNotesQueryOptions = (lang: Lang) => ({
  queryKey: queryKey('participants-notes', lang),
  queryFn: async ({ client }: { client: QueryClient }) => {
    const notes = await api.request('/user/participants_notes/', { lang, schema: ParticipantNotesSchema });
    // A refetch never takes back on screen a save still waiting to be sent.
    return unsentChanges(client).map(asNote).reduce(applyNote, notes);
  },
});

const unsentChanges = (client: QueryClient) => client.getMutationCache().findAll(UNSENT).map(changeOf).filter(isChange);

const asNote = (change: NoteChange): ParticipantNote => ({
  participant_id: change.participantId,
  text: change.text,
  updated_at: change.updatedAt,
});

/** The list with a note put in, unless the list already holds a later one of that exhibitor (last write wins). */
export function applyNote(list: readonly ParticipantNote[], note: ParticipantNote): ParticipantNote[] {
  const current = list.find((item) => item.participant_id === note.participant_id);
  if (current && Date.parse(current.updated_at) > Date.parse(note.updated_at)) return [...list];
  return [...list.filter((item) => item.participant_id !== note.participant_id), note];
}

/** Every language's cached list: the notes are the same in each. */
const allLists = { predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === 'participants-notes' };

type Snapshot = { lists: [readonly unknown[], unknown][] };

/** What a save does (registered by api/queued-mutations.ts); onFailure tells the visitor, after the note was put back. */
export function noteMutationHandlers(
  queryClient: QueryClient,
  onFailure: (change: NoteChange, error: unknown) => void,
): QueuedMutationHandlers<NoteChange, Snapshot, ParticipantNote | null> {
  return {
    mutationFn: async (change: NoteChange) => {
      const later = unsentChanges(queryClient).some(
        (other) => other.participantId === change.participantId && Date.parse(other.updatedAt) > Date.parse(change.updatedAt),
      );
      if (later) return null;
      return api.request('/user/participants/note/', {
        lang: change.lang,
        method: 'POST',
        schema: ParticipantNoteSchema,
        body: { participant_id: change.participantId, text: change.text, updated_at: change.updatedAt },
      });
    },
    onMutate: async (change: NoteChange): Promise<Snapshot> => {
      await queryClient.cancelQueries(allLists);
      const previous = queryClient.getQueriesData<ParticipantNote[]>(allLists);
      queryClient.setQueriesData<ParticipantNote[]>(allLists, (list) => (list ? applyNote(list, asNote(change)) : list));
      return { lists: previous };
    },
    onSuccess: (kept: ParticipantNote | null) => {
      // The server's answer is the note that stayed: a later one from another device replaces what was typed here.
      if (kept) queryClient.setQueriesData<ParticipantNote[]>(allLists, (list) => (list ? applyNote(list, kept) : list));
    },
    onError: (error: unknown, change: NoteChange, snapshot: Snapshot | undefined) => {
      // After a session ended the personal lists are gone; putting them back would hand them to the next visitor.
      if (snapshot && !(error instanceof SessionExpiredError))
        for (const [key, list] of snapshot.lists) queryClient.setQueryData(key, list);
      onFailure(change, error);
    },
  };
}

export type ParticipantNoteState = {
  text: string;
  /** When the shown text was typed (ISO), null before the first save. */
  updatedAt: string | null;
  /** A save of this note is waiting for the network. */
  queued: boolean;
  /** A save of this note is on its way. */
  sending: boolean;
  save: (text: string, updatedAt: string) => void;
};

/** One exhibitor's note as the visitor last typed it (unsent saves included) and the way to save it. */
export function useParticipantNote(lang: Lang, participantId: string): ParticipantNoteState {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...participantNotesQueryOptions(lang), enabled: signedIn });
  const mutate = useMutation<ParticipantNote | null, Error, NoteChange, Snapshot>({ mutationKey: NOTE_MUTATION_KEY }).mutate;
  const unsent = useMutationState({
    filters: UNSENT,
    select: (mutation) => ({ change: changeOf(mutation), paused: mutation.state.isPaused }),
  });
  const own = useMemo(() => unsent.filter((entry) => entry.change?.participantId === participantId), [unsent, participantId]);
  const note = useMemo(
    () =>
      own
        .map((entry) => entry.change)
        .filter(isChange)
        .map(asNote)
        .reduce(applyNote, data ?? [])
        .find((item) => item.participant_id === participantId),
    [own, data, participantId],
  );
  const save = useCallback(
    (text: string, updatedAt: string) => mutate({ lang, participantId, text, updatedAt }),
    [mutate, lang, participantId],
  );
  return {
    text: note?.text ?? '',
    updatedAt: note?.updated_at ?? null,
    queued: own.some((entry) => entry.paused),
    sending: own.some((entry) => !entry.paused),
    save,
  };
}

const BlobSchema = v.instance(Blob);

/** The visitor's contacts file (favourite exhibitors with stands, contacts and notes) of one exhibition. */
export function downloadContacts(lang: Lang, exPrefix: string, format: ContactsFormat): Promise<Blob> {
  return api.request('/user/participants_contacts/', {
    lang,
    file: true,
    schema: BlobSchema,
    query: { ex_prefix: exPrefix, format },
  });
}
