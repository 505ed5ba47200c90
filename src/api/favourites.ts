/**
 * The signed-in visitor's favourite exhibitors and events: the two personal lists and the one toggle
 * mutation. The toggle is optimistic: the personal list in the cache changes at once (cards, the open
 * modal and the favourites page all read it), the request follows, and a refusal puts the list back.
 *
 * The mutation's behaviour is registered as mutation defaults under one key and its variables are plain
 * data, so a toggle made offline can later be persisted and resumed after a restart. All toggles share
 * one scope: they reach the server one after another, in the order they were made. The registration
 * itself is api/queued-mutations.ts; what a toggle does and the stars' hooks are api/favourite-toggle.ts,
 * which only the pages with stars load. This module is what the favourites page's loader needs (the
 * personal pages' loaders are in every page's first chunk, decision 0009).
 */
import type { Mutation, QueryClient } from '@tanstack/react-query';
import type { Lang } from '../contract/common';
import type { ProgrammeEvent } from '../contract/events';
import { FavoriteEventsResponseSchema, FavoriteParticipantsResponseSchema } from '../contract/favorites';
import type { Participant } from '../contract/participants';
import { api } from './client';
import { takeEarlyFavourites } from './favourites-early';
import { FAVOURITE_MUTATION_KEY } from './queued-mutations';
import { queryKey } from './query-keys';

export const favouriteParticipantsQueryOptions = (lang: Lang, exPrefix: string) => ({
  queryKey: queryKey('participants-favorites', lang, exPrefix),
  queryFn: async ({ client }: { client: QueryClient }) => {
    const list =
      (await takeEarlyFavourites(client, 'participant', lang, exPrefix)) ??
      (await api.request('/user/participants_favorites/', {
        lang,
        schema: FavoriteParticipantsResponseSchema,
        query: { ex_prefix: exPrefix },
      }));
    return withUnsentChanges(client, list, 'participant', lang, exPrefix);
  },
});

export const favouriteEventsQueryOptions = (lang: Lang, exPrefix: string) => ({
  queryKey: queryKey('events-favorites', lang, exPrefix),
  queryFn: async ({ client }: { client: QueryClient }) => {
    const list =
      (await takeEarlyFavourites(client, 'event', lang, exPrefix)) ??
      (await api.request('/user/events_favorites/', { lang, schema: FavoriteEventsResponseSchema, query: { ex_prefix: exPrefix } }));
    return withUnsentChanges(client, list, 'event', lang, exPrefix);
  },
});

export type FavouriteParticipant = Participant & { added_to_favorite: true };
export type FavouriteEvent = ProgrammeEvent & { added_to_favorite: true };

/** One toggle, as plain data: what changes, where it is listed, and the item to list. */
export type FavouriteChange =
  | { kind: 'participant'; lang: Lang; exPrefix: string; added: boolean; item: Participant }
  | { kind: 'event'; lang: Lang; exPrefix: string; added: boolean; item: ProgrammeEvent };

/**
 * A favourites list as the server sent it, with the toggles it has not confirmed yet applied in order:
 * those queued offline (paused, perhaps restored after a restart) or on their way. Every fetch of a list
 * goes through it, so a refetch (or the service worker's saved answer when a hall's wifi has no
 * internet) never takes back on screen a change the visitor made and is still waiting to send. Applying
 * a change the server already has changes nothing.
 */
export function withUnsentChanges<T extends { id: string | number }>(
  client: QueryClient,
  list: T[],
  kind: FavouriteChange['kind'],
  lang: Lang,
  exPrefix: string,
): T[] {
  const changes = client.getMutationCache().findAll(UNSENT).map(changeOf);
  return changes.filter(ofList(kind, lang, exPrefix)).reduce(applyChange, list);
}

export const UNSENT = { mutationKey: FAVOURITE_MUTATION_KEY, status: 'pending' } as const;
export const changeOf = (mutation: Mutation<unknown, Error, unknown, unknown>) => mutation.state.variables as FavouriteChange | undefined;
export const ofList =
  (kind: FavouriteChange['kind'], lang: Lang, exPrefix: string) =>
  (change: FavouriteChange | undefined): change is FavouriteChange =>
    change?.kind === kind && change.lang === lang && change.exPrefix === exPrefix;

/**
 * The list with the change's item added or removed; the item keeps its place when it is already there.
 * T is the list of the change's kind (the callers match kind to list).
 */
export function applyChange<T extends { id: string | number }>(list: readonly T[], change: FavouriteChange): T[] {
  const without = list.filter((entry) => entry.id !== change.item.id);
  if (!change.added) return without;
  if (without.length < list.length) return [...list];
  // A list entry is the starred item plus the flag, for exhibitors and events alike.
  const listed = { ...change.item, added_to_favorite: true } as unknown as T;
  return [...list, listed];
}
