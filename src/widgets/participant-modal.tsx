/**
 * An exhibitor's card (spec §2): full title, stands, address, phone, website, e-mail, the description
 * (server HTML, sanitised) and the favourite toggle; the country and topics help a visitor place the
 * company. Its open state is the page URL's ?p=, so Back closes it and a shared link opens it.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Participant } from '../contract/participants';
import { AppLink } from '../ui/app-link';
import { ExhibitorLogo } from '../ui/exhibitor-logo';
import { ExhibitorEvents } from './exhibitor-events';
import { ExhibitorNote } from './exhibitor-note';
import { FavouriteButton } from './favourite-button';
import { GlobeIcon, MailIcon, MapPinIcon, PhoneIcon, StandIcon } from '../ui/icons';
import { Modal } from '../ui/modal';
import { SafeHtml } from '../ui/safe-html';
import { phoneHref, websiteHref, websiteLabel } from './contact-links';
import styles from './participant-modal.module.css';

export type ParticipantModalProps = {
  participant: Participant | null;
  favourite: boolean;
  countryName: string | null;
  topicNames: readonly string[];
  onClose: () => void;
  onToggleFavourite: (participant: Participant, next: boolean) => void;
  /** The hall map at the exhibitor's stand, when the exhibition has plans and the stand is on one. */
  mapHref?: string | undefined;
  /** More actions beside the favourite toggle (the map's "visited" tick). */
  actions?: ReactNode;
  /** The exhibition, for the sessions the exhibitor takes part in (none listed without it). */
  exPrefix?: string | undefined;
};

export function ParticipantModal({
  participant,
  favourite,
  countryName,
  topicNames,
  onClose,
  onToggleFavourite,
  mapHref,
  actions,
  exPrefix,
}: ParticipantModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const logo = participant?.show_logo_for_ecatalog ? participant.logo_for_ecatalog : null;

  return (
    <Modal open={participant !== null} onClose={onClose} labelledBy={titleId}>
      {participant ? (
        <article className={styles.content}>
          <header className={styles.head}>
            {logo ? <ExhibitorLogo className={styles.logo} src={logo} name={participant.short_title} size={96} /> : null}
            <div>
              {countryName ? <p className={styles.eyebrow}>{countryName}</p> : null}
              <h2 id={titleId} className={`${styles.title} ${participant.is_text_bold ? styles.bold : ''}`}>
                {participant.full_title}
              </h2>
              {participant.full_title !== participant.short_title ? <p className={styles.short}>{participant.short_title}</p> : null}
            </div>
          </header>

          <dl className={styles.facts}>
            {participant.stands.length > 0 ? (
              <Fact icon={<StandIcon size={18} />} label={t('catalogue.stands')}>
                {participant.stands.join(', ')}
                {mapHref ? (
                  <>
                    {' '}
                    <AppLink href={mapHref} className={styles.mapLink}>
                      {t('map.on_map')}
                    </AppLink>
                  </>
                ) : null}
              </Fact>
            ) : null}
            {participant.address ? (
              <Fact icon={<MapPinIcon size={18} />} label={t('catalogue.address')}>
                {participant.address}
              </Fact>
            ) : null}
            {participant.phone_number ? (
              <Fact icon={<PhoneIcon size={18} />} label={t('catalogue.phone')}>
                <a href={phoneHref(participant.phone_number)}>{participant.phone_number}</a>
              </Fact>
            ) : null}
            {participant.website ? (
              <Fact icon={<GlobeIcon size={18} />} label={t('catalogue.website')}>
                <a href={websiteHref(participant.website)} target="_blank" rel="noopener noreferrer">
                  {websiteLabel(participant.website)}
                </a>
              </Fact>
            ) : null}
            {participant.email ? (
              <Fact icon={<MailIcon size={18} />} label={t('catalogue.email')}>
                <a href={`mailto:${participant.email}`}>{participant.email}</a>
              </Fact>
            ) : null}
          </dl>

          {topicNames.length > 0 ? (
            <ul className={styles.topics} aria-label={t('catalogue.topics')}>
              {topicNames.map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
          ) : null}

          {exPrefix ? <ExhibitorEvents participantId={participant.id} exPrefix={exPrefix} /> : null}
          <SafeHtml html={participant.text} className={`prose ${styles.text}`} />

          <FavouriteButton
            active={favourite}
            intent={{ kind: 'participant', id: participant.id }}
            name={participant.short_title}
            onToggle={(next) => onToggleFavourite(participant, next)}
            withLabel
          />
          {actions}
          {favourite ? <ExhibitorNote participantId={participant.id} name={participant.short_title} /> : null}
        </article>
      ) : null}
    </Modal>
  );
}

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt>
        {icon}
        <span>{label}</span>
      </dt>
      <dd>{children}</dd>
    </div>
  );
}
