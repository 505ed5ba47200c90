import { describe, expect, it } from 'vitest';
import { phoneHref, websiteHref, websiteLabel } from './contact-links';

describe('exhibitor contact links', () => {
  it('dial the digits of a formatted phone number', () => {
    expect(phoneHref('+7 (343) 210-45-67')).toBe('tel:+73432104567');
  });

  it('keep http and https websites as they are', () => {
    expect(websiteHref('https://www.kamaprokat-demo.ru')).toBe('https://www.kamaprokat-demo.ru');
    expect(websiteHref('http://old-site.example')).toBe('http://old-site.example');
  });

  it('open a website typed without a scheme over https, and never another scheme', () => {
    expect(websiteHref('www.example.ru')).toBe('https://www.example.ru');
    expect(websiteHref('javascript:alert(1)')).toBe('https://alert(1)');
  });

  it('show a website without its scheme and trailing slash', () => {
    expect(websiteLabel('https://www.kamaprokat-demo.ru/')).toBe('www.kamaprokat-demo.ru');
  });
});
