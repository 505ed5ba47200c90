/** GET /events/: the business programme of one exhibition (spec §3 "Event"). */
import * as v from 'valibot';

export const EventSchema = v.object({
  id: v.number(),
  /** ISO 8601 with the venue's +03:00 offset. */
  start_at: v.string(),
  end_at: v.string(),
  name: v.string(),
  /** Empty when the event has no page of its own. */
  link: v.string(),
  location: v.object({ name: v.string() }),
  org_text: v.string(),
  phone: v.string(),
  added_to_favorite: v.boolean(),
  /**
   * Beyond the spec: the exhibitors taking part, as GET /participants/'s id, in catalogue (one_cid) order.
   * The server always sends it; optional because answers the service worker kept before it existed lack it.
   */
  participant_ids: v.optional(v.array(v.pipe(v.string(), v.uuid()))),
});
export type ProgrammeEvent = v.InferOutput<typeof EventSchema>;

/** Sorted by start_at; a plain array (one page). */
export const EventsResponseSchema = v.array(EventSchema);
