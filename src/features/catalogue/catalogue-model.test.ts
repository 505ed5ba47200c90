import { describe, expect, it } from 'vitest';
import type { Participant } from '../../contract/participants';
import { catalogueOrder, knownCatalogueOrder, layoutBlocks, layoutRows, prepareCatalogueOrder, type CatalogueRow } from './catalogue-model';

const height = (row: CatalogueRow) => (row.kind === 'letter' ? 64 : 108);
// Three letters of 1, 20 and 9 exhibitors, two to a row.
const groups = [
  { letter: 'А', positions: [0] },
  { letter: 'Б', positions: Array.from({ length: 20 }, (_, index) => index + 1) },
  { letter: 'В', positions: Array.from({ length: 9 }, (_, index) => index + 21) },
];

describe('the catalogue list in blocks', () => {
  const rows = layoutRows(groups, 2);
  const { blocks, letterBlocks } = layoutBlocks(rows, 4, height);

  it('keeps every row, in order, each in exactly one block', () => {
    expect(blocks.flatMap((block) => block.rows)).toEqual(rows);
  });

  it('starts a block at every letter heading and never puts more rows in one than allowed', () => {
    for (const block of blocks) {
      expect(block.rows.length).toBeLessThanOrEqual(4);
      expect(block.rows.slice(1).some((row) => row.kind === 'letter')).toBe(false);
    }
    // Б has a heading and 10 card rows: blocks of 4, 4 and 3 rows.
    const b = letterBlocks.get('Б')!;
    expect(blocks.slice(b, b + 3).map((block) => block.rows.length)).toEqual([4, 4, 3]);
  });

  it('maps each letter to the block its heading opens, so the index can jump to it', () => {
    expect([...letterBlocks.keys()]).toEqual(['А', 'Б', 'В']);
    for (const [letter, index] of letterBlocks) expect(blocks[index]!.rows[0]).toMatchObject({ kind: 'letter', letter });
  });

  it('gives each block the height of its rows and a key from its first row', () => {
    for (const block of blocks) {
      expect(block.height).toBe(block.rows.reduce((sum, row) => sum + height(row), 0));
      expect(block.key).toBe(block.rows[0]!.key);
    }
    expect(new Set(blocks.map((block) => block.key)).size).toBe(blocks.length);
  });
});

describe('the catalogue order', () => {
  const participants = ['Сталь', 'Атлас', 'Бронза', 'Алюминий', 'Steel'].map(
    (short_title, index) => ({ id: String(index), short_title }) as unknown as Participant,
  );

  it('is worked out in slices once per data set and language, the same as at once, and then known', async () => {
    const list = [...participants];
    expect(knownCatalogueOrder(list, 'ru')).toBeUndefined();
    const first = prepareCatalogueOrder(list, 'ru');
    expect(prepareCatalogueOrder(list, 'ru')).toBe(first);
    const order = await first;
    expect(order).toEqual(catalogueOrder([...participants], 'ru'));
    expect(order.map((group) => group.letter)).toEqual(['А', 'Б', 'С', 'S']);
    expect(knownCatalogueOrder(list, 'ru')).toBe(order);
    expect(catalogueOrder(list, 'ru')).toBe(order);
    expect(knownCatalogueOrder(list, 'en')).toBeUndefined();
  });
});
