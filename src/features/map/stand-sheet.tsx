/**
 * What a tap on a stand shows first: a light sheet at the foot of the screen with the stand, its hall and
 * who exhibits there, "Маршрут сюда", the favourite star and "Подробнее" for the full card (the catalogue's
 * dialog, stand-dialogs.tsx).
 *
 * Why not the card straight away: a tap must paint its answer within 100 ms on a slow phone, and the card
 * cost more than that (its render, and `showModal()` making the page inert, which restyles every node of
 * the hall's drawing). This sheet is not modal (a `<dialog open>`, never `showModal`), stays mounted from
 * the first render with empty text, and lives on its own compositor layer, so a tap re-renders a handful of
 * elements and paints only them. Focus moves into the sheet a frame after it has painted (never inside the
 * tap's own task) and goes back to where it came from when the sheet closes.
 */
import { memo, useEffect, useId, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '../../contract/participants';
import { CloseIcon } from '../../ui/icons';
import { FavouriteButton } from '../../widgets/favourite-button';
import styles from './stand-sheet.module.css';

export type StandSheetHandle = {
  open: (stand: string) => void;
  close: () => void;
  /** Where the open sheet is on screen (null while closed), so the map can keep a stand out from under it. */
  box: () => DOMRect | null;
};

type StandSheetProps = {
  ref: Ref<StandSheetHandle>;
  exhibitors: ReadonlyMap<string, readonly Participant[]>;
  /** Before the catalogue has arrived, the sheet says it is loading and fills in once it has. */
  catalogueReady: boolean;
  hallName: string;
  favouriteIds: ReadonlySet<string>;
  onToggleFavourite: (participant: Participant, added: boolean) => void;
  /** Draws the walk to the stand (the route panel's start); the sheet closes to show it. */
  onRoute: (stand: string) => void;
  /** Opens the stand's full card (or the choice between its exhibitors). */
  onMore: (stand: string) => void;
};

export const StandSheet = memo(function StandSheet({
  ref,
  exhibitors,
  catalogueReady,
  hallName,
  favouriteIds,
  onToggleFavourite,
  onRoute,
  onMore,
}: StandSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const sheetRef = useRef<HTMLDialogElement>(null);
  const [stand, setStand] = useState<string | null>(null);
  // Where focus was before the sheet took it; it goes back there on close.
  const opener = useRef<HTMLElement | null>(null);

  const close = (restoreFocus = true) => {
    setStand(null);
    const back = opener.current;
    opener.current = null;
    if (restoreFocus && back?.isConnected) back.focus({ preventScroll: true });
  };
  useImperativeHandle(ref, () => ({
    open: (next) => setStand(next),
    close: () => close(),
    box: () => (sheetRef.current?.open ? sheetRef.current.getBoundingClientRect() : null),
  }));

  // Focus follows the sheet once it is on screen: a frame later, so the tap's paint does not wait for it.
  useEffect(() => {
    if (stand === null) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => {
        const sheet = sheetRef.current;
        if (!sheet) return;
        const active = document.activeElement;
        if (active instanceof HTMLElement && !sheet.contains(active)) opener.current = active;
        if (!sheet.contains(active)) sheet.focus({ preventScroll: true });
      });
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [stand]);

  const onStand = (stand && exhibitors.get(stand)) || NOBODY;
  const single = onStand.length === 1 ? onStand[0]! : null;
  const who =
    stand && !catalogueReady
      ? t('map.stand_loading')
      : stand && onStand.length === 0
        ? t('map.free_stand')
        : onStand.map((participant) => participant.short_title).join(', ');

  return (
    <dialog
      ref={sheetRef}
      open={stand !== null}
      className={styles.sheet}
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        event.preventDefault();
        close();
      }}
    >
      <button type="button" className={`icon-button ${styles.close}`} onClick={() => close()} aria-label={t('common.close')}>
        <CloseIcon size={22} />
      </button>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {stand ? t('map.stand_title', { stand }) : ''}
        </h2>
        <span className={styles.hall}>{hallName}</span>
      </div>
      <p className={styles.who} role={stand && !catalogueReady ? 'status' : undefined}>
        {who}
      </p>
      <div className={styles.actions}>
        <button
          type="button"
          className="btn btn-primary"
          onClick={() => {
            if (!stand) return;
            close(false);
            onRoute(stand);
          }}
        >
          {t('map.route_here')}
        </button>
        {/* Mounted from the start (hidden while there is no one exhibitor to star), so a tap only updates it. */}
        <span hidden={!single}>
          <FavouriteButton
            active={single ? favouriteIds.has(single.id) : false}
            intent={{ kind: 'participant', id: single?.id ?? '' }}
            name={single?.short_title ?? ''}
            onToggle={(next) => single && onToggleFavourite(single, next)}
          />
        </span>
        {catalogueReady && onStand.length > 0 ? (
          <button type="button" className="btn btn-secondary" onClick={() => stand && onMore(stand)}>
            {t('map.sheet_more')}
          </button>
        ) : null}
      </div>
    </dialog>
  );
});

const NOBODY: readonly Participant[] = [];
