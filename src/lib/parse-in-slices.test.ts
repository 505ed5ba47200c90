import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { safeParseInSlices } from './parse-in-slices';

const Item = v.object({ id: v.number(), name: v.pipe(v.string(), v.trim()) });
const items = (count: number) => Array.from({ length: count }, (_, id) => ({ id, name: ` item ${id} `, extra: true }));

describe('parsing a long list in slices', () => {
  it('gives the same output as valibot for a long list, transformations and unknown keys included', async () => {
    const data = items(5000);
    const sliced = await safeParseInSlices(v.array(Item), data);
    expect(sliced).toEqual(v.safeParse(v.array(Item), data));
    expect(sliced.success && sliced.output[4999]).toEqual({ id: 4999, name: 'item 4999' });
  });

  it('reports a bad item with its path in the list', async () => {
    const data: unknown[] = items(1000);
    data[700] = { id: 'seven hundred', name: 'x' };
    const result = await safeParseInSlices(v.array(Item), data);
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.path?.map((step) => step.key)).toEqual([700, 'id']);
  });

  it('parses short lists and other shapes in one go, exactly as valibot does', async () => {
    expect(await safeParseInSlices(v.array(Item), items(3))).toEqual(v.safeParse(v.array(Item), items(3)));
    expect((await safeParseInSlices(Item, { id: 1, name: 'a' })).success).toBe(true);
    expect((await safeParseInSlices(v.array(Item), 'not a list')).success).toBe(false);
  });

  it('keeps the checks of a piped list schema', async () => {
    const schema = v.pipe(v.array(Item), v.maxLength(10));
    expect((await safeParseInSlices(schema, items(300))).success).toBe(false);
  });
});
