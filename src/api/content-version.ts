/**
 * Keeps the data saved on the device in step with the site after the organiser changes it (an import, an
 * edit). The saved catalogue is trusted for minutes (staleTime) and restored on every start, so without
 * this a phone could show yesterday's exhibitors after a start online. On every start with a network,
 * and again on reconnecting, the app asks for the content version (never cached, a few bytes); when it
 * differs from the one last seen, every public query saved before this start is marked stale: the screen
 * on view refetches at once, the others when next opened, and offline the saved copies stay on screen.
 */
import type { QueryClient } from '@tanstack/react-query';
import { get, set } from 'idb-keyval';
import type { Lang } from '../contract/common';
import { ContentVersionSchema } from '../contract/content-version';
import { api } from './client';
import { isPersonalKey } from './query-keys';

const SEEN_KEY = 'expo:content-version';

/** When this page started: data fetched since then is already current, whatever the version says. */
const startedAt = () => performance.timeOrigin;

/** Answers true when the content changed since the version last seen and saved data was marked stale. */
export async function refreshIfContentChanged(queryClient: QueryClient, lang: Lang): Promise<boolean> {
  if (!navigator.onLine) return false;
  let version: string;
  try {
    ({ version } = await api.request('/content-version/', { lang, schema: ContentVersionSchema, anonymous: true }));
  } catch {
    // No answer (the hall's network): the saved data stays as it is until the next try.
    return false;
  }
  const seen = await get<string>(SEEN_KEY).catch(() => undefined);
  if (seen === version) return false;
  await set(SEEN_KEY, version).catch(() => undefined);
  if (seen === undefined) return false;
  const before = startedAt();
  await queryClient.invalidateQueries({
    predicate: (query) => !isPersonalKey(query.queryKey) && query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < before,
  });
  return true;
}

/** Checks now and on every reconnection, for the life of the page. */
export function watchContentVersion(queryClient: QueryClient, lang: () => Lang) {
  const check = () => void refreshIfContentChanged(queryClient, lang());
  check();
  window.addEventListener('online', check);
}
