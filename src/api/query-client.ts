/**
 * One QueryClient for the app. networkMode 'offlineFirst' lets queries and mutations run from the cache
 * (and the service worker) when the browser reports no network, instead of pausing forever.
 */
import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiError, HttpError, SessionExpiredError } from './errors';
import { PERSIST_MAX_AGE } from './persist';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        // As long as the device copy lives (PERSIST_MAX_AGE): an unused query dropped from memory earlier
        // would also drop out of the next write to IndexedDB.
        gcTime: PERSIST_MAX_AGE,
        // A 4xx answer or an ended session will not change on retry; network failures and 5xx get two more tries.
        // With no network at all, a retry would wait (paused) until it returns: a page with nothing saved on
        // the device would show its loading state for ever instead of "no connection" and a retry button.
        retry: (failureCount, error) =>
          !(error instanceof SessionExpiredError) &&
          !(error instanceof TypeError && !onlineManager.isOnline()) &&
          !((error instanceof ApiError || error instanceof HttpError) && error.status < 500) &&
          failureCount < 2,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}

/**
 * The QueryClient of one server render: it lives for one request, reads the API in-process, and a failure
 * is answered at once (the browser retries what it needs) rather than retried while the visitor waits.
 */
export function createServerQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity, gcTime: Infinity } } });
}
