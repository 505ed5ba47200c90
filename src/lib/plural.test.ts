import { describe, expect, it } from 'vitest';
import { pluralize } from './plural';

const ruDays = { one: 'день', few: 'дня', many: 'дней', other: 'дня' };
const enDays = { one: 'day', other: 'days' };

describe('pluralize', () => {
  it.each([
    [1, 'день'],
    [2, 'дня'],
    [5, 'дней'],
    [11, 'дней'],
    [21, 'день'],
    [22, 'дня'],
    [25, 'дней'],
    [0, 'дней'],
  ])('says %i %s in Russian', (count, word) => {
    expect(pluralize(count, 'ru', ruDays)).toBe(word);
  });

  it('uses day for one and days otherwise in English', () => {
    expect(pluralize(1, 'en', enDays)).toBe('day');
    expect(pluralize(21, 'en', enDays)).toBe('days');
    expect(pluralize(0, 'en', enDays)).toBe('days');
  });

  it('falls back to the other form when a category is not given', () => {
    expect(pluralize(3, 'zh', { other: '天' })).toBe('天');
    expect(pluralize(1, 'ru', { other: 'дн.' })).toBe('дн.');
  });
});
