/**
 * What changed in the signed-in visitor's favourites since they last looked (issue 34): an event's time or
 * location, a cancelled event, an exhibitor's stands. The server keeps the log; each account has one
 * seen mark per change, so every device it signs in on shows the same unseen list.
 */
import * as v from 'valibot';
import { exhibitionPrefixParam } from './query-params';

export const CHANGE_FIELDS = ['time', 'location', 'cancelled', 'stands', 'removed'] as const;
export type ChangeField = (typeof CHANGE_FIELDS)[number];

export const FavouriteChangeSchema = v.object({
  id: v.number(),
  entity: v.picklist(['event', 'participant']),
  /** The event's id or the exhibitor's uuid, as text. */
  entity_id: v.string(),
  field: v.picklist(CHANGE_FIELDS),
  /** The event's or exhibitor's name in the caller's language, as it was at the change. */
  name: v.string(),
  /**
   * time: "start/end" in venue ISO (an ISO 8601 interval); location: the room in the caller's language;
   * stands: the stand numbers joined by ", "; cancelled: the event's "start/end"; removed: its stands.
   */
  before: v.string(),
  /** Empty for cancelled and removed. */
  after: v.string(),
  /** For a cancelled event, where it was to be; empty otherwise. */
  location: v.string(),
  changed_at: v.string(),
});
export type FavouriteChange = v.InferOutput<typeof FavouriteChangeSchema>;

/** The unseen changes, oldest first, at most MAX_LISTED_CHANGES; `unseen` counts all of them. */
export const FavouriteChangesSchema = v.object({ changes: v.array(FavouriteChangeSchema), unseen: v.number() });
export type FavouriteChanges = v.InferOutput<typeof FavouriteChangesSchema>;

export const MAX_LISTED_CHANGES = 200;

/** Marks as seen every change of the exhibition up to and including `up_to` (the newest one on screen). */
export const ChangesSeenInputSchema = v.object({
  ex_prefix: exhibitionPrefixParam('ex_prefix'),
  up_to: v.pipe(
    v.number('up_to must be a number'),
    v.integer('up_to must be an integer'),
    v.minValue(1, 'up_to must be positive'),
    v.maxValue(2_147_483_647, 'up_to is too large'),
  ),
});
export type ChangesSeenInput = v.InferOutput<typeof ChangesSeenInputSchema>;

export const ChangesSeenResultSchema = v.object({ unseen: v.number() });
export type ChangesSeenResult = v.InferOutput<typeof ChangesSeenResultSchema>;
