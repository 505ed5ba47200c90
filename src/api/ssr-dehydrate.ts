/**
 * Which queries a server-rendered page sends along in its HTML. Everything the page rendered goes, so the
 * browser's first render reads the same data, except the two big lists (the catalogue and the programme,
 * up to megabytes): their pages render the first screen on the server and the browser fetches the whole
 * list itself (or reads it from the device), hydrating the list once it is in. Personal queries never run
 * on the server, and failed ones are left for the browser to retry.
 */
import type { Query } from '@tanstack/react-query';
import { isPersonalKey } from './query-keys';

export const CLIENT_FETCHED_RESOURCES = ['participants', 'events'] as const;

export function isDehydratedQuery(query: Query): boolean {
  const key = query.queryKey;
  return query.state.status === 'success' && !isPersonalKey(key) && !(CLIENT_FETCHED_RESOURCES as readonly unknown[]).includes(key[0]);
}
