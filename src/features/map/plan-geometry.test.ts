import { describe, expect, it } from 'vitest';
import type { Participant } from '../../contract/participants';
import { boxOf, compareStands, exhibitorsByStand, pointsAttribute } from './plan-geometry';

describe('plan geometry', () => {
  it('boxes a polygon and writes its points for SVG', () => {
    expect(boxOf([10, 20, 40, 20, 40, 80, 10, 80])).toEqual({ x: 10, y: 20, width: 30, height: 60 });
    expect(boxOf([])).toEqual({ x: 0, y: 0, width: 0, height: 0 });
    expect(pointsAttribute([1, 2, 3, 4])).toBe('1,2 3,4');
  });

  it('orders stand numbers as a visitor reads them', () => {
    expect(['2F10', '2F9', '1A1', '2B55'].sort(compareStands)).toEqual(['1A1', '2B55', '2F9', '2F10']);
  });

  it('lists every exhibitor of a shared stand', () => {
    const a = { id: 'a', stands: ['1A1', '1A2'] } as unknown as Participant;
    const b = { id: 'b', stands: ['1A2'] } as unknown as Participant;
    const map = exhibitorsByStand([a, b]);
    expect(map.get('1A1')).toEqual([a]);
    expect(map.get('1A2')).toEqual([a, b]);
  });
});
