import { describe, expect, it } from 'vitest';
import type { Participant } from '../../contract/participants';
import { buildSearchIndex } from '../../lib/search-index';
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

  it('finds exhibitors as the catalogue’s search does once its index is there: by a word of the description too', () => {
    const stands = [stand('1A01'), stand('1A02'), stand('1B01')];
    const participants = [
      { short_title: 'Уралсталь', full_title: 'АО «Уралсталь»', text: 'Горячекатаный лист и рулон', stands: ['1A02'] },
      { short_title: 'Волгатрубмаш', full_title: 'ООО «Волгатрубмаш»', text: 'Трубы большого диаметра', stands: ['1B01'] },
    ] as Participant[];
    const exhibitors = new Map<string, Participant[]>(participants.map((item) => [item.stands[0]!, [item]]));
    const index = buildSearchIndex(participants.map((item) => [item.short_title, item.full_title, item.text, ...item.stands]));
    expect(matchStands('диаметра', stands, exhibitors, { participants, index })).toEqual(['1B01']);
    // Without the index (still building) a description word finds nothing, names still do.
    expect(matchStands('диаметра', stands, exhibitors, { participants, index: null })).toEqual([]);
    expect(matchStands('урал', stands, exhibitors, { participants, index })).toEqual(['1A02']);
    expect(matchStands('1a0', stands, exhibitors, { participants, index })).toEqual(['1A01', '1A02']);
  });
});
