/**
 * "На схеме" links (issue 33): the hall map at an exhibitor's first stand, offered only when the exhibition
 * has hall plans. The plans' list is small and kept on the device with the catalogue.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { hallPlanQueryOptions, hallsQueryOptions } from '../api/halls';
import { whenIdle } from '../lib/yield';
import type { Lang } from '../contract/common';
import type { Participant } from '../contract/participants';

export const mapHrefFor = (lang: Lang, stand: string) => `/${lang}/exhibition/map?stand=${encodeURIComponent(stand)}`;

export function useMapHref(lang: Lang, exPrefix: string): ((participant: Participant) => string | undefined) | undefined {
  const { data: halls } = useQuery(hallsQueryOptions(lang, exPrefix));
  usePlansOnDevice(lang, exPrefix, halls);
  const hasPlans = (halls?.length ?? 0) > 0;
  const href = useCallback(
    (participant: Participant) => (participant.stands[0] ? mapHrefFor(lang, participant.stands[0]) : undefined),
    [lang],
  );
  return hasPlans ? href : undefined;
}

/** The card's link: its address and text, or none. */
export const mapLink = (href: string | undefined, label: string) => (href ? { href, label } : undefined);

/**
 * The plans travel with the catalogue: once the list of halls is known, every hall's plan is fetched when
 * the page is idle, so the map opens at any stand from a cold start offline (the query cache is persisted).
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
