import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { exhibitionPrefixParam, isExhibitionPrefix } from './query-params';

describe('an exhibition prefix', () => {
  it.each(['ME27', 'ME26', 'AB00'])('is %s', (text) => {
    expect(isExhibitionPrefix(text)).toBe(true);
  });

  it.each([
    ['lower case (pages upper-case it first)', 'me27'],
    ['one letter', 'M27'],
    ['a four-digit year', 'ME2027'],
    ['an underscore', 'ME_27'],
    ['a trailing space', 'ME27 '],
    ['Cyrillic letters that look Latin', 'МЕ27'],
    ['empty', ''],
  ])('is not %s', (_name, text) => {
    expect(isExhibitionPrefix(text)).toBe(false);
  });

  it('is refused as a parameter with a message naming the field', () => {
    expect(v.parse(exhibitionPrefixParam('ex_prefix'), 'ME27')).toBe('ME27');
    expect(v.safeParse(exhibitionPrefixParam('exhibition'), 'ME_2027').issues?.[0]?.message).toBe(
      'exhibition must be an exhibition prefix such as ME27',
    );
    expect(v.safeParse(exhibitionPrefixParam('ex_prefix'), undefined).issues?.[0]?.message).toBe('ex_prefix is required');
  });
});
