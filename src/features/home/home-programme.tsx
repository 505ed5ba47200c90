/**
 * The business programme block: five counters from main_page_info and the fixed event card of spec §2
 * (an awards ceremony for the winners of a contest; its texts live in the locales), with image_events or the
 * bundled picture, and the html block's link to the programme. The spec's card had no year and a link that
 * led nowhere; its date now carries the year of the current exhibition, and "show more" opens the contests,
 * the site's page about them (the programme has no such ceremony to link to).
 */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { HtmlBlock } from '../../contract/htmlblock';
import type { MainPageInfo } from '../../contract/site';
import { AnimatedCounter } from '../../ui/animated-counter';
import { AppLink } from '../../ui/app-link';
import { formatVenueDateWithYear, parseVenueDate } from '../../lib/dates';
import { CalendarIcon, ClockIcon } from '../../ui/icons';
import { countFormatter } from './format-count';
import section from './home-section.module.css';
import styles from './home-programme.module.css';
import { pictureProps } from '../../ui/picture';

/** Shown when the site type has no image_events (spec §3). */
export const AWARDS_FALLBACK_IMAGE = '/images/home/awards.svg';

const COUNTERS = [
  ['events', 'events_count'],
  ['hours', 'events_hour_count'],
  ['speakers', 'events_speaker_count'],
  ['organizers', 'events_organizers_count'],
  ['delegates', 'events_delegates_count'],
] as const;

/** The ceremony's day and month, which spec §2 fixes for the card; the year is the current exhibition's. */
const AWARDS_DAY = '10-30';

/** The card's date with the year of the exhibition starting at `exhibitionStart`: '30 октября 2027', '2027年10月30日'. */
export function awardsDate(exhibitionStart: string, lang: Lang): string {
  const year = parseVenueDate(exhibitionStart)?.year();
  return year ? formatVenueDateWithYear(`${year}-${AWARDS_DAY}`, lang) : '';
}

export type HomeProgrammeProps = { lang: Lang; info: MainPageInfo; htmlBlock: HtmlBlock; exhibitionStart: string };

export function HomeProgramme({ lang, info, htmlBlock, exhibitionStart }: HomeProgrammeProps) {
  const { t } = useTranslation();
  const format = countFormatter(lang);
  const programmeLink = htmlBlock.program_details_link || '#';

  return (
    <section className={`${section.section} ${section.alt}`} aria-labelledby="home-programme-title">
      <div className="container">
        <div className={section.head}>
          <h2 id="home-programme-title" className={section.title}>
            {t('home.programme.title')}
          </h2>
          {programmeLink !== '#' && htmlBlock.program_details_text && (
            <AppLink href={programmeLink} className={section.more}>
              {htmlBlock.program_details_text}
            </AppLink>
          )}
        </div>
        <div className={styles.layout}>
          <ul className={styles.counters}>
            {COUNTERS.map(([key, field]) => (
              <li key={key} className={styles.counter}>
                <AnimatedCounter value={info[field]} format={format} className={styles.number} />
                <span className={styles.label}>{t(`home.programme.${key}`)}</span>
              </li>
            ))}
          </ul>
          <article className={styles.event} aria-labelledby="home-awards-title">
            <img
              {...pictureProps(info.image_events || AWARDS_FALLBACK_IMAGE, '(max-width: 640px) 100vw, 640px')}
              alt=""
              width={640}
              height={360}
              loading="lazy"
              decoding="async"
              className={styles.image}
            />
            <div className={styles.body}>
              <p className={styles.kicker}>{t('home.awards.kicker')}</p>
              <h3 id="home-awards-title" className={styles.eventTitle}>
                {t('home.awards.title')}
              </h3>
              <p className={styles.meta}>
                <span>
                  <CalendarIcon size={18} /> {awardsDate(exhibitionStart, lang)}
                </span>
                <span>
                  <ClockIcon size={18} /> {t('home.awards.time')}
                </span>
              </p>
              <Link to="/$lang/contests" params={{ lang }} className={section.more}>
                {t('home.awards.more')}
              </Link>
            </div>
          </article>
        </div>
      </div>
    </section>
  );
}
