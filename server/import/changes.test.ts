import { describe, expect, it } from 'vitest';
import { countsOf, fieldChanges, matchRows } from './changes';

describe('what an import would change', () => {
  it('names a changed translated field per language, as its column (title_en), with its value before and after', () => {
    const before = { shortTitle: { ru: 'Завод', en: 'Works', zh: '工厂' }, email: 'a@x.example' };
    const after = { shortTitle: { ru: 'Завод', en: 'Plant', zh: '工厂' }, email: 'a@x.example' };
    expect(fieldChanges(before, after)).toEqual([{ field: 'short_title_en', before: 'Works', after: 'Plant' }]);
  });

  it('shows dates in Moscow time, lists as the cell holds them, and cuts long texts', () => {
    const changes = fieldChanges(
      { startAt: new Date('2027-11-09T07:00:00Z'), stands: ['1A01'], text: 'short' },
      { startAt: new Date('2027-11-09T08:00:00Z'), stands: ['1A01', '1A02'], text: 'x'.repeat(500) },
    );
    expect(changes.slice(0, 2)).toEqual([
      { field: 'start_at', before: '2027-11-09 10:00', after: '2027-11-09 11:00' },
      { field: 'stands', before: '1A01', after: '1A01; 1A02' },
    ]);
    expect(changes[2]?.after.length).toBeLessThan(200);
  });

  it('matches rows by key: added, changed, unchanged, and the rest removed with --prune or kept without', () => {
    const stored = [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
      { id: 'c', name: 'C' },
    ];
    const wanted = [
      { key: 'a', values: { name: 'A' } },
      { key: 'b', values: { name: 'B2' } },
      { key: 'd', values: { name: 'D' } },
    ];
    const match = (prune: boolean) => matchRows({ stored, keyOf: (row) => row.id, current: (row) => ({ name: row.name }), wanted, prune });
    const pruned = match(true);
    expect(pruned.add).toEqual([{ key: 'd', values: { name: 'D' } }]);
    expect(pruned.update.map((entry) => entry.key)).toEqual(['b']);
    expect(pruned.remove).toEqual([{ id: 'c', name: 'C' }]);
    expect(pruned.changes.changed).toEqual([{ key: 'b', fields: [{ field: 'name', before: 'B', after: 'B2' }] }]);
    expect(countsOf(pruned.changes, true)).toEqual({ added: 1, changed: 1, unchanged: 1, removed: 1 });
    const kept = match(false);
    expect(kept.remove).toEqual([]);
    expect(countsOf(kept.changes, false)).toEqual({ added: 1, changed: 1, unchanged: 1, removed: 0, kept: 1 });
  });
});
