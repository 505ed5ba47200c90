import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { isWebAddress, webAddressOrEmpty } from './web-address';

describe('what counts as a link', () => {
  it.each([
    'https://expo.example',
    'http://expo.example/',
    'https://expo.example/catalogue?lang=ru#stand',
    'HTTPS://EXPO.EXAMPLE',
    'https://завод.рф/',
    'http://127.0.0.1:8080/x',
  ])('is %s', (text) => {
    expect(isWebAddress(text)).toBe(true);
  });

  it.each([
    ['no scheme', 'expo.example'],
    ['a relative path', '/ru/news'],
    ['a script', 'javascript:alert(1)'],
    ['a data address', 'data:text/html,<b>x</b>'],
    ['another scheme', 'ftp://expo.example'],
    ['mail', 'mailto:info@expo.example'],
    ['no host', 'https://'],
    ['a path but no host', 'https:///path'],
    ['a space inside', 'https://expo.example/a b'],
    ['a space before', ' https://expo.example'],
    ['a line break', 'https://expo.example/\nx'],
    ['a host a browser cannot read', 'http://[::1'],
  ])('is not %s', (_name, text) => {
    expect(isWebAddress(text)).toBe(false);
  });

  it('may be left empty where a field allows it, with the field’s message otherwise', () => {
    const schema = webAddressOrEmpty('must be an http(s) address');
    expect(v.safeParse(schema, '').success).toBe(true);
    expect(v.safeParse(schema, 'https://expo.example').success).toBe(true);
    expect(v.safeParse(schema, 'javascript:alert(1)').issues?.[0]?.message).toBe('must be an http(s) address');
    expect(v.safeParse(schema, 42).issues?.[0]?.message).toBe('must be an http(s) address');
  });
});
