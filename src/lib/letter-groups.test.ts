import { describe, expect, it } from 'vitest';
import type { Lang } from '../contract/common';
import { turnsDuring } from '../../tests/support/event-loop';
import { groupByLetter, groupByLetterInSlices, letterOf, PINYIN_BOUNDARIES } from './letter-groups';

type Exhibitor = { id: number; title: string };

const exhibitors = (titles: readonly string[]): Exhibitor[] => titles.map((title, id) => ({ id, title }));

/** Headings with their titles, the shape a reader sees. */
function index(titles: readonly string[], lang: Lang): [string, string[]][] {
  return groupByLetter(exhibitors(titles), (item) => item.title, lang).map((group) => [
    group.letter,
    group.items.map((item) => item.title),
  ]);
}

const mixed = ['Завод 10', '«Северсталь»', 'Steel Pro', '3D Print', 'Завод 2', '"Альфа"', 'Atlas', ' (Бета)', '10 лет', 'Ωmega'];

describe('letterOf', () => {
  it('ignores spaces, quotes, brackets and punctuation in front of the title', () => {
    expect(letterOf('«Северсталь»', 'ru')).toBe('С');
    expect(letterOf(' "Atlas" ', 'en')).toBe('A');
    expect(letterOf('(…) — Бета', 'ru')).toBe('Б');
    expect(letterOf("'steel'", 'en')).toBe('S');
  });

  it('upper-cases the letter', () => {
    expect(letterOf('металл', 'ru')).toBe('М');
    expect(letterOf('atlas', 'en')).toBe('A');
  });

  it('lists Ё under Е but keeps Й apart from И', () => {
    expect(letterOf('Ёлка', 'ru')).toBe('Е');
    expect(letterOf('«ёж»', 'ru')).toBe('Е');
    expect(letterOf('Йошкар-Ола Металл', 'ru')).toBe('Й');
  });

  it('puts a title starting with a digit under 0–9', () => {
    expect(letterOf('3D Print', 'en')).toBe('0–9');
    expect(letterOf('«1-й завод»', 'ru')).toBe('0–9');
    expect(letterOf('１２３钢铁', 'zh')).toBe('0–9');
  });

  it.each([
    ['宝钢', 'B'],
    ['鞍钢', 'A'],
    ['中国', 'Z'],
    ['无锡', 'W'],
    ['上海', 'S'],
    ['河北', 'H'],
    ['首钢', 'S'],
    ['哈尔滨', 'H'],
    ['八一钢铁', 'B'],
    ['马钢', 'M'],
    ['欧冶云商', 'O'],
    ['「太钢」', 'T'],
  ])('lists the Chinese title %s under the pinyin initial %s', (title, letter) => {
    expect(letterOf(title, 'zh')).toBe(letter);
  });

  it('agrees with the alphabetic index of the pinyin collation for every common Han character', () => {
    // ICU marks where each letter starts in the pinyin collation with '\uFDD0' + letter; the boundary
    // characters in letter-groups.ts must split every Han character the same way.
    const collator = new Intl.Collator('zh');
    const markers = PINYIN_BOUNDARIES.map(([letter]) => [letter, `\uFDD0${letter}`] as const);
    const mismatches: string[] = [];
    for (let code = 0x4e00; code <= 0x9fff; code += 1) {
      const han = String.fromCodePoint(code);
      if (!/\p{Script=Han}/u.test(han)) continue;
      const expected = markers.findLast(([, marker]) => collator.compare(han, marker) > 0)?.[0];
      if (letterOf(han, 'zh') !== expected) mismatches.push(`${han}:${expected}`);
    }
    expect(mismatches).toEqual([]);
    for (const [letter, han] of PINYIN_BOUNDARIES) expect(letterOf(han, 'zh')).toBe(letter);
  });

  it('folds accents and full-width forms of Latin letters', () => {
    expect(letterOf('Électricité', 'en')).toBe('E');
    expect(letterOf('Ｍｅｔａｌ', 'zh')).toBe('M');
  });

  it('puts other scripts and titles without letters under #', () => {
    expect(letterOf('Ωmega', 'en')).toBe('#');
    expect(letterOf('معادن', 'ru')).toBe('#');
    expect(letterOf('«…»', 'ru')).toBe('#');
    expect(letterOf('', 'zh')).toBe('#');
  });
});

