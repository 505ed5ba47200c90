/**
 * What changed in the signed-in visitor's favourites since they last looked (issue 34). A personal query
 * (kept on the device while signed in, so the list shows offline too); marking the list seen empties it
 * at once and tells the server, which keeps the mark for every device of the account.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ChangesSeenResultSchema, FavouriteChangesSchema, type FavouriteChanges } from '../contract/changes';
import type { Lang } from '../contract/common';
import { useIsSignedIn } from '../session/use-session';
import { api } from './client';
import { queryKey } from './query-keys';

/** A change made by the organiser reaches an open app within this time; a page visit asks at once. */
const CHANGES_STALE_MS = 5 * 60_000;

export const favouriteChangesQueryOptions = (lang: Lang, exPrefix: string) => ({
  queryKey: queryKey('favorite-changes', lang, exPrefix),
  queryFn: () => api.request('/user/favorite_changes/', { lang, schema: FavouriteChangesSchema, query: { ex_prefix: exPrefix } }),
  staleTime: CHANGES_STALE_MS,
});

const NONE: FavouriteChanges = { changes: [], unseen: 0 };

/** The unseen changes of an exhibition; none when nobody is signed in. */
export function useFavouriteChanges(lang: Lang, exPrefix: string | undefined): FavouriteChanges {
  const signedIn = useIsSignedIn();
  const { data } = useQuery({ ...favouriteChangesQueryOptions(lang, exPrefix ?? ''), enabled: signedIn && Boolean(exPrefix) });
  return signedIn && data ? data : NONE;
}

/** Marks every change up to `upTo` seen: the list empties in every language at once, the server follows. */
export function useMarkChangesSeen(lang: Lang, exPrefix: string) {
  const queryClient = useQueryClient();
  const lists = {
    predicate: (query: { queryKey: readonly unknown[] }) => query.queryKey[0] === 'favorite-changes' && query.queryKey[2] === exPrefix,
  };
  return useMutation({
    mutationFn: (upTo: number) =>
      api.request('/user/favorite_changes/seen/', {
        lang,
        method: 'POST',
        schema: ChangesSeenResultSchema,
        body: { ex_prefix: exPrefix, up_to: upTo },
      }),
    onMutate: (upTo: number) => {
      queryClient.setQueriesData<FavouriteChanges>(lists, (data) => {
        if (!data) return data;
        const changes = data.changes.filter((change) => change.id > upTo);
        return { changes, unseen: data.unseen - (data.changes.length - changes.length) };
      });
    },
    // A refusal or a lost request: the list comes back as the server has it.
    onSettled: () => queryClient.invalidateQueries(lists),
  }).mutate;
}
