import { describe, expect, it } from 'vitest';
import type { HallSummary } from '../../contract/halls';
import { groupByHall, hallOf } from './hall-groups';

const hall = (key: string): HallSummary => ({ key, name: `Павильон ${key}`, stands: 10, exhibitors: 5 }) as HallSummary;
const halls = [hall('1'), hall('2'), hall('10')];
const company = (name: string, stands: string[]) => ({ name, stands });

describe('favourite exhibitors by hall', () => {
  it('finds the hall by the longest key a stand starts with', () => {
    expect(hallOf('2F55', halls)?.key).toBe('2');
    expect(hallOf('10A1', halls)?.key).toBe('10');
    expect(hallOf('1B2', halls)?.key).toBe('1');
    expect(hallOf('Z9', halls)).toBeNull();
  });

  it('groups in the halls order, sorts by stand, and puts stands off the plans last', () => {
    const groups = groupByHall(
      [company('b', ['2F55']), company('a', ['10A1']), company('c', ['2A01']), company('d', []), company('e', ['Z9', '1C3'])],
      halls,
    );
    expect(groups.map((group) => [group.hall?.key ?? null, group.items.map((item) => item.name)])).toEqual([
      ['1', ['e']],
      ['2', ['c', 'b']],
      ['10', ['a']],
      [null, ['d']],
    ]);
  });
});
