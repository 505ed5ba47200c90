import { describe, expect, it } from 'vitest';
import { parseSearch, stringifySearch } from './search-params';

describe('URL search parameters', () => {
  it('write lists as repeated keys and leave out empty values', () => {
    expect(stringifySearch({ country: ['C-RU', 'C-CN'], topic: [], q: '', p: undefined })).toBe('?country=C-RU&country=C-CN');
  });

  it('read repeated keys back as lists and single keys as texts', () => {
    expect(parseSearch('?country=C-RU&country=C-CN&q=%D1%81%D1%82%D0%B0%D0%BB%D1%8C')).toEqual({ country: ['C-RU', 'C-CN'], q: 'сталь' });
  });

  it('round-trip Cyrillic, Chinese and spaces', () => {
    const search = { q: 'ёлка 钢铁 2A14', date: '2027-11-09' };
    expect(parseSearch(stringifySearch(search))).toEqual(search);
  });

  it('return nothing for an empty query', () => {
    expect(stringifySearch({})).toBe('');
    expect(parseSearch('')).toEqual({});
  });
});
