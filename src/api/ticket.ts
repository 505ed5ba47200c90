/** The visitor's entry ticket for an exhibition (spec §7 GET /user/exhibition_apply/): personal data. */
import { queryOptions } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import { TicketSchema } from '../contract/ticket';
import { api } from './client';
import { queryKey } from './query-keys';

/**
 * The key starts with 'ticket' (PERSONAL_RESOURCES), so logout wipes it. The prefix is always the resolved
 * one from the site configuration, never "absent means current", so a new current exhibition is a new key.
 */
export const ticketQueryOptions = (lang: Lang, exPrefix: string) =>
  queryOptions({
    queryKey: queryKey('ticket', lang, exPrefix),
    queryFn: () => api.request('/user/exhibition_apply/', { lang, schema: TicketSchema, query: { ex_prefix: exPrefix } }),
  });
