/**
 * The exhibition of a catalogue or programme URL: `{ex_id}` is a prefix_contract (ME27, any case); none
 * means the current exhibition from the site configuration. Query keys always carry the resolved prefix,
 * so /participants and /participants/ME27 share one cached catalogue.
 */
import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import { siteQueryOptions } from '../../../../api/site';
import type { Lang } from '../../../../contract/common';
import { isExhibitionPrefix } from '../../../../contract/query-params';

export async function resolveExhibition(queryClient: QueryClient, lang: Lang, exId: string | undefined): Promise<string> {
  if (exId === undefined || exId === '') return (await queryClient.ensureQueryData(siteQueryOptions(lang))).site_config.prefix_contract;
  // Latin letters only: toUpperCase() would also turn 'ı' into 'I' and 'ß' into 'SS'.
  const prefix = exId.replace(/[a-z]/g, (letter) => letter.toUpperCase());
  if (!isExhibitionPrefix(prefix)) throw notFound();
  return prefix;
}
