/** GET /contacts/ (spec §3 "Staffer", "Contact info"). */
import * as v from 'valibot';

export const StafferSchema = v.object({ id: v.number(), photo: v.string(), full_name: v.string(), position: v.string() });

export const ContactsResponseSchema = v.object({
  /** HTML about the organiser. */
  information: v.string(),
  staffers: v.array(StafferSchema),
});
export type ContactsResponse = v.InferOutput<typeof ContactsResponseSchema>;
