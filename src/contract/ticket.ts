/**
 * GET /user/exhibition_apply/?ex_prefix=ME27: the visitor ticket (spec §3 "Ticket"). Without ex_prefix the
 * current exhibition is meant. A user not registered for the exhibition gets 404 EntityNotFound, which
 * the client shows as tooltips.not_registered.
 */
import * as v from 'valibot';
import { exhibitionPrefixParam } from './query-params';

export const TicketQuerySchema = v.object({ ex_prefix: v.optional(exhibitionPrefixParam('ex_prefix')) });

export const TicketSchema = v.object({
  last_name: v.string(),
  first_name: v.string(),
  patronymic_name: v.string(),
  company: v.string(),
  /** e.g. ME27-104857: the exhibition prefix, a dash and six digits. */
  registration_number: v.string(),
  /**
   * The signed ticket a gate checks offline (src/lib/ticket-token.ts). Optional: tickets cached on devices
   * before issue 35 have none, and the client must still show them.
   */
  token: v.optional(v.string()),
});
export type Ticket = v.InferOutput<typeof TicketSchema>;
