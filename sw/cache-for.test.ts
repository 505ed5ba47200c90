import { describe, expect, it } from 'vitest';
import { cacheFor, NAVIGATION_DENYLIST } from './cache-for';
import { isPersonalCacheName, runtimeCacheName } from './cache-names';

const url = (path: string) => new URL(`https://expo.test${path}`);

describe('which cache a request goes to', () => {
  it.each([
    '/api/public/events/?ex_type=ME&lang_code=ru&ex_prefix=ME27',
    '/api/public/participants/?ex_type=ME&lang_code=en',
    '/api/public/participants/filters/?lang_code=zh',
    '/api/public/topics/',
    '/api/public/site/',
    '/api/public/current_exhibition/',
  ])('keeps the data the hall needs network-first in the shared data cache: %s', (path) => {
    expect(cacheFor(url(path), 'GET', false)).toEqual({ cache: 'data', strategy: 'network-first' });
  });

  it.each(['/api/public/news/', '/api/public/news/detail/?slug=a', '/api/public/contacts/', '/api/public/html_pages/detail/'])(
    'serves other public content stale-while-revalidate: %s',
    (path) => {
      expect(cacheFor(url(path), 'GET', false)).toEqual({ cache: 'content', strategy: 'stale-while-revalidate' });
    },
  );

  it.each([
    '/api/public/user/exhibition_apply/',
    '/api/public/user/participants_favorites/',
    '/api/public/user/events_favorites/',
    '/api/public/user/',
  ])('puts the signed-in user’s answers in the personal cache, network-first: %s', (path) => {
    expect(cacheFor(url(path), 'GET', true)).toEqual({ cache: 'personal', strategy: 'network-first' });
  });

  it('sends any request with a token to the personal cache, even a public path', () => {
    expect(cacheFor(url('/api/public/site/'), 'GET', true)).toEqual({ cache: 'personal', strategy: 'network-first' });
    expect(cacheFor(url('/api/public/news/'), 'GET', true)).toEqual({ cache: 'personal', strategy: 'stale-while-revalidate' });
  });

  it('never caches the user’s calls made without a token', () => {
    expect(cacheFor(url('/api/public/user/exhibition_apply/'), 'GET', false)).toBeNull();
  });

  it('never caches the staff calls: the gate keeps its own copy', () => {
    for (const path of ['/api/public/staff/me', '/api/public/staff/gate/bundle', '/api/public/staff/checkins?after=3'])
      expect(cacheFor(url(path), 'GET', true)).toBeNull();
  });

  it('never caches the content version, with or without a token', () => {
    expect(cacheFor(url('/api/public/content-version/'), 'GET', false)).toBeNull();
    expect(cacheFor(url('/api/public/content-version/'), 'GET', true)).toBeNull();
  });

  it('keeps images cache-first', () => {
    expect(cacheFor(url('/media/participants/logo.png'), 'GET', false)).toEqual({ cache: 'images', strategy: 'cache-first' });
  });

  it('keeps exhibitors’ logos cache-first in a cache of their own, with or without a token', () => {
    expect(cacheFor(url('/media/logo/severstal.svg'), 'GET', false)).toEqual({ cache: 'logos', strategy: 'cache-first' });
    expect(cacheFor(url('/media/logo/severstal.svg'), 'GET', true)).toEqual({ cache: 'logos', strategy: 'cache-first' });
  });

  it.each(['POST', 'PATCH', 'PUT', 'DELETE'])('never caches %s', (method) => {
    expect(cacheFor(url('/api/public/user/events/favorite/'), method, true)).toBeNull();
    expect(cacheFor(url('/api/public/events/'), method, false)).toBeNull();
  });

  it('leaves token calls, the shell and assets to other routes', () => {
    expect(cacheFor(url('/api/refresh/'), 'GET', false)).toBeNull();
    expect(cacheFor(url('/api/logout/'), 'GET', true)).toBeNull();
    expect(cacheFor(url('/ru/exhibition/program'), 'GET', false)).toBeNull();
    expect(cacheFor(url('/assets/index-abc.js'), 'GET', false)).toBeNull();
  });

  it('names caches with the app prefix and version, and recognises every personal one', () => {
    expect(runtimeCacheName('personal')).toMatch(/^expo-pwa-personal-v\d+$/);
    expect(isPersonalCacheName(runtimeCacheName('personal'))).toBe(true);
    expect(isPersonalCacheName('expo-pwa-personal-v0')).toBe(true);
    expect(isPersonalCacheName(runtimeCacheName('data'))).toBe(false);
  });
});

describe('the health probes', () => {
  it.each(['/healthz', '/readyz', '/readyz/'])('%s is neither cached nor answered with the app shell', (path) => {
    expect(cacheFor(url(path), 'GET', false)).toBeNull();
    expect(NAVIGATION_DENYLIST.some((pattern) => pattern.test(path))).toBe(true);
  });

  it.each(['/ru', '/en/news', '/zh/exhibition/participants', '/ru/healthz'])('%s is still a navigation to the shell', (path) => {
    expect(NAVIGATION_DENYLIST.some((pattern) => pattern.test(path))).toBe(false);
  });
});
