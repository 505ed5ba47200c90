/**
 * The exhibitor list, virtualised against the page scroll (TanStack Virtual's window virtualizer): only
 * the rows near the viewport are in the DOM, so filtering or searching 3,000 exhibitors re-renders a few
 * dozen cards, and scrolling the whole list stays smooth on a mid-range phone. Rows have fixed heights
 * (CSS keeps every card the same size), so positions are known without measuring. Letter headings are
 * rows of their own, and the alphabet index jumps to them. The catalogue's own search finds any exhibitor;
 * the browser's find-in-page sees the rows on screen (decision 0011: a layer of twins for the rest made
 * scrolling cost in proportion to the catalogue).
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '../../contract/participants';
import { layoutRows, type VisibleGroup } from './catalogue-model';
import { ParticipantCard } from '../../ui/participant-card';
import styles from './participant-list.module.css';
import { useServerRender } from '../../ui/use-server-render';

/** Kept in step with participant-list.module.css and participant-card.module.css. */
export const LETTER_ROW_HEIGHT = 64;
export const CARD_ROW_HEIGHT = 108;

/**
 * The window the server lays the list out for (a phone's), also used by the browser's first render while
 * it hydrates that HTML, so both render the same first rows; the real window takes over right after.
 */
const SERVER_WINDOW = { width: 390, height: 844 };

const columnsFor = (width: number) => (width >= 1040 ? 3 : width >= 640 ? 2 : 1);

export type ParticipantListProps = {
  participants: readonly Participant[];
  groups: readonly VisibleGroup[];
  favourites: ReadonlySet<string>;
  cardHref: (participant: Participant) => string;
  onOpen: (participant: Participant) => void;
  onToggleFavourite: (participant: Participant, next: boolean) => void;
};

export const ParticipantList = memo(function ParticipantList({ participants, groups, favourites, cardHref, onOpen, onToggleFavourite }: ParticipantListProps) {
  const { t } = useTranslation();
  const serverRender = useServerRender();
  const listRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const [scrollMargin, setScrollMargin] = useState(0);
  const { rows, letterRows } = useMemo(() => layoutRows(groups, columns), [groups, columns]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setColumns(columnsFor(entry.contentRect.width));
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // The list starts below the page head, filters and chips, whose height changes with them. Read when the
  // page's size changes (a ResizeObserver runs after layout, so the read forces none), never on the
  // renders scrolling causes: a forced layout per scroll frame is what a phone cannot afford.
  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(() => {
      const top = list.getBoundingClientRect().top + window.scrollY;
      setScrollMargin((current) => (Math.abs(current - top) < 1 ? current : top));
    });
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: (index) => (rows[index]?.kind === 'letter' ? LETTER_ROW_HEIGHT : CARD_ROW_HEIGHT),
    getItemKey: (index) => rows[index]?.key ?? index,
    overscan: 4,
    scrollMargin,
    ...(serverRender ? { initialRect: SERVER_WINDOW, initialOffset: 0 } : {}),
  });

  useLayoutEffect(() => {
    performance.mark('catalogue:list-updated');
  }, [rows]);

  const items = virtualizer.getVirtualItems();
  const standsLabel = t('common.labelled', { label: t('catalogue.stands') });

  const jumpTo = (letter: string) => {
    const index = letterRows.get(letter);
    if (index === undefined) return;
    const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
    const top = (virtualizer.measurementsCache[index]?.start ?? 0) - header;
    window.scrollTo({ top });
    // Keyboard users continue from the heading they jumped to.
    requestAnimationFrame(() => document.getElementById(letterId(letter))?.focus({ preventScroll: true }));
  };

  return (
    <>
      {letterRows.size > 1 ? (
        <nav className={styles.alphabet} aria-label={t('catalogue.alphabet')}>
          {[...letterRows.keys()].map((letter) => (
            <button key={letter} type="button" className={styles.letterButton} onClick={() => jumpTo(letter)}>
              {letter}
            </button>
          ))}
        </nav>
      ) : null}
      <div ref={listRef} className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
        {items.map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const style = { transform: `translateY(${item.start - virtualizer.options.scrollMargin}px)` };
          if (row.kind === 'letter') {
            return (
              <div key={item.key} className={styles.letterRow} style={style}>
                <h2 id={letterId(row.letter)} className={styles.letter} tabIndex={-1}>
                  {row.letter}
                </h2>
              </div>
            );
          }
          return (
            <ul key={item.key} className={styles.cardRow} style={{ ...style, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
              {row.positions.map((position) => {
                const participant = participants[position];
                if (!participant) return null;
                return (
                  <li key={participant.id}>
                    <ParticipantCard
                      participant={participant}
                      favourite={favourites.has(participant.id)}
                      href={cardHref(participant)}
                      standsLabel={standsLabel}
                      onOpen={onOpen}
                      onToggleFavourite={onToggleFavourite}
                    />
                  </li>
                );
              })}
            </ul>
          );
        })}
      </div>
    </>
  );
});

const letterId = (letter: string) => `letter-${encodeURIComponent(letter)}`;
