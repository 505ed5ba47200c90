/**
 * The signed-in visitor's private notes on exhibitors (issue 34) and the "My contacts" download.
 * A write carries the time the visitor typed it on their device (updated_at): the server keeps the later
 * of two writes, so an edit queued offline and replayed after a newer one from another device loses.
 * An empty text clears the note (the row stays, with its time, so an older replay cannot bring it back).
 */
import * as v from 'valibot';
import { noControlCharacters } from './control-characters';
import { exhibitionPrefixParam } from './query-params';

/** The longest note, in characters (UTF-16 code units, what a textarea's maxLength counts). */
export const NOTE_MAX_LENGTH = 2000;

const NoteTextSchema = v.pipe(
  v.string('text must be a string'),
  v.maxLength(NOTE_MAX_LENGTH, `a note may hold at most ${NOTE_MAX_LENGTH} characters`),
  noControlCharacters('a note may not hold control characters'),
);

/** An ISO 8601 time with its offset, as Date.prototype.toISOString writes it. */
const NoteTimeSchema = v.pipe(
  v.string('updated_at must be a string'),
  v.isoTimestamp('updated_at must be an ISO 8601 time such as 2026-11-28T10:15:00.000Z'),
);

export const ParticipantNoteInputSchema = v.object({
  participant_id: v.pipe(v.string('participant_id must be a string'), v.uuid('participant_id must be a uuid')),
  text: NoteTextSchema,
  updated_at: NoteTimeSchema,
});

/** A stored note; the answer to a write is the note the server kept, which may be a newer one. */
export const ParticipantNoteSchema = v.object({
  participant_id: v.pipe(v.string(), v.uuid()),
  text: v.string(),
  updated_at: v.string(),
});
export type ParticipantNote = v.InferOutput<typeof ParticipantNoteSchema>;

/** All the caller's notes on the site's exhibitors, of every exhibition (empty notes left out). */
export const ParticipantNotesSchema = v.array(ParticipantNoteSchema);

export const CONTACTS_FORMATS = ['xlsx', 'csv'] as const;
export type ContactsFormat = (typeof CONTACTS_FORMATS)[number];

/** Query of GET /user/participants_contacts/: the exhibition and the file's format. */
export const ContactsExportQuerySchema = v.object({
  ex_prefix: v.optional(exhibitionPrefixParam('ex_prefix')),
  format: v.picklist(CONTACTS_FORMATS, 'format must be xlsx or csv'),
});
