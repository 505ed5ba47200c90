import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './return-path';

describe('the page signing in returns to', () => {
  it('is the page the visitor came from, with its search and hash', () => {
    expect(afterSignInPath('/ru/exhibition/participants?country=C-RU&p=1#x', 'ru')).toBe('/ru/exhibition/participants?country=C-RU&p=1#x');
  });

  it('is the language home when there is no origin or the origin was an account page', () => {
    expect(afterSignInPath(undefined, 'en')).toBe('/en');
    expect(afterSignInPath('/en/login', 'en')).toBe('/en');
    expect(afterSignInPath('/zh/registration?referral=abc', 'zh')).toBe('/zh');
  });

  it('never leaves the site', () => {
    expect(afterSignInPath('https://evil.example/ru', 'ru')).toBe('/ru');
    expect(afterSignInPath('//evil.example/ru', 'ru')).toBe('/ru');
    expect(afterSignInPath('/\\evil.example', 'ru')).toBe('/ru');
  });
});
