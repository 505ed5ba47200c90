/**
 * "На схеме" links (issue 33): the hall map at an exhibitor's first stand, offered only when the exhibition
 * has hall plans. The plans' list is small and kept on the device with the catalogue.
 */
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { hallPlanQueryOptions, hallsQueryOptions } from '../api/halls';
import { whenIdle } from '../lib/yield';
import { useServerRender } from '../ui/use-server-render';
import type { Lang } from '../contract/common';
import type { HallPlan } from '../contract/halls';
import type { Participant } from '../contract/participants';

export const mapHrefFor = (lang: Lang, stand: string) => `/${lang}/exhibition/map?stand=${encodeURIComponent(stand)}`;

export function useMapHref(lang: Lang, exPrefix: string): ((participant: Participant) => string | undefined) | undefined {
  const { data: halls } = useQuery(hallsQueryOptions(lang, exPrefix));
  usePlansOnDevice(lang, exPrefix, halls);
  // The server renders no links (it does not fetch the plans): hydration must render none either, though
  // the device's copy of the cache already holds them, or React finds other markup than the server's.
  const hydrating = useServerRender();
  const hasPlans = !hydrating && (halls?.length ?? 0) > 0;
  const href = useCallback(
    (participant: Participant) => (participant.stands[0] ? mapHrefFor(lang, participant.stands[0]) : undefined),
    [lang],
  );
  return hasPlans ? href : undefined;
}

/** The card's link: its address and text, or none. */
export const mapLink = (href: string | undefined, label: string) => (href ? { href, label } : undefined);

/**
 * Once the list of halls is known, every hall's plan is fetched when the page is idle, so the map opens at
 * any stand from a cold start offline (the query cache is persisted): the plans travel with the catalogue,
 * the programme and the favourites, whose "На схеме" links lead there, not only with the map itself.
 * A fetch is only sent once the page is idle; an update's handover (src/pwa/update-prompt.ts) waits for
 * the old worker's fetches, so the update test clicks "Обновить" once these have arrived.
 */
export function usePlansOnDevice(lang: Lang, exPrefix: string, halls: readonly { key: string }[] | undefined) {
  const queryClient = useQueryClient();
  const keys = halls?.map((hall) => hall.key).join('\n') ?? '';
  useEffect(() => {
    if (!keys) return;
    return whenIdle(() => {
      for (const key of keys.split('\n')) void queryClient.prefetchQuery(hallPlanQueryOptions(lang, exPrefix, key));
    }, 2000);
  }, [queryClient, lang, exPrefix, keys]);
}

/**
 * "На схеме" for a programme event whose location is a room on a plan (a room's name is the programme's
 * location name): the map at that room, once the plans are on the device (fetched when idle), else none.
 */
export function useRoomHref(lang: Lang, exPrefix: string): ((location: string) => string | undefined) | undefined {
  const { data: halls } = useQuery(hallsQueryOptions(lang, exPrefix));
  usePlansOnDevice(lang, exPrefix, halls);
  // The same options while the halls are the same: new ones on every render of a long list made the
  // observers re-subscribe each time a later answer rendered the page again.
  const queries = useMemo(
    () => (halls ?? []).map((hall) => ({ ...hallPlanQueryOptions(lang, exPrefix, hall.key), enabled: false })),
    [halls, lang, exPrefix],
  );
  const rooms = useQueries({ queries, combine: roomsOf });
  const hydrating = useServerRender();
  return useMemo(() => {
    if (hydrating || rooms.size === 0) return undefined;
    return (location: string) => {
      const hall = rooms.get(location);
      return hall === undefined
        ? undefined
        : `/${lang}/exhibition/map?hall=${encodeURIComponent(hall)}&room=${encodeURIComponent(location)}`;
    };
  }, [rooms, lang, hydrating]);
}

function roomsOf(results: readonly { data?: HallPlan | undefined }[]): ReadonlyMap<string, string> {
  const rooms = new Map<string, string>();
  for (const { data } of results) for (const shape of data?.shapes ?? []) if (shape.k === 'room' && shape.n) rooms.set(shape.n, data!.key);
  return rooms;
}
