/**
 * One exhibitor in the list (spec §2 "Participants page"): logo when the exhibitor allows it, short title
 * (bold when flagged), stands and the favourite star. The title is a real link to the card's URL (the
 * list's search with ?p=id), stretched over the card, so middle-click and sharing work too.
 */
import { memo, type MouseEvent } from 'react';
import type { Participant } from '../contract/participants';
import { AppLink } from '../ui/app-link';
import { ExhibitorLogo } from '../ui/exhibitor-logo';
import { FavouriteButton } from './favourite-button';
import { StandIcon } from '../ui/icons';
import styles from './participant-card.module.css';

export type ParticipantCardProps = {
  participant: Participant;
  favourite: boolean;
  href: string;
  /** "Stands: " (the label with its colon), for screen readers; given by the list so each card need not subscribe to i18next. */
  standsLabel: string;
  onOpen: (participant: Participant) => void;
  onToggleFavourite: (participant: Participant, next: boolean) => void;
  /** The hall map at the exhibitor's stand, and the link's text ("На схеме"), when the exhibition has plans. */
  map?: { href: string; label: string } | undefined;
};

export const ParticipantCard = memo(function ParticipantCard({
  participant,
  favourite,
  href,
  standsLabel,
  onOpen,
  onToggleFavourite,
  map,
}: ParticipantCardProps) {
  const logo = participant.show_logo_for_ecatalog ? participant.logo_for_ecatalog : null;

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onOpen(participant);
  };

  return (
    <article className={`${styles.card} ${participant.is_text_bold ? styles.bold : ''}`}>
      {logo ? (
        // Fixed box and lazy loading: a logo arriving late (or not at all) never moves the text.
        <ExhibitorLogo className={styles.logo} src={logo} name={participant.short_title} size={56} lazy />
      ) : null}
      <div className={styles.body}>
        <h3 className={styles.title}>
          <a href={href} onClick={open} className={styles.link} aria-haspopup="dialog">
            {participant.short_title}
          </a>
        </h3>
        {participant.stand ? (
          <p className={styles.stands}>
            <StandIcon size={16} />
            <span className="visually-hidden">{standsLabel}</span>
            {participant.stand}
            {map ? (
              <AppLink href={map.href} className={styles.mapLink}>
                {map.label}
              </AppLink>
            ) : null}
          </p>
        ) : null}
      </div>
      <div className={styles.star}>
        <FavouriteButton
          active={favourite}
          intent={{ kind: 'participant', id: participant.id }}
          name={participant.short_title}
          onToggle={(next) => onToggleFavourite(participant, next)}
        />
      </div>
    </article>
  );
});
