/**
 * Which ticket screen to show (spec §4 "Ticket", §8 ticket errors), kept apart from React so the rules
 * are tested with plain dates. The order matters: an exhibition that has ended says so even if its
 * registration is still marked open, and the ticket is fetched only when neither applies.
 */
import { ApiError } from '../../api/errors';
import type { CurrentExhibition } from '../../contract/site';
import { venueTimestamp } from '../../lib/venue-time';

export type TicketState = 'ended' | 'registration-closed' | 'ticket';

// A date without a time of day ends at the close of that day in the venue, not at its midnight.
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function hasEnded(dateEnd: string, now: Date): boolean {
  const text = dateEnd.trim();
  const end = venueTimestamp(text);
  // An unreadable end date must not hide a ticket the visitor may need at the door.
  if (end === null) return false;
  const last = DATE_ONLY.test(text) ? end + 24 * 3600_000 - 1 : end;
  return now.getTime() > last;
}

export function ticketState(exhibition: Pick<CurrentExhibition, 'date_end' | 'registration_available'>, now: Date): TicketState {
  if (hasEnded(exhibition.date_end, now)) return 'ended';
  if (!exhibition.registration_available) return 'registration-closed';
  return 'ticket';
}

/** A locale key, or a text the server wrote (already in the request's language). */
export type TicketErrorText = { key: string } | { text: string };

const nonEmpty = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value : null);

/**
 * EntityNotFound: the visitor has no registration for this exhibition. Another server error shows its
 * error_data.message (the spec's field), else its detail (what this server writes). Anything else —
 * no network, a proxy page without an error body, an answer off the contract — is a failed load.
 */
export function ticketErrorText(error: unknown): TicketErrorText {
  if (error instanceof ApiError && error.code !== 'InvalidResponse') {
    if (error.code === 'EntityNotFound') return { key: 'tooltips.not_registered' };
    const text = nonEmpty(error.payload.error_data.message) ?? nonEmpty(error.payload.error_data.detail);
    if (text) return { text };
  }
  return { key: 'tooltips.failed_load_ticket' };
}
