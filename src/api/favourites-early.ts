/**
 * A device's first visit to the plan asks for the open tab's favourites at once, beside the site's settings,
 * instead of after them. The lists are keyed by the exhibition's prefix, which only the settings name, so
 * the router's chain was settings → texts → favourites, one answer after the other (about 0.6 s at 4× CPU
 * before the request left, bench:plan). Asked without `ex_prefix`, the server answers for its current
 * exhibition, the one the settings name: the list's first fetch takes that answer when its prefix is the
 * settings' one, and asks again otherwise.
 */
import type { QueryClient } from '@tanstack/react-query';
import type * as v from 'valibot';
import type { Lang } from '../contract/common';
import { FavoriteEventsResponseSchema, FavoriteParticipantsResponseSchema } from '../contract/favorites';
import { api } from './client';
import { siteQueryOptions } from './site';

const LISTS = {
  event: { path: '/user/events_favorites/', schema: FavoriteEventsResponseSchema },
  participant: { path: '/user/participants_favorites/', schema: FavoriteParticipantsResponseSchema },
} as const;
type Kind = keyof typeof LISTS;
type List<K extends Kind> = v.InferOutput<(typeof LISTS)[K]['schema']>;

const early = new Map<string, Promise<List<Kind> | null>>();

/** Starts the list's request for the server's current exhibition; a failure only means the usual request later. */
export function requestFavouritesEarly(kind: Kind, lang: Lang) {
  const { path, schema } = LISTS[kind];
  early.set(
    `${kind}:${lang}`,
    api.request(path, { lang, schema }).catch(() => null),
  );
}

/**
 * The early answer, once, for the list of `exPrefix` when that is the current exhibition the site's settings
 * name; null when there is none to take (every later fetch of the list asks the server as usual).
 */
export async function takeEarlyFavourites<K extends Kind>(
  client: QueryClient,
  kind: K,
  lang: Lang,
  exPrefix: string,
): Promise<List<K> | null> {
  const key = `${kind}:${lang}`;
  // Stored under the kind's key by requestFavouritesEarly, so it is that kind's list.
  const answer = early.get(key) as Promise<List<K> | null> | undefined;
  if (!answer) return null;
  early.delete(key);
  const current = client.getQueryData(siteQueryOptions(lang).queryKey)?.site_config.prefix_contract;
  return current === exPrefix ? answer : null;
}

/** Drops answers not taken yet: they belong to the session that asked for them (auth/logout.ts). */
export function forgetEarlyFavourites() {
  early.clear();
}
