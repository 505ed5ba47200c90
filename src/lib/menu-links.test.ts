import { describe, expect, it } from 'vitest';
import { isActivePath, isMenuItemActive, menuHref, replaceLangSegment } from './menu-links';

describe('menuHref', () => {
  it('uses a direct link exactly as the server sent it', () => {
    expect(menuHref({ url: 'https://t.me/expo', is_direct_link: true }, 'ru')).toBe('https://t.me/expo');
  });

  it('treats "#" as no link at all', () => {
    expect(menuHref({ url: '#', is_direct_link: false }, 'en')).toBeNull();
  });

  it('sends an empty url to the language home', () => {
    expect(menuHref({ url: '', is_direct_link: false }, 'zh')).toBe('/zh');
  });

  it('prefixes other urls with the language and drops a leading slash', () => {
    expect(menuHref({ url: 'exhibition/program', is_direct_link: false }, 'ru')).toBe('/ru/exhibition/program');
    expect(menuHref({ url: '/contacts', is_direct_link: false }, 'en')).toBe('/en/contacts');
  });
});

describe('isActivePath', () => {
  it('matches the exact path', () => {
    expect(isActivePath('/ru/news', '/ru/news')).toBe(true);
  });

  it('ignores a trailing slash on either side', () => {
    expect(isActivePath('/ru/news/', '/ru/news')).toBe(true);
    expect(isActivePath('/ru/news', '/ru/news/')).toBe(true);
  });

  it('matches a descendant page by prefix', () => {
    expect(isActivePath('/ru/news/detail/12', '/ru/news')).toBe(true);
  });

  it('does not match a prefix that stops inside a path segment', () => {
    expect(isActivePath('/ru/newsletter', '/ru/news')).toBe(false);
  });

  it('matches the language home only exactly', () => {
    expect(isActivePath('/ru', '/ru')).toBe(true);
    expect(isActivePath('/ru/', '/ru')).toBe(true);
    expect(isActivePath('/ru/news', '/ru')).toBe(false);
  });

  it('never marks a missing or external link as active', () => {
    expect(isActivePath('/ru/news', null)).toBe(false);
    expect(isActivePath('/ru/news', 'https://example.com/ru/news')).toBe(false);
  });
});

describe('isMenuItemActive', () => {
  const media = { url: '#', is_direct_link: false, subitems: [{ url: 'news' }, { url: 'media' }] };

  it('is active when one of its subitems is active', () => {
    expect(isMenuItemActive(media, 'ru', '/ru/media/photo/summer')).toBe(true);
  });

  it('is not active when neither it nor a subitem matches', () => {
    expect(isMenuItemActive(media, 'ru', '/ru/contacts')).toBe(false);
  });
});

describe('replaceLangSegment', () => {
  it('replaces the first path segment with the new language', () => {
    expect(replaceLangSegment('/ru/news/detail/5', 'en')).toBe('/en/news/detail/5');
  });

  it('keeps the search and the hash', () => {
    expect(replaceLangSegment('/ru/reviews?page=2#review-1a2b3c4d', 'zh')).toBe('/zh/reviews?page=2#review-1a2b3c4d');
  });

  it('turns the root into the language home', () => {
    expect(replaceLangSegment('/', 'en')).toBe('/en');
    expect(replaceLangSegment('/ru', 'en')).toBe('/en');
    expect(replaceLangSegment('/ru/', 'en')).toBe('/en/');
  });
});
