/**
 * The programme as the blocks its virtualised list mounts (decision 0016): a heading row for each venue
 * date, then the date's events, at most a few rows to a block and a new block at every date.
 */
import type { ProgrammeEvent } from '../../contract/events';
import type { ProgrammeDay } from '../../lib/programme-days';
import { groupIntoBlocks, type ListBlock } from '../../lib/list-blocks';

export type ProgrammeRow = { kind: 'day'; key: string; date: string } | { kind: 'event'; key: string; event: ProgrammeEvent };

export type ProgrammeBlock = ListBlock<ProgrammeRow>;

/**
 * Estimated heights, corrected by measuring each block once it is laid out: a phone's event (time, a name
 * of one or two lines, place and organiser) and a date heading with the space above it.
 */
export const DAY_ROW_ESTIMATE = 96;
export const EVENT_ROW_ESTIMATE = 210;

export function programmeRows(days: readonly ProgrammeDay[]): ProgrammeRow[] {
  return days.flatMap((day) => [
    { kind: 'day' as const, key: `day-${day.date}`, date: day.date },
    ...day.events.map((event) => ({ kind: 'event' as const, key: `event-${event.id}`, event })),
  ]);
}

export function programmeBlocks(days: readonly ProgrammeDay[], maxRows: number): ProgrammeBlock[] {
  return groupIntoBlocks(
    programmeRows(days),
    maxRows,
    (row) => (row.kind === 'day' ? DAY_ROW_ESTIMATE : EVENT_ROW_ESTIMATE),
    (row) => row.kind === 'day',
  );
}
