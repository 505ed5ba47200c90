import { describe, expect, it } from 'vitest';
import type { GateBundle } from '../contract/staff';
import { compactBundle, isCompactBundle, rosterEntry, sortedHas } from './compact-bundle';

const bundle: GateBundle = {
  ex_prefix: 'ME27',
  generated_at: '2027-05-20T08:00:00.000Z',
  keys: [{ key_id: 1, ex_prefix: 'ME27', public_key: 'AAAA', valid_until: '2027-06-01T00:00:00.000Z' }],
  revoked: [40, 7, 40, 4_000_000_000],
  roster: [
    [13, 'Петров Пётр', 'АО «Прокат»'],
    [7, 'Иванов Иван Иванович', 'ООО «Сталь»'],
    [4_000_000_000, '王伟', ''],
    [21, '', 'Без имени 𝔘'],
  ],
};

describe('the compact gate bundle', () => {
  it('finds every roster entry by ticket id, whatever order the server sent them in', () => {
    const compact = compactBundle(bundle);
    for (const [id, name, company] of bundle.roster) expect(rosterEntry(compact, id)).toEqual([name, company]);
    expect([...compact.ids]).toEqual([7, 13, 21, 4_000_000_000]);
  });

  it('knows no ticket that is not on the roster', () => {
    const compact = compactBundle(bundle);
    for (const id of [0, 6, 8, 14, 22, 4_000_000_001]) expect(rosterEntry(compact, id)).toBeUndefined();
    expect(rosterEntry(compactBundle({ ...bundle, roster: [] }), 7)).toBeUndefined();
  });

  it('gives the same form for a roster sent sorted (the server’s order) and in any other order', () => {
    const sorted = [...bundle.roster].sort((a, b) => a[0] - b[0]);
    expect(compactBundle({ ...bundle, roster: sorted })).toEqual(compactBundle(bundle));
  });

  it('keeps the offsets right after text that UTF-8 cannot hold as it is (a lone surrogate)', () => {
    const compact = compactBundle({
      ...bundle,
      roster: [
        [1, 'a\uD800b', 'x'],
        [2, 'Ёж', 'ООО'],
      ],
    });
    expect(rosterEntry(compact, 1)).toEqual(['a\uFFFDb', 'x']);
    expect(rosterEntry(compact, 2)).toEqual(['Ёж', 'ООО']);
  });

  it('keeps revocations sorted and each once, and answers membership', () => {
    const compact = compactBundle(bundle);
    expect([...compact.revoked]).toEqual([7, 40, 4_000_000_000]);
    expect(sortedHas(compact.revoked, 40)).toBe(true);
    expect(sortedHas(compact.revoked, 13)).toBe(false);
    expect(sortedHas(compact.revoked, 4_000_000_000)).toBe(true);
  });

  it('keeps the last entry of a ticket listed twice, as a Map built from the list would', () => {
    const compact = compactBundle({ ...bundle, roster: [...bundle.roster, [13, 'Петров Пётр Петрович', 'АО «Прокат-2»']] });
    expect(rosterEntry(compact, 13)).toEqual(['Петров Пётр Петрович', 'АО «Прокат-2»']);
    expect(compact.ids.length).toBe(4);
  });

  it('carries the keys, prefix and time, and is told apart from the server’s form', () => {
    const compact = compactBundle(bundle);
    expect(compact).toMatchObject({ ex_prefix: 'ME27', generated_at: bundle.generated_at, keys: bundle.keys });
    expect(isCompactBundle(compact)).toBe(true);
    expect(isCompactBundle(bundle)).toBe(false);
    expect(isCompactBundle(undefined)).toBe(false);
  });

  it('survives a structured clone (what IndexedDB stores) unchanged', () => {
    const copy = structuredClone(compactBundle(bundle));
    expect(rosterEntry(copy, 7)).toEqual(['Иванов Иван Иванович', 'ООО «Сталь»']);
    expect(copy.ids).toBeInstanceOf(Uint32Array);
  });
});
