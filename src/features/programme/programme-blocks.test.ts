import { describe, expect, it } from 'vitest';
import type { ProgrammeEvent } from '../../contract/events';
import type { ProgrammeDay } from '../../lib/programme-days';
import { DAY_ROW_ESTIMATE, EVENT_ROW_ESTIMATE, programmeBlocks, programmeRows } from './programme-blocks';

const event = (id: number) => ({ id, name: `Сессия ${id}` }) as ProgrammeEvent;
// Three venue dates of 1, 7 and 3 events.
const days: ProgrammeDay[] = [
  { date: '2026-11-09', events: [event(1)] },
  { date: '2026-11-10', events: [2, 3, 4, 5, 6, 7, 8].map(event) },
  { date: '2026-11-11', events: [9, 10, 11].map(event) },
];

describe('the programme in blocks', () => {
  const blocks = programmeBlocks(days, 3);

  it('keeps every date heading and event in order, each in exactly one block', () => {
    const rows = blocks.flatMap((block) => block.rows);
    expect(rows).toEqual(programmeRows(days));
    expect(rows.filter((row) => row.kind === 'event').map((row) => row.kind === 'event' && row.event.id)).toEqual(
      days.flatMap((day) => day.events.map((item) => item.id)),
    );
  });

  it('opens a block at every date, so no block mixes two days, and holds at most the allowed rows', () => {
    const dayOf = new Map(days.flatMap((day) => day.events.map((item) => [item.id, day.date] as const)));
    for (const block of blocks) {
      expect(block.rows.length).toBeLessThanOrEqual(3);
      expect(block.rows.slice(1).some((row) => row.kind === 'day')).toBe(false);
      const first = block.rows[0]!;
      const date = first.kind === 'day' ? first.date : dayOf.get(first.event.id);
      for (const row of block.rows) if (row.kind === 'event') expect(dayOf.get(row.event.id)).toBe(date);
    }
    // The second date: its heading and 7 events make blocks of 3, 3 and 2 rows.
    const second = blocks.findIndex((block) => block.key === 'day-2026-11-10');
    expect(blocks.slice(second, second + 3).map((block) => block.rows.length)).toEqual([3, 3, 2]);
  });

  it('estimates each block from its rows and places it after the ones before', () => {
    let start = 0;
    for (const block of blocks) {
      expect(block.start).toBe(start);
      expect(block.height).toBe(block.rows.reduce((sum, row) => sum + (row.kind === 'day' ? DAY_ROW_ESTIMATE : EVENT_ROW_ESTIMATE), 0));
      start += block.height;
    }
  });
});
