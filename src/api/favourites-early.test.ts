import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { SiteResponse } from '../contract/site';
import { api } from './client';
import { forgetEarlyFavourites, requestFavouritesEarly, takeEarlyFavourites } from './favourites-early';
import { siteQueryOptions } from './site';

// A spy on the client's method rather than a mock of its module: the unit files share their workers' module
// cache (vitest.config.ts), so a module mock would miss a client another file had already loaded.
let request: MockInstance<(path: string, options?: unknown) => Promise<unknown>>;

/** A client whose cached site names `prefix` as the current exhibition (only the field read here). */
function clientWithSite(prefix: string): QueryClient {
  const client = new QueryClient();
  client.setQueryData(siteQueryOptions('ru').queryKey, { site_config: { prefix_contract: prefix } } as SiteResponse);
  return client;
}

describe('a first visit’s early favourites', () => {
  beforeEach(() => {
    forgetEarlyFavourites();
    request = vi.spyOn(api as { request: (path: string, options?: unknown) => Promise<unknown> }, 'request').mockResolvedValue(undefined);
  });

  it('asks without an exhibition prefix and hands the answer over once, to the list of the current exhibition', async () => {
    const answer = [{ id: 7 }];
    request.mockResolvedValueOnce(answer);
    requestFavouritesEarly('event', 'ru');
    expect(request).toHaveBeenCalledWith('/user/events_favorites/', expect.not.objectContaining({ query: expect.anything() }));
    const client = clientWithSite('ME27');
    expect(await takeEarlyFavourites(client, 'event', 'ru', 'ME27')).toBe(answer);
    expect(await takeEarlyFavourites(client, 'event', 'ru', 'ME27')).toBeNull();
  });

  it('is not taken for another exhibition, another language or the other list', async () => {
    request.mockResolvedValue([{ id: 7 }]);
    requestFavouritesEarly('event', 'ru');
    const client = clientWithSite('ME27');
    expect(await takeEarlyFavourites(client, 'participant', 'ru', 'ME27')).toBeNull();
    expect(await takeEarlyFavourites(client, 'event', 'en', 'ME27')).toBeNull();
    expect(await takeEarlyFavourites(client, 'event', 'ru', 'ME26')).toBeNull();
  });

  it('gives nothing when the early request failed, and nothing once the session that asked has ended', async () => {
    request.mockRejectedValueOnce(new Error('offline'));
    requestFavouritesEarly('participant', 'ru');
    expect(await takeEarlyFavourites(clientWithSite('ME27'), 'participant', 'ru', 'ME27')).toBeNull();
    request.mockResolvedValueOnce([{ id: 'a' }]);
    requestFavouritesEarly('participant', 'ru');
    forgetEarlyFavourites();
    expect(await takeEarlyFavourites(clientWithSite('ME27'), 'participant', 'ru', 'ME27')).toBeNull();
  });
});
