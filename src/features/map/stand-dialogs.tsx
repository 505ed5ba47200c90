/**
 * What a tapped stand opens: its exhibitor's card (the catalogue's dialog) or, when several exhibitors
 * share the stand, a list to choose from. Both carry the stand's "visited" tick.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { VisitedStands } from '../../api/visits';
import type { Participant } from '../../contract/participants';
import { Modal } from '../../ui/modal';
import { ParticipantModal } from '../../widgets/participant-modal';
import styles from './map.module.css';
import { VisitedButton } from './visited-button';

/**
 * The dialog open on the map: a stand's chooser, or one exhibitor's card reached from a stand. `waiting`
 * while the catalogue has not arrived (the stand's exhibitors are not known yet).
 */
export type StandDialog = { stand: string; exhibitors: readonly Participant[]; chosen: Participant | null; waiting: boolean };

export function StandDialogs({
  dialog,
  onChange,
  favouriteIds,
  onToggleFavourite,
  visits,
  exPrefix,
}: {
  exPrefix: string;
  dialog: StandDialog | null;
  onChange: (next: StandDialog | null) => void;
  favouriteIds: ReadonlySet<string>;
  onToggleFavourite: (participant: Participant, added: boolean) => void;
  visits: VisitedStands;
}) {
  const { t } = useTranslation();
  const chooserTitle = useId();
  const stand = dialog?.stand;
  const visitedButton = stand ? (
    <VisitedButton
      stand={stand}
      visited={visits.visited.has(stand)}
      pending={visits.pending.has(stand)}
      onToggle={(next) => visits.setVisited([stand], next)}
    />
  ) : null;
  const chosen = dialog?.chosen ?? null;
  return (
    <>
      <Modal open={dialog !== null && chosen === null} onClose={() => onChange(null)} labelledBy={chooserTitle}>
        <h2 id={chooserTitle}>{stand ? t(dialog.exhibitors.length > 1 ? 'map.choose_exhibitor' : 'map.stand_title', { stand }) : ''}</h2>
        {dialog?.waiting ? <p role="status">{t('map.stand_loading')}</p> : null}
        {dialog && !dialog.waiting && dialog.exhibitors.length === 0 ? <p>{t('map.free_stand')}</p> : null}
        <ul className={styles.chooser}>
          {dialog?.exhibitors.map((participant) => (
            <li key={participant.id}>
              <button type="button" className="btn btn-secondary" onClick={() => onChange({ ...dialog, chosen: participant })}>
                {participant.short_title}
              </button>
            </li>
          ))}
        </ul>
        {visitedButton}
      </Modal>
      <ParticipantModal
        participant={chosen}
        favourite={chosen ? favouriteIds.has(chosen.id) : false}
        countryName={null}
        topicNames={[]}
        onClose={() => onChange(null)}
        onToggleFavourite={onToggleFavourite}
        actions={visitedButton}
        exPrefix={exPrefix}
      />
    </>
  );
}
