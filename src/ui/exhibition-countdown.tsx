/**
 * The exhibition block of spec §2: days before the start, the date range, the location and link buttons
 * (the first primary, the others secondary). Shared by the home banner and any page that shows the
 * current exhibition; dates are shown in venue time (src/lib/venue-dates.ts, no date library on the first screen).
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../contract/common';
import { daysUntil, formatDateRange } from '../lib/venue-dates';
import { pluralize } from '../lib/plural';
import { AppLink } from './app-link';
import { CalendarIcon, MapPinIcon } from './icons';
import { useNow } from './page-clock';
import styles from './exhibition-countdown.module.css';

export type ExhibitionButton = { text: string; link: string };

export type ExhibitionCountdownProps = {
  lang: Lang;
  location: string;
  startDate: string;
  endDate: string;
  buttons: readonly ExhibitionButton[];
  /** For tests; defaults to the page's clock (ui/page-clock.tsx). */
  now?: Date;
  className?: string;
};

export function ExhibitionCountdown({ lang, location, startDate, endDate, buttons, now, className }: ExhibitionCountdownProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const pageNow = useNow();
  const days = daysUntil(startDate, now ?? pageNow);
  const dayWord = pluralize(days, lang, {
    one: t('countdown.day.one'),
    few: t('countdown.day.few'),
    many: t('countdown.day.many'),
    other: t('countdown.day.other'),
  });
  const dates = formatDateRange(startDate, endDate, lang);

  return (
    <section className={[styles.block, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.counter}>
        <h2 id={titleId} className={styles.title}>
          {t('countdown.title')}
        </h2>
        <p className={styles.days}>
          <span className={styles.number}>{days}</span> <span className={styles.word}>{dayWord}</span>
        </p>
      </div>
      <dl className={styles.facts}>
        {dates && (
          <div className={styles.fact}>
            <dt>
              <CalendarIcon size={18} />
              <span>{t('countdown.dates')}</span>
            </dt>
            <dd>{dates}</dd>
          </div>
        )}
        {location && (
          <div className={styles.fact}>
            <dt>
              <MapPinIcon size={18} />
              <span>{t('countdown.location')}</span>
            </dt>
            <dd>{location}</dd>
          </div>
        )}
      </dl>
      {buttons.length > 0 && (
        <ul className={styles.buttons}>
          {buttons.map((button, index) => (
            <li key={`${button.link}-${index}`}>
              <AppLink href={button.link} className={`btn ${index === 0 ? 'btn-primary' : 'btn-secondary'}`}>
                {button.text}
              </AppLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
