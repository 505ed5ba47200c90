/**
 * The exhibitor list, virtualised against the page scroll (TanStack Virtual's window virtualizer): only
 * the rows near the viewport are in the DOM, so filtering or searching thousands of exhibitors re-renders a
 * few dozen cards. Rows have fixed heights (CSS keeps every card the same size), so positions are known
 * without measuring. Letter headings are rows of their own, and the alphabet index jumps to them. The
 * virtualizer handles blocks of rows, not single rows, and the blocks beside the screen are mounted ahead in
 * a background render (decision 0016): building cards inside scroll frames was what made a long list
 * scroll worse than a static page. The catalogue's own search finds any exhibitor; the browser's find-in-page
 * sees the rows mounted (decision 0011).
 *
 * On a phone the list is tens of thousands of pixels long, so the alphabet index sticks under the header
 * while the list scrolls, and a "back to top" button appears once the visitor is well down the list. A
 * letter jumps with the virtualizer's scrollToIndex, padded by the sticky header and index so the heading
 * and the letter's first exhibitor land below them, not under them.
 */
import { memo, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { ArrowUpIcon } from '../../ui/icons';
import { useTranslation } from 'react-i18next';
import type { Participant } from '../../contract/participants';
import { layoutBlocks, layoutRows, type CatalogueBlock, type CatalogueRow, type VisibleGroup } from './catalogue-model';
import { mapLink } from '../../widgets/map-href';
import { ParticipantCard } from '../../widgets/participant-card';
import styles from './participant-list.module.css';
import { useWindowBlocks } from '../../ui/use-window-blocks';

/** Kept in step with participant-list.module.css and participant-card.module.css. */
export const LETTER_ROW_HEIGHT = 64;
export const CARD_ROW_HEIGHT = 108;

/**
 * Rows per block: half a phone screen of cards. A block's mount is rendered in the background (see
 * `NEIGHBOURS`), but its style, layout and paint still land in one frame, which a trace at 4× CPU put at
 * 22-26 ms for eight rows; four rows halve it.
 */
const BLOCK_ROWS = 4;

/** Blocks kept mounted beyond the screen on each side (about a screen), rendered in the background. */
const NEIGHBOURS = 2;

const rowHeight = (row: CatalogueRow) => (row.kind === 'letter' ? LETTER_ROW_HEIGHT : CARD_ROW_HEIGHT);

const columnsFor = (width: number) => (width >= 1040 ? 3 : width >= 640 ? 2 : 1);

export type ParticipantListProps = {
  participants: readonly Participant[];
  groups: readonly VisibleGroup[];
  favourites: ReadonlySet<string>;
  cardHref: (participant: Participant) => string;
  /** The hall map at the exhibitor's stand, when the exhibition has plans. */
  mapHref?: ((participant: Participant) => string | undefined) | undefined;
  onOpen: (participant: Participant) => void;
  onToggleFavourite: (participant: Participant, next: boolean) => void;
};

export const ParticipantList = memo(function ParticipantList({
  participants,
  groups,
  favourites,
  cardHref,
  mapHref,
  onOpen,
  onToggleFavourite,
}: ParticipantListProps) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const [columns, setColumns] = useState(1);
  const alphabetRef = useRef<HTMLElement>(null);
  const [stickyHeight, setStickyHeight] = useState(0);
  const { blocks, letterBlocks } = useMemo(() => layoutBlocks(layoutRows(groups, columns), BLOCK_ROWS, rowHeight), [groups, columns]);

  useEffect(() => {
    const list = listRef.current;
    if (!list) return;
    const observer = new ResizeObserver(([entry]) => {
      if (entry) setColumns(columnsFor(entry.contentRect.width));
    });
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  // What covers the top of the window while the list scrolls: the sticky header and the sticky index.
  // Read when either changes size (after layout, so no forced one), never while scrolling.
  useEffect(() => {
    const alphabet = alphabetRef.current;
    if (!alphabet) return;
    const observer = new ResizeObserver(() => {
      const header = parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--header-height')) || 0;
      setStickyHeight(Math.round(header + alphabet.getBoundingClientRect().height));
    });
    observer.observe(alphabet);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [letterBlocks.size]);

  const { virtualizer, mounted, startOf, totalSize } = useWindowBlocks({ blocks, listRef, neighbours: NEIGHBOURS, stickyHeight });

  useLayoutEffect(() => {
    performance.mark('catalogue:list-updated');
  }, [blocks]);

  const standsLabel = t('common.labelled', { label: t('catalogue.stands') });
  const mapLabel = t('map.on_map');
  const rowProps = { participants, favourites, cardHref, mapHref, mapLabel, onOpen, onToggleFavourite, standsLabel, columns };

  const jumpTo = (letter: string) => {
    const index = letterBlocks.get(letter);
    if (index === undefined) return;
    // A letter's heading is the first row of its block.
    virtualizer.scrollToIndex(index, { align: 'start' });
    // Keyboard users continue from the heading they jumped to.
    requestAnimationFrame(() => document.getElementById(letterId(letter))?.focus({ preventScroll: true }));
  };

  return (
    <>
      {letterBlocks.size > 1 ? (
        <nav ref={alphabetRef} className={styles.alphabet} aria-label={t('catalogue.alphabet')}>
          {[...letterBlocks.keys()].map((letter) => (
            <button key={letter} type="button" className={styles.letterButton} onClick={() => jumpTo(letter)}>
              {letter}
            </button>
          ))}
        </nav>
      ) : null}
      <div ref={listRef} className={styles.list} style={{ height: totalSize }}>
        {mounted.map((index) => {
          const block = blocks[index];
          return block ? <Block key={block.key} index={index} block={block} offset={startOf(index)} {...rowProps} /> : null;
        })}
      </div>
      <BackToTop label={t('catalogue.back_to_top')} />
    </>
  );
});

type BlockProps = Pick<ParticipantListProps, 'participants' | 'favourites' | 'cardHref' | 'mapHref' | 'onOpen' | 'onToggleFavourite'> & {
  mapLabel: string;
  block: CatalogueBlock;
  /** The block's place in the list, for the virtualizer's focus tracking (`data-index`). */
  index: number;
  offset: number;
  standsLabel: string;
  columns: number;
};

/** One block of rows, positioned as a whole; memoised so scrolling mounts new blocks without re-rendering the others. */
const Block = memo(function Block({ block, index, offset, columns, participants, favourites, standsLabel, ...card }: BlockProps) {
  return (
    <div className={styles.block} data-index={index} style={{ transform: `translateY(${offset}px)` }}>
      {block.rows.map((row) =>
        row.kind === 'letter' ? (
          <div key={row.key} className={styles.letterRow}>
            <h2 id={letterId(row.letter)} className={styles.letter} tabIndex={-1}>
              {row.letter}
            </h2>
          </div>
        ) : (
          <ul key={row.key} className={styles.cardRow} style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>
            {row.positions.map((position) => {
              const participant = participants[position];
              if (!participant) return null;
              return (
                <li key={participant.id}>
                  <ParticipantCard
                    participant={participant}
                    favourite={favourites.has(participant.id)}
                    href={card.cardHref(participant)}
                    standsLabel={standsLabel}
                    map={mapLink(card.mapHref?.(participant), card.mapLabel)}
                    onOpen={card.onOpen}
                    onToggleFavourite={card.onToggleFavourite}
                  />
                </li>
              );
            })}
          </ul>
        ),
      )}
    </div>
  );
});

const letterId = (letter: string) => `letter-${encodeURIComponent(letter)}`;

/** Scrolled further than this many screens, the list offers the way back up. */
const BACK_TO_TOP_SCREENS = 2;

/**
 * "Back to top": hidden near the top (and in the server's HTML), shown once the page is scrolled two
 * screens down. The scroll position is read in a passive listener, at most once a frame.
 */
function BackToTop({ label }: { label: string }) {
  const [shown, setShown] = useState(false);

  useEffect(() => {
    let frame = 0;
    const update = () => {
      frame = 0;
      setShown(window.scrollY > window.innerHeight * BACK_TO_TOP_SCREENS);
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, []);

  const toTop = () => {
    // An instant jump: a smooth one through tens of thousands of pixels renders every row on the way, and
    // rows mounting under a running smooth scroll could stop it short of the top.
    window.scrollTo({ top: 0, behavior: 'instant' });
    // The button goes away at the top: keyboard and screen-reader users continue from the page's title.
    const title = document.querySelector<HTMLElement>('main h1');
    if (title) {
      title.tabIndex = -1;
      title.focus({ preventScroll: true });
    }
  };

  // Always in the DOM, shown by visibility (which also takes it out of the tab order and the accessibility
  // tree while hidden): inserting it made a 45 ms frame at 4× CPU, two screens into a fast scroll, as the
  // list's form relaid out around the new element.
  return (
    <button type="button" className={styles.backToTop} data-shown={shown || undefined} onClick={toTop} aria-label={label}>
      <ArrowUpIcon size={22} />
    </button>
  );
}
