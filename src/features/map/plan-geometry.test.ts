import { describe, expect, it } from 'vitest';
import type { Participant } from '../../contract/participants';
import { boxOf, compareStands, exhibitorsByStand, pointsAttribute, standAt, standsIn } from './plan-geometry';

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

describe('finding the stand at a point', () => {
  const rect = (s: string, x: number, y: number, w: number, h: number) => ({
    k: 'stand' as const,
    s,
    p: [x, y, x + w, y, x + w, y + h, x, y + h],
  });
  // An L-shaped corner stand: its box covers a notch that belongs to the aisle.
  const corner = { k: 'stand' as const, s: 'C1', p: [100, 0, 160, 0, 160, 60, 130, 60, 130, 30, 100, 30] };
  const stands = [rect('A1', 0, 0, 30, 30), rect('A2', 30, 0, 40, 30), corner];

  it('finds rectangles by their box and other polygons by their outline', () => {
    expect(standAt(stands, 10, 10)).toBe('A1');
    expect(standAt(stands, 50, 29)).toBe('A2');
    expect(standAt(stands, 150, 50)).toBe('C1');
    expect(standAt(stands, 110, 50)).toBeUndefined();
    expect(standAt(stands, 80, 10)).toBeUndefined();
  });

  it('lists the stands whose centre lies in a region', () => {
    expect([...standsIn(stands, { x: 0, y: 0, width: 60, height: 30 })].sort()).toEqual(['A1', 'A2']);
    expect([...standsIn(stands, { x: 120, y: 0, width: 50, height: 50 })]).toEqual(['C1']);
  });
});
