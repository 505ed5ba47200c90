/**
 * Favourite events and companies of the signed-in visitor (spec §7): the toggles and the two lists,
 * whose items have the same shapes as the public programme and catalogue.
 */
import * as v from 'valibot';
import { EventSchema } from './events';
import { ParticipantSchema } from './participants';

/** Largest value of a PostgreSQL integer column: a bigger id cannot exist, so it is bad input. */
const MAX_INT32 = 2_147_483_647;

export const EventFavoriteInputSchema = v.object({
  event_id: v.pipe(
    v.number('event_id must be a number'),
    v.integer('event_id must be an integer'),
    v.minValue(1, 'event_id must be positive'),
    v.maxValue(MAX_INT32, 'event_id is too large'),
  ),
  added_to_favorite: v.boolean('added_to_favorite must be true or false'),
});
export type EventFavoriteInput = v.InferOutput<typeof EventFavoriteInputSchema>;
/**
 * The toggle's answer echoes its request: the call's own name for that shape.
 * @alias
 */
export const EventFavoriteResultSchema = EventFavoriteInputSchema;
export type EventFavoriteResult = EventFavoriteInput;

export const ParticipantFavoriteInputSchema = v.object({
  participant_id: v.pipe(v.string('participant_id must be a string'), v.uuid('participant_id must be a uuid')),
  added_to_favorite: v.boolean('added_to_favorite must be true or false'),
});
export type ParticipantFavoriteInput = v.InferOutput<typeof ParticipantFavoriteInputSchema>;
/**
 * The toggle's answer echoes its request: the call's own name for that shape.
 * @alias
 */
export const ParticipantFavoriteResultSchema = ParticipantFavoriteInputSchema;
export type ParticipantFavoriteResult = ParticipantFavoriteInput;

export const FavoriteEventsResponseSchema = v.array(v.object({ ...EventSchema.entries, added_to_favorite: v.literal(true) }));
export const FavoriteParticipantsResponseSchema = v.array(v.object({ ...ParticipantSchema.entries, added_to_favorite: v.literal(true) }));
