import { describe, expect, it } from 'vitest';
import type { Participant } from '../../contract/participants';
import { matchStands } from './map-search';
import type { StandShape } from './plan-geometry';

const stand = (s: string): StandShape => ({ k: 'stand', s, p: [0, 0, 1, 0, 1, 1] });

describe('finding on the map', () => {
  it('finds stands by number and by their exhibitors, ignoring case and ё', () => {
    const stands = [stand('1A01'), stand('1A02'), stand('1B01')];
    const exhibitors = new Map<string, Participant[]>([
      ['1A02', [{ short_title: 'Уралсталь', full_title: 'АО «Уралсталь»' } as Participant]],
      ['1B01', [{ short_title: 'Металлоёмкость', full_title: 'ООО «Металлоёмкость»' } as Participant]],
    ]);
    expect(matchStands('1a0', stands, exhibitors)).toEqual(['1A01', '1A02']);
    expect(matchStands('УРАЛ', stands, exhibitors)).toEqual(['1A02']);
    expect(matchStands('металлоемкость', stands, exhibitors)).toEqual(['1B01']);
    expect(matchStands('  ', stands, exhibitors)).toEqual([]);
  });
});
