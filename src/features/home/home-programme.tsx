/**
 * The business programme block: five counters from main_page_info and the fixed event card of spec §2
 * (an awards ceremony; its texts live in the locales, its "show more" link leads nowhere by design), with
 * image_events or the bundled picture, and the html block's link to the programme.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { HtmlBlock } from '../../contract/htmlblock';
import type { MainPageInfo } from '../../contract/site';
import { AnimatedCounter } from '../../ui/animated-counter';
import { AppLink } from '../../ui/app-link';
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

// The card's link is a placeholder in the product itself; it must not jump to the top of the page.
const stay = (event: MouseEvent<HTMLAnchorElement>) => event.preventDefault();

export function HomeProgramme({ lang, info, htmlBlock }: { lang: Lang; info: MainPageInfo; htmlBlock: HtmlBlock }) {
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
                  <CalendarIcon size={18} /> {t('home.awards.date')}
                </span>
                <span>
                  <ClockIcon size={18} /> {t('home.awards.time')}
                </span>
              </p>
              <a href="#" className={section.more} onClick={stay}>
                {t('home.awards.more')}
              </a>
            </div>
          </article>
        </div>
      </div>
    </section>
  );
}
