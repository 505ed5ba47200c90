/**
 * The entry ticket (spec §2 Personal area / Ticket, §4 "Ticket", §8). Beyond the spec, because the
 * visitor shows it at the gate: a real Code 128 barcode of the registration number, a white high-contrast
 * card (a screen cannot be brightened from a web page, so the card is made as bright as a page can be),
 * the screen kept awake while it is shown, and a PNG of the ticket saved from the device.
 */
import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { HtmlBlock } from '../../contract/htmlblock';
import type { CurrentExhibition } from '../../contract/site';
import type { Ticket } from '../../contract/ticket';
import { formatDateRange } from '../../lib/dates';
import { exhibitionLocation } from '../../lib/exhibition-location';
import { withOverlay } from '../../lib/flag-store';
import { DownloadIcon } from '../../ui/icons';
import { queryKey } from '../../api/query-keys';
import { PageHead } from '../../ui/page-head';
import { SavedAt } from '../../widgets/saved-at';
import { Barcode } from './barcode';
import { QrCode } from './qr-code-view';
import { downloadBlob } from '../../ui/download';
import { ticketFileName, ticketPng } from './ticket-image';
import styles from './ticket-page.module.css';
import type { TicketErrorText } from './ticket-state';
import { useWakeLock } from './use-wake-lock';

type Exhibition = Pick<CurrentExhibition, 'date_start' | 'date_end' | 'name_ru' | 'name_en' | 'name_zh' | 'location_ru' | 'location_en'>;
type Venue = Pick<HtmlBlock, 'location'> | undefined;

const exhibitionName = (exhibition: Exhibition, lang: Lang) =>
  ({ ru: exhibition.name_ru, en: exhibition.name_en, zh: exhibition.name_zh })[lang];

/** The page around every ticket state: the title and which exhibition the ticket is for. */
export function TicketFrame({ lang, exhibition, children }: { lang: Lang; exhibition: Exhibition | undefined; children: ReactNode }) {
  const { t } = useTranslation();
  const subtitle = exhibition
    ? [exhibitionName(exhibition, lang), formatDateRange(exhibition.date_start, exhibition.date_end, lang)].filter(Boolean).join(' · ')
    : undefined;
  return (
    <section className={styles.page} aria-labelledby="ticket-title">
      <PageHead id="ticket-title" title={t('titles.ticket')} subtitle={subtitle} />
      {children}
    </section>
  );
}

/** A state without a ticket: ended, registration closed, not registered, or a failed load (with a retry). */
export function TicketMessage({
  message,
  tone = 'info',
  onRetry,
}: {
  message: TicketErrorText;
  tone?: 'info' | 'error';
  onRetry?: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.message} data-tone={tone} role={tone === 'error' ? 'alert' : 'status'}>
      <p>{'key' in message ? t(message.key) : message.text}</p>
      {onRetry ? (
        <button type="button" className="btn btn-secondary" onClick={onRetry}>
          {t('errors.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** `htmlBlock` gives the venue in the page's language (lib/exhibition-location.ts); without it, the site config's. */
export function TicketCard({
  lang,
  exhibition,
  htmlBlock,
  ticket,
}: {
  lang: Lang;
  exhibition: Exhibition;
  htmlBlock: Venue;
  ticket: Ticket;
}) {
  const { t } = useTranslation();
  useWakeLock(true);
  const name = exhibitionName(exhibition, lang);
  const dates = formatDateRange(exhibition.date_start, exhibition.date_end, lang);
  const place = exhibitionLocation(exhibition, lang, htmlBlock);

  const download = useCallback(
    () =>
      withOverlay(async () => {
        // The canvas takes the page's own font stack, so Cyrillic and Chinese names look as they do on screen.
        const fontFamily = getComputedStyle(document.body).fontFamily || 'sans-serif';
        const text = {
          heading: t('ticket.entry_ticket'),
          exhibition: name,
          dates: [dates, place].filter(Boolean).join(' · '),
          nameLabel: t('ticket.visitor'),
          companyLabel: t('ticket.company'),
          numberLabel: t('ticket.registration_number'),
        };
        downloadBlob(ticketFileName(ticket.registration_number), await ticketPng(ticket, text, fontFamily));
      }).catch((error: unknown) => console.warn('The ticket image could not be made', error)),
    [t, name, dates, place, ticket],
  );

  const fields: [string, string][] = [
    [t('ticket.last_name'), ticket.last_name],
    [t('ticket.first_name'), ticket.first_name],
    [t('ticket.patronymic_name'), ticket.patronymic_name],
    [t('ticket.company'), ticket.company],
  ];

  return (
    <div className={styles.stage}>
      <article className={styles.ticket} aria-labelledby="ticket-card-title">
        <header className={styles.band}>
          <p id="ticket-card-title" className={styles.kicker}>
            {t('ticket.entry_ticket')}
          </p>
          <p className={styles.exhibition}>{name}</p>
          <p className={styles.when}>{[dates, place].filter(Boolean).join(' · ')}</p>
        </header>
        {/* The barcode before the names, so it is on screen without scrolling when the visitor reaches the gate. */}
        <div className={styles.code}>
          {/* The signed token when the answer has one; an answer saved before tokens existed keeps the barcode. */}
          {ticket.token ? (
            <QrCode value={ticket.token} label={t('ticket.qr_label', { number: ticket.registration_number })} />
          ) : (
            <Barcode value={ticket.registration_number} label={t('ticket.barcode_label', { number: ticket.registration_number })} />
          )}
          <p className={styles.number}>
            <span>{t('ticket.registration_number')}</span>
            <strong>{ticket.registration_number}</strong>
          </p>
        </div>
        <dl className={styles.fields}>
          {fields
            .filter(([, value]) => value.trim() !== '')
            .map(([label, value]) => (
              <div key={label} className={styles.field}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
        </dl>
      </article>
      <div className={styles.actions}>
        <button type="button" className="btn btn-primary" onClick={() => void download()}>
          <DownloadIcon size={20} />
          {t('ticket.download')}
        </button>
        <p className={styles.hint}>{t('ticket.show_at_entrance')}</p>
        {/* The ticket of this language (one exhibition at a time): when it is the copy saved on the device. */}
        <SavedAt queryKey={queryKey('ticket', lang)} />
      </div>
    </div>
  );
}
