import { describe, expect, it } from 'vitest';
import { acceptedLanguage, cookieLanguage, preferredLanguage } from './preferred-language';

describe('the language a visitor prefers', () => {
  it('reads the language cookie among others, and ignores codes the site does not speak', () => {
    expect(cookieLanguage('theme=dark; language=zh; other=1')).toBe('zh');
    expect(cookieLanguage('language=de')).toBeNull();
    expect(cookieLanguage(undefined)).toBeNull();
  });

  it('takes the best Accept-Language the site speaks, by quality then order, regions folded', () => {
    expect(acceptedLanguage('de-DE,de;q=0.9,en-GB;q=0.8,zh;q=0.7')).toBe('en');
    expect(acceptedLanguage('zh-CN;q=0.5, en;q=0.9')).toBe('en');
    expect(acceptedLanguage('fr, ru;q=0')).toBeNull();
    expect(acceptedLanguage('')).toBeNull();
  });

  it('prefers the cookie, then Accept-Language, then Russian', () => {
    expect(preferredLanguage({ cookie: 'language=en', acceptLanguage: 'zh' })).toBe('en');
    expect(preferredLanguage({ acceptLanguage: 'zh-TW,zh;q=0.9' })).toBe('zh');
    expect(preferredLanguage({})).toBe('ru');
  });
});
