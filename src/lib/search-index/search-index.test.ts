import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildSearchIndex, buildSearchIndexInSlices, normalizeSearchText } from './index';

/** The rule the index must keep, written the slow, obvious way. */
const WORDS = /[\p{L}\p{M}\p{N}]+/gu;
const tokens = (text: string): string[] => normalizeSearchText(text).match(WORDS) ?? [];

function reference(docs: readonly (readonly string[])[], query: string): number[] | null {
  const terms = tokens(query);
  if (terms.length === 0) return null;
  return docs.flatMap((fields, position) =>
    terms.every((term) => fields.some((field) => tokens(field).some((token) => token.includes(term)))) ? [position] : [],
  );
}

/** A document per company: short title, full title, description, stands. */
const catalogue = [
  ['Уралсталь', 'АО «Уралсталь»', 'Металлургический комбинат: сортовой прокат и трубная заготовка.', '2A14'],
  ['Трубный завод', 'ООО «Трубный завод»', 'Бесшовные трубы для нефтегазовой отрасли.', '3B02 3B03'],
  ['Ёлка-Пласт', 'ООО «Ёлка-Пласт»', 'Полимерные ёмкости и упаковка.', '1C07'],
  ['Елка Деревообработка', 'ИП Елкин', 'Станки для лесопильных цехов.', '1C08'],
  ['无锡恒达钢铁', '无锡恒达钢铁有限公司', '热轧钢板，冷轧钢卷。', '4D11'],
  ['Wuxi Machinery', 'Wuxi Heavy Machinery Co., Ltd.', 'CNC lathes and milling centres.', '4D12'],
  ['上海钢铁', '上海钢铁贸易有限公司', '不锈钢管。', '4D20'],
] as const;

const index = buildSearchIndex(catalogue);
const names = (positions: readonly number[] | null) => positions?.map((position) => catalogue[position]![0]) ?? null;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('normalizeSearchText', () => {
  it('lower-cases, spells ё as е and turns full-width characters into ASCII', () => {
    expect(normalizeSearchText('ЁЛКА ёлка')).toBe('елка елка');
    expect(normalizeSearchText('Ｗｕｘｉ　２Ａ１４')).toBe('wuxi 2a14');
    expect(normalizeSearchText('е\u0308ж')).toBe('еж');
  });
});