describe('groupByLetter', () => {
  it('orders Russian headings 0–9, Cyrillic, Latin, # and sorts titles inside them without leading quotes', () => {
    expect(index(mixed, 'ru')).toEqual([
      ['0–9', ['3D Print', '10 лет']],
      ['А', ['"Альфа"']],
      ['Б', [' (Бета)']],
      ['З', ['Завод 2', 'Завод 10']],
      ['С', ['«Северсталь»']],
      ['A', ['Atlas']],
      ['S', ['Steel Pro']],
      ['#', ['Ωmega']],
    ]);
  });

  it('orders English headings 0–9, Latin, Cyrillic, #', () => {
    expect(index(mixed, 'en').map(([letter]) => letter)).toEqual(['0–9', 'A', 'S', 'А', 'Б', 'З', 'С', '#']);
  });

  it('orders Chinese headings 0–9, A–Z, Cyrillic, # with Latin and Han titles under one letter', () => {
    const groups = index(['Baosteel', '宝钢', '鞍钢', 'Atlas', 'Северсталь', '中国重工', 'Zenith', '5G钢铁', 'Ωmega'], 'zh');
    expect(groups.map(([letter]) => letter)).toEqual(['0–9', 'A', 'B', 'Z', 'С', '#']);
    expect(groups.find(([letter]) => letter === 'B')?.[1].sort()).toEqual(['Baosteel', '宝钢'].sort());
    expect(groups.find(([letter]) => letter === 'A')?.[1].sort()).toEqual(['Atlas', '鞍钢'].sort());
    expect(groups.find(([letter]) => letter === 'Z')?.[1].sort()).toEqual(['Zenith', '中国重工'].sort());
  });

  it('sorts Chinese titles within a letter by pinyin', () => {
    expect(index(['首钢', '上海电气', '沙钢'], 'zh')).toEqual([['S', ['沙钢', '上海电气', '首钢']]]);
  });

  it('lists Ё titles among the Е titles', () => {
    expect(index(['Ель', 'Ёлка', 'Дуб', 'Ежевика'], 'ru')).toEqual([
      ['Д', ['Дуб']],
      ['Е', ['Ежевика', 'Ёлка', 'Ель']],
    ]);
  });

  it('compares numbers in titles by value', () => {
    expect(index(['Цех 10', 'Цех 2', 'Цех 1'], 'ru')).toEqual([['Ц', ['Цех 1', 'Цех 2', 'Цех 10']]]);
  });

  it('keeps the given order of items with equal titles', () => {
    const items = [
      { id: 1, title: 'Металл' },
      { id: 2, title: 'Альфа' },
      { id: 3, title: 'Металл' },
      { id: 4, title: '«Металл»' },
    ];
    const groups = groupByLetter(items, (item) => item.title, 'ru');
    expect(groups.map((group) => [group.letter, group.items.map((item) => item.id)])).toEqual([
      ['А', [2]],
      ['М', [1, 3, 4]],
    ]);
  });

  it('returns the items themselves, not copies', () => {
    const items = exhibitors(['Atlas']);
    expect(groupByLetter(items, (item) => item.title, 'en')[0]?.items[0]).toBe(items[0]);
  });

  it('returns no groups for no items', () => {
    expect(groupByLetter([], String, 'ru')).toEqual([]);
  });

  it('groups a catalogue of 3,000 titles, numbers in natural order', () => {
    const titles = Array.from({ length: 3000 }, (_, i) => [`ООО «Металл ${i}»`, `Steel ${i}`, `钢铁${i}`][i % 3] ?? '');
    const groups = groupByLetter(titles, (title) => title, 'zh');
    expect(groups.reduce((sum, group) => sum + group.items.length, 0)).toBe(3000);
    expect(groups.find((group) => group.letter === 'G')?.items.slice(0, 3)).toEqual(['钢铁2', '钢铁5', '钢铁8']);
  });
});

describe('groupByLetterInSlices', () => {
  const many = Array.from({ length: 3000 }, (_, id) => ({ id, title: `${mixed[id % mixed.length]} ${id % 97}` }));
  const shape = (groups: { letter: string; items: Exhibitor[] }[]) =>
    groups.map((group) => [group.letter, group.items.map((item) => item.id)]);

  it('gives the same groups as groupByLetter, for a list already in order and for one that is not', async () => {
    for (const lang of ['ru', 'en', 'zh'] as const) {
      const expected = shape(groupByLetter(many, (item) => item.title, lang));
      const inOrder = groupByLetter(many, (item) => item.title, lang).flatMap((group) => group.items);
      expect(shape(await groupByLetterInSlices(inOrder, (item) => item.title, lang))).toEqual(expected);
      expect(shape(await groupByLetterInSlices(many, (item) => item.title, lang))).toEqual(expected);
    }
  });

  it('gives the event loop turns on a long list', async () => {
    const { turns } = await turnsDuring(() => groupByLetterInSlices([...many, ...many, ...many], (item) => item.title, 'ru', 1));
    expect(turns).toBeGreaterThan(2);
  });
});
