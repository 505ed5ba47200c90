/**
 * The programme's events, virtualised against the page scroll like the catalogue (decision 0016): only
 * the blocks near the screen are in the DOM, those beside it mounted in background renders. A programme of
 * a thousand events rendered whole, even in idle slices with content-visibility, still laid out a chunk of
 * events inside the scroll frame that brought it into view (36-41 ms at 4× CPU, several times per screen).
 * Events wrap to different heights, so blocks are measured once laid out; until then they are estimated.
 * Search engines read every event from the page's structured data, not from this list.
 */
import { memo, useMemo, useRef } from 'react';
import type { Lang } from '../../contract/common';
import type { ProgrammeEvent } from '../../contract/events';
import { dayLabel, weekdayLabel, type ProgrammeDay } from '../../lib/programme-days';
import { useWindowBlocks } from '../../ui/use-window-blocks';
import { EventItem } from '../../widgets/event-item';
import type { EventExhibitor } from '../../widgets/exhibitor-events';
import { programmeBlocks, type ProgrammeBlock } from './programme-blocks';
import styles from './programme-page.module.css';

/**
 * Rows (a date heading or an event) per block, about half a phone screen. A block's mount renders in the
 * background, but its style, layout and paint land in one frame: 25-35 ms at 4× CPU for three events in a
 * trace of a 30,000 px scroll, which made every third or fourth such frame miss; two rows halve it.
 */
const BLOCK_ROWS = 2;

/** Blocks kept mounted beyond the screen on each side (about a screen), rendered in the background. */
const NEIGHBOURS = 2;

type RowProps = {
  lang: Lang;
  favourites: ReadonlySet<number>;
  onToggleFavourite: (event: ProgrammeEvent, added: boolean) => void;
  onAddToCalendar: (event: ProgrammeEvent) => void;
  /** The map at an event's room, when its location is a room on a plan. */
  roomHref?: ((location: string) => string | undefined) | undefined;
  /** An event's exhibitors, once the catalogue names them. */
  exhibitorsOf?: ((event: ProgrammeEvent) => readonly EventExhibitor[]) | undefined;
};

export type ProgrammeListProps = RowProps & { days: readonly ProgrammeDay[] };

export const ProgrammeList = memo(function ProgrammeList({ days, ...rowProps }: ProgrammeListProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const blocks = useMemo(() => programmeBlocks(days, BLOCK_ROWS), [days]);
  const { virtualizer, mounted, startOf, totalSize } = useWindowBlocks({ blocks, listRef, neighbours: NEIGHBOURS, measured: true });

  return (
    <div ref={listRef} className={styles.list} style={{ height: totalSize }}>
      {mounted.map((index) => {
        const block = blocks[index];
        return block ? (
          <div
            key={block.key}
            ref={virtualizer.measureElement}
            data-index={index}
            className={styles.block}
            style={{ transform: `translateY(${startOf(index)}px)` }}
          >
            <BlockRows block={block} {...rowProps} />
          </div>
        ) : null;
      })}
    </div>
  );
});

/** A block's rows; memoised so a block that only moves (a measured block above it) does not re-render them. */
const BlockRows = memo(function BlockRows({
  block,
  lang,
  favourites,
  onToggleFavourite,
  onAddToCalendar,
  roomHref,
  exhibitorsOf,
}: RowProps & { block: ProgrammeBlock }) {
  return block.rows.map((row) =>
    row.kind === 'day' ? (
      <h2 key={row.key} id={row.key} className={styles.dayTitle}>
        {dayLabel(row.date, lang)} <span className={styles.weekday}>{weekdayLabel(row.date, lang)}</span>
      </h2>
    ) : (
      <EventItem
        key={row.key}
        event={row.event}
        favourite={favourites.has(row.event.id)}
        onToggleFavourite={onToggleFavourite}
        onAddToCalendar={onAddToCalendar}
        mapHref={roomHref?.(row.event.location.name)}
        exhibitors={exhibitorsOf?.(row.event)}
      />
    ),
  );
});
