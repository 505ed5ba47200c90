import { describe, expect, it } from 'vitest';
import { containsLogin, isRepeatedGroup, isTooCommon, LOGIN_PART_MIN } from './password-policy';

describe('a password that is one short group repeated', () => {
  it.each(['aaaaaa', 'AAAaaa', '111111111', 'ababab', 'qweqwe', '!!!!!!!', 'жжжжжж'])('refuses %s', (password) => {
    expect(isRepeatedGroup(password)).toBe(true);
  });

  it.each(['abcdabcd', 'aaaaab', 'Prokat-2027', 'qweqwer'])(
    'lets %s through (a group of four or more, or a break in the pattern)',
    (password) => {
      expect(isRepeatedGroup(password)).toBe(false);
    },
  );
});

describe('a password on the common list', () => {
  const list = new Set(['123456', 'qwerty123']);
  const policy = { isCommon: (lowerCased: string) => list.has(lowerCased) };

  it('asks the list with the password lower-cased, so capitals do not make a common password rare', () => {
    expect(isTooCommon('QWERTY123', policy)).toBe(true);
    expect(isTooCommon('123456', policy)).toBe(true);
    expect(isTooCommon('Prokat-2027', policy)).toBe(false);
  });

  it('without a list (the client), refuses only the repeated groups', () => {
    expect(isTooCommon('123456')).toBe(false);
    expect(isTooCommon('aaaaaa')).toBe(true);
  });
});

describe('a password that holds the login', () => {
  const login = 'ivan.petrov@stal.ru';

  it.each([
    ['the login itself', login],
    ['the login in capitals inside a longer password', `X-${login.toUpperCase()}-1`],
    ['the part before the @ with a year', 'ivan.petrov2027'],
    ['the part before the @ without its dot', 'IvanPetrov!'],
    ['the part before the @ with other punctuation', 'ivan_petrov-27'],
  ])('refuses %s', (_case, password) => {
    expect(containsLogin(password, login)).toBe(true);
  });

  it.each([
    ['a password with only the first name', 'ivan-2027!'],
    ['a password with the domain only', 'stal.ru-2027'],
    ['an unrelated password', 'Prokat-2027'],
  ])('lets %s through', (_case, password) => {
    expect(containsLogin(password, login)).toBe(false);
  });

  it(`does not look for a local part shorter than ${LOGIN_PART_MIN} characters, but still refuses the whole e-mail`, () => {
    expect(containsLogin('Zabor-2027', 'ab@firm.ru')).toBe(false);
    expect(containsLogin('ab@firm.ru2027', 'ab@firm.ru')).toBe(true);
  });

  it('compares Cyrillic letters too', () => {
    expect(containsLogin('Кузнецов1990', 'кузнецов@почта.рф')).toBe(true);
  });
});