describe('buildSearchIndex', () => {
  it('counts the documents it was built from', () => {
    expect(index.size).toBe(catalogue.length);
    expect(buildSearchIndex([]).size).toBe(0);
  });

  it('finds a company by a word of its short title', () => {
    expect(names(index.search('Трубный'))).toEqual(['Трубный завод']);
  });

  it('finds a company by a word of its full title', () => {
    expect(names(index.search('Heavy'))).toEqual(['Wuxi Machinery']);
    expect(names(index.search('Елкин'))).toEqual(['Елка Деревообработка']);
  });

  it('finds a company by a word of its description', () => {
    expect(names(index.search('лесопильных'))).toEqual(['Елка Деревообработка']);
  });

  it('finds a company by its stand, from the first characters and in any case', () => {
    expect(names(index.search('2a1'))).toEqual(['Уралсталь']);
    expect(names(index.search('3B03'))).toEqual(['Трубный завод']);
    expect(names(index.search('４ｄ１'))).toEqual(['无锡恒达钢铁', 'Wuxi Machinery']);
  });

  it('finds a word inside a longer Cyrillic word', () => {
    expect(names(index.search('сталь'))).toEqual(['Уралсталь']);
  });

  it('ignores case in the query and in the text', () => {
    expect(names(index.search('ТРУБ'))).toEqual(['Уралсталь', 'Трубный завод']);
    expect(names(index.search('wUxI'))).toEqual(['Wuxi Machinery']);
  });

  it('treats ё and е as one letter both ways', () => {
    const both = ['Ёлка-Пласт', 'Елка Деревообработка'];
    expect(names(index.search('ёлка'))).toEqual(both);
    expect(names(index.search('елка'))).toEqual(both);
    expect(names(index.search('ЁЛКА'))).toEqual(both);
    expect(names(index.search('емкости'))).toEqual(['Ёлка-Пласт']);
  });

  it('finds a Chinese company by part of a run of characters', () => {
    expect(names(index.search('钢铁'))).toEqual(['无锡恒达钢铁', '上海钢铁']);
    expect(names(index.search('恒达钢铁有限'))).toEqual(['无锡恒达钢铁']);
  });

  it('keeps only the companies matching every term, in any order', () => {
    expect(names(index.search('无锡 钢铁'))).toEqual(['无锡恒达钢铁']);
    expect(names(index.search('钢铁 无锡'))).toEqual(['无锡恒达钢铁']);
    expect(names(index.search('трубы нефтегазовой'))).toEqual(['Трубный завод']);
    expect(names(index.search('трубы станки'))).toEqual([]);
  });

  it('looks for a term within one word, not across words', () => {
    expect(names(index.search('трубныйзавод'))).toEqual([]);
    expect(names(index.search('трубный,завод'))).toEqual(['Трубный завод']);
  });

  it('answers null to a query without terms, so the caller shows everything', () => {
    for (const query of ['', '   ', ' ,.-—«»!? ', '\u3000']) expect(index.search(query)).toBeNull();
  });

  it('answers an empty list when nothing matches', () => {
    expect(index.search('алюминий')).toEqual([]);
    expect(buildSearchIndex([]).search('сталь')).toEqual([]);
  });

  it('narrows and widens correctly as a visitor types, deletes and edits', () => {
    const typed = ['т', 'тр', 'тру', 'труб', 'трубы', 'труб', 'тр', 'тр с', 'тр ст', 'тр ста', 'т ста', 'ста'];
    const fresh = buildSearchIndex(catalogue);
    for (const query of typed) expect(fresh.search(query), query).toEqual(reference(catalogue, query));
  });

  it('searches the texts as they were when it was built', () => {
    const docs = [['Уралсталь'], ['Трубный завод']];
    const built = buildSearchIndex(docs);
    docs[0]![0] = 'Алюминий';
    expect(built.search('сталь')).toEqual([0]);
    expect(built.search('алюминий')).toEqual([]);
  });

  it('normalises a field as a whole where characters change with their neighbours', () => {
    const docs = [['ΑΣ.а'], ['ΑΣ а'], ['е\u0308лка'], ['\u1100\u1161']];
    const built = buildSearchIndex(docs);
    // Σ is a final ς only when no letter follows, even past a full stop.
    expect(built.search('σ')).toEqual([0]);
    expect(built.search('ς')).toEqual([1]);
    // A decomposed ё and a pair of Hangul jamo compose into one character.
    expect(built.search('елка')).toEqual([2]);
    expect(built.search('가')).toEqual([3]);
    expect(built.search('\u1100')).toEqual([]);
  });

  it('keeps up with a vocabulary far larger than the build first makes room for', () => {
    // 25,000 distinct short words in 5,000 documents: every internal array has to grow along the way.
    const word = (n: number) => [0, 1, 2, 3].map((shift) => 'абвгдежзиклмнопрстуфхцчшщ'[Math.floor(n / 25 ** shift) % 25]).join('');
    const docs = Array.from({ length: 5000 }, (_, doc) => [
      Array.from({ length: 5 }, (_, i) => word(doc * 5 + i)).join(' '),
      `${(doc % 9) + 1}A${doc % 97}`,
    ]);
    const built = buildSearchIndex(docs);
    for (const query of [word(0), word(24_999), word(12_345), 'вба', 'ща', 'ааа', '1a', 'бвг вгд', 'z']) {
      expect(built.search(query), query).toEqual(reference(docs, query));
    }
  });

  it('always agrees with the reference rule', () => {
    // Mostly ordinary letters so terms often hit, plus what normalises in context or not unit by unit:
    // combining marks, full-width and compatibility forms, final sigma, Hangul jamo, astral and lone surrogates.
    const common = [
      'а',
      'б',
      'е',
      'ё',
      'Е',
      'Ё',
      'к',
      'Л',
      'с',
      'т',
      'a',
      'B',
      'c',
      'x',
      '1',
      '2',
      '钢',
      '铁',
      '无',
      ' ',
      ' ',
      ',',
      '.',
      '-',
    ];
    const rare = [
      '\u0308',
      'е\u0308',
      'Ａ',
      '２',
      '　',
      'Σ',
      'σ',
      'ς',
      'ΑΣ',
      'İ',
      'ß',
      '½',
      'ﬁ',
      '\u00a0',
      'ᄀ',
      'ᅡ',
      '가',
      '가',
      '=\u0338',
      '𠀀',
      '\ud840',
      '\udc00',
      '。',
      '（',
    ];
    const unit = fc.oneof({ weight: 8, arbitrary: fc.constantFrom(...common) }, { weight: 1, arbitrary: fc.constantFrom(...rare) });
    const text = fc.string({ unit, maxLength: 24 });
    const docs = fc.array(fc.array(text, { maxLength: 4 }), { maxLength: 12 });
    fc.assert(
      fc.property(docs, fc.array(fc.string({ unit, maxLength: 6 }), { minLength: 1, maxLength: 6 }), (corpus, queries) => {
        const built = buildSearchIndex(corpus);
        // Each query typed one character at a time, so remembered terms are exercised as well.
        for (const query of queries) {
          for (let length = 1; length <= query.length; length += 1) {
            const typed = query.slice(0, length);
            expect(built.search(typed), JSON.stringify(typed)).toEqual(reference(corpus, typed));
          }
        }
      }),
      { numRuns: 500 },
    );
  });

  it('agrees with the reference rule on queries cut from the documents', () => {
    const text = fc.string({ unit: fc.constantFrom('С', 'т', 'а', 'л', 'ь', 'ё', 'е', '2', 'A', '钢', '铁', ' ', '.'), maxLength: 30 });
    fc.assert(
      fc.property(
        fc.array(fc.array(text, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 10 }),
        fc.nat(),
        fc.nat(),
        fc.nat(),
        (corpus, pick, from, length) => {
          const fields = corpus[pick % corpus.length]!;
          const field = fields[pick % fields.length]!;
          const start = from % (field.length + 1);
          const query = field.slice(start, start + (length % 8));
          expect(buildSearchIndex(corpus).search(query)).toEqual(reference(corpus, query));
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('buildSearchIndexInSlices', () => {
  const many = Array.from({ length: 600 }, (_, position) => [
    `Компания ${position}`,
    `ООО «Сталь-${position % 37}»`,
    `Описание ${'трубы прокат ёмкости '.repeat(position % 5)}${position % 11 === 0 ? '钢铁' : 'Станки'}`,
    `${(position % 4) + 1}A${String(position % 60).padStart(2, '0')}`,
  ]);

  it('gives the same answers as the one-pass build', async () => {
    const sliced = await buildSearchIndexInSlices(many, { sliceMs: 0 });
    const whole = buildSearchIndex(many);
    expect(sliced.size).toBe(many.length);
    for (const query of ['сталь-1', 'ЕМКОСТИ', '钢铁', '2a0', 'компания 12', 'нет такого', ' ']) {
      expect(sliced.search(query), query).toEqual(whole.search(query));
    }
  });

  it('yields to the event loop between slices through scheduler.yield', async () => {
    const yieldToMain = vi.fn(() => Promise.resolve());
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await buildSearchIndexInSlices(many, { sliceMs: 0 });
    expect(yieldToMain.mock.calls.length).toBeGreaterThan(1);
  });

  it('yields through a macrotask where scheduler.yield is missing', async () => {
    vi.stubGlobal('scheduler', undefined);
    let macrotasks = 0;
    const ticking = setInterval(() => (macrotasks += 1), 0);
    try {
      const sliced = await buildSearchIndexInSlices(many, { sliceMs: 0 });
      expect(sliced.search('сталь-1')).toEqual(buildSearchIndex(many).search('сталь-1'));
    } finally {
      clearInterval(ticking);
    }
    expect(macrotasks).toBeGreaterThan(0);
  });

  it('rejects with an AbortError when aborted before it starts', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(buildSearchIndexInSlices(many, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('rejects with an AbortError when aborted between slices', async () => {
    const controller = new AbortController();
    const yieldToMain = vi.fn(() => {
      controller.abort();
      return Promise.resolve();
    });
    vi.stubGlobal('scheduler', { yield: yieldToMain });
    await expect(buildSearchIndexInSlices(many, { sliceMs: 0, signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(yieldToMain).toHaveBeenCalledTimes(1);
  });
});
