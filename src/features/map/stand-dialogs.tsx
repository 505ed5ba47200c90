/**
 * What a stand sheet's "Подробнее" opens (stand-sheet.tsx): its exhibitor's card (the catalogue's dialog)
 * or, when several exhibitors share the stand, a list to choose from. Both carry the stand's "visited" tick.
 *
 * The open dialog is this component's own state, opened through its ref: opening it re-renders the dialog
 * alone, not the map around it (the hall's drawing, the route panel).
 */
import { memo, useId, useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitedStands } from '../../api/visits';
import type { Participant } from '../../contract/participants';
import { Modal } from '../../ui/modal';
import { ParticipantModal } from '../../widgets/participant-modal';
import styles from './map.module.css';
import { VisitedButton } from './visited-button';

export type StandDialogsHandle = { open: (stand: string) => void };

/** The stand whose dialog is open, and the exhibitor chosen on it (null: the stand's own choice). */
type Open = { stand: string; chosen: Participant | null };

type StandDialogsProps = {
  ref: Ref<StandDialogsHandle>;
  /** Each stand's exhibitors, from the catalogue. */
  exhibitors: ReadonlyMap<string, readonly Participant[]>;
  /** Whether the catalogue has arrived: before, a stand's dialog says it is loading and fills in once it has. */
  catalogueReady: boolean;
  favouriteIds: ReadonlySet<string>;
  onToggleFavourite: (participant: Participant, added: boolean) => void;
  visited: VisitedStands['visited'];
  pending: VisitedStands['pending'];
  setVisited: VisitedStands['setVisited'];
  exPrefix: string;
};

export const StandDialogs = memo(function StandDialogs({
  ref,
  exhibitors,
  catalogueReady,
  favouriteIds,
  onToggleFavourite,
  visited,
  pending,
  setVisited,
  exPrefix,
}: StandDialogsProps) {
  const { t } = useTranslation();
  const chooserTitle = useId();
  const [open, setOpen] = useState<Open | null>(null);
  useImperativeHandle(ref, () => ({ open: (stand) => setOpen({ stand, chosen: null }) }), []);
  const stand = open?.stand;
  const onStand = (stand && exhibitors.get(stand)) || NOBODY;
  const waiting = !catalogueReady;
  // A stand with one exhibitor opens its card straight away; a shared one asks which first.
  const chosen = open?.chosen ?? (!waiting && onStand.length === 1 ? onStand[0]! : null);
  const close = () => setOpen(null);
  const visitedButton = stand ? (
    <VisitedButton stand={stand} visited={visited.has(stand)} pending={pending.has(stand)} onToggle={(next) => setVisited([stand], next)} />
  ) : null;
  return (
    <>
      <Modal open={open !== null && chosen === null} onClose={close} labelledBy={chooserTitle}>
        <h2 id={chooserTitle}>{stand ? t(onStand.length > 1 ? 'map.choose_exhibitor' : 'map.stand_title', { stand }) : ''}</h2>
        {open && waiting ? <p role="status">{t('map.stand_loading')}</p> : null}
        {open && !waiting && onStand.length === 0 ? <p>{t('map.free_stand')}</p> : null}
        <ul className={styles.chooser}>
          {open
            ? onStand.map((participant) => (
                <li key={participant.id}>
                  <button type="button" className="btn btn-secondary" onClick={() => setOpen({ ...open, chosen: participant })}>
                    {participant.short_title}
                  </button>
                </li>
              ))
            : null}
        </ul>
        {visitedButton}
      </Modal>
      <ParticipantModal
        participant={chosen}
        favourite={chosen ? favouriteIds.has(chosen.id) : false}
        countryName={null}
        topicNames={[]}
        onClose={close}
        onToggleFavourite={onToggleFavourite}
        actions={visitedButton}
        exPrefix={exPrefix}
      />
    </>
  );
});

const NOBODY: readonly Participant[] = [];
