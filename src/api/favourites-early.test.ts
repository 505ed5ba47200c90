import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteResponse } from '../contract/site';
import { api } from './client';
import { forgetEarlyFavourites, requestFavouritesEarly, takeEarlyFavourites } from './favourites-early';
import { siteQueryOptions } from './site';

vi.mock('./client', () => ({ api: { request: vi.fn() } }));
const request = vi.mocked(api.request);

/** A client whose cached site names `prefix` as the current exhibition (only the field read here). */
function clientWithSite(prefix: string): QueryClient {
  const client = new QueryClient();
  client.setQueryData(siteQueryOptions('ru').queryKey, { site_config: { prefix_contract: prefix } } as SiteResponse);
  return client;
}

describe('a first visit’s early favourites', () => {
  beforeEach(() => {
    forgetEarlyFavourites();
    request.mockReset();
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
