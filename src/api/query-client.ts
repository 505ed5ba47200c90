/**
 * One QueryClient for the app. networkMode 'offlineFirst' lets queries and mutations run from the cache
 * (and the service worker) when the browser reports no network, instead of pausing forever.
 */
import { QueryClient } from '@tanstack/react-query';
import { ApiError, HttpError, SessionExpiredError } from './errors';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'offlineFirst',
        staleTime: 60_000,
        gcTime: 24 * 60 * 60 * 1000,
        // A 4xx answer or an ended session will not change on retry; network failures and 5xx get two more tries.
        retry: (failureCount, error) =>
          !(error instanceof SessionExpiredError) &&
          !((error instanceof ApiError || error instanceof HttpError) && error.status < 500) &&
          failureCount < 2,
      },
      mutations: { networkMode: 'offlineFirst' },
    },
  });
}
