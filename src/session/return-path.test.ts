import { describe, expect, it } from 'vitest';
import { afterSignInPath } from './return-path';

describe('the page signing in returns to', () => {
  it('is the page the visitor came from, with its search and hash', () => {
    expect(afterSignInPath('/ru/exhibition/participants?country=C-RU&p=1#x', 'ru')).toBe('/ru/exhibition/participants?country=C-RU&p=1#x');
  });

  it('is the profile when there is no origin or the origin was an account page', () => {
    expect(afterSignInPath(undefined, 'en')).toBe('/en/personal/profile');
    expect(afterSignInPath('/en/login', 'en')).toBe('/en/personal/profile');
    expect(afterSignInPath('/zh/registration?referral=abc', 'zh')).toBe('/zh/personal/profile');
  });

  it('never leaves the site', () => {
    expect(afterSignInPath('https://evil.example/ru', 'ru')).toBe('/ru/personal/profile');
    expect(afterSignInPath('//evil.example/ru', 'ru')).toBe('/ru/personal/profile');
    expect(afterSignInPath('/\\evil.example', 'ru')).toBe('/ru/personal/profile');
  });
});
