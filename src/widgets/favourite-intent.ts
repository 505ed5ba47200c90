/**
 * The star an anonymous visitor tapped, carried through signing in so that it is set once they have.
 *
 * It travels in the router's history state (never in the URL, so no link from elsewhere can carry one):
 * the star's please-log-in link puts { kind, id } beside `from`; the sign-in page hands it on to the
 * page it returns to, and only after the sign-in has succeeded; that page (the catalogue or the
 * programme) finds the item in its own list and adds it to the favourites — only adds, and only an item
 * of the kind named — then takes the intent out of the history entry, so Back, a reload or a later visit
 * to the same entry never sets it again.
 */
import { useRouter, useRouterState } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import * as v from 'valibot';
import { useIsSignedIn } from '../session/use-session';

const FavouriteIntentSchema = v.variant('kind', [
  v.object({ kind: v.literal('participant'), id: v.pipe(v.string(), v.uuid()) }),
  v.object({ kind: v.literal('event'), id: v.pipe(v.number(), v.integer(), v.minValue(1)) }),
]);
export type FavouriteIntent = v.InferOutput<typeof FavouriteIntentSchema>;

/** The intent in a history state, or null when there is none or it is not one this page would act on. */
export function readFavouriteIntent(state: unknown): FavouriteIntent | null {
  if (typeof state !== 'object' || state === null || !('favourite' in state)) return null;
  const result = v.safeParse(FavouriteIntentSchema, state.favourite);
  return result.success ? result.output : null;
}

/**
 * On a page listing items of `kind`: once a visitor is signed in and the entry carries an intent for one
 * of them, adds it (`add`) and clears the intent from the entry.
 */
export function useFavouriteIntent<T extends { id: FavouriteIntent['id'] }>(
  kind: FavouriteIntent['kind'],
  items: readonly T[],
  add: (item: T) => void,
) {
  const router = useRouter();
  const signedIn = useIsSignedIn();
  // A primitive, so the page re-renders only when the intent itself changes.
  const wanted = useRouterState({
    select: (state) => {
      const intent = readFavouriteIntent(state.location.state);
      return intent?.kind === kind ? intent.id : null;
    },
  });

  const handled = useRef<FavouriteIntent['id'] | null>(null);

  useEffect(() => {
    if (!signedIn || wanted === null || handled.current === wanted) return;
    handled.current = wanted;
    // The same entry without the intent (its search, scroll and open card stay): set once, whatever follows.
    void router.navigate({
      href: router.state.location.href,
      replace: true,
      resetScroll: false,
      state: ({ favourite: _done, ...rest }) => rest,
    });
    const item = items.find((candidate) => candidate.id === wanted);
    if (item) add(item);
  }, [signedIn, wanted, items, add, router]);
}
