/** The contests list (spec §2): title, the intro from the html block, one card per contest. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { ContestCard } from '../../contract/contests';
import { PageHead } from '../../ui/page-head';
import { SafeHtml } from '../../ui/safe-html';
import card from '../../ui/card.module.css';
import styles from './contests.module.css';
import { pictureProps } from '../../ui/picture';

export type ContestsPageProps = { lang: Lang; intro: string; contests: readonly ContestCard[] };

// Cards are two or three to a row on wide screens: the first row may be above the fold.
const EAGER_IMAGES = 3;

export function ContestsPage({ lang, intro, contests }: ContestsPageProps) {
  const { t } = useTranslation();
  return (
    <section className={`container page-section ${styles.page}`} aria-labelledby="contests-title">
      <PageHead id="contests-title" title={t('contests.title')} />
      {intro.trim() ? <SafeHtml html={intro} className={`prose ${styles.intro}`} /> : null}
      {contests.length === 0 ? (
        <p className={styles.empty}>{t('contests.empty')}</p>
      ) : (
        <ul className={card.grid}>
          {contests.map((contest, index) => (
            <li key={contest.url}>
              <article className={card.card} aria-labelledby={`contest-${contest.url}`}>
                <img
                  className={`${card.image} ${styles.cardImage}`}
                  {...pictureProps(contest.image, '(max-width: 640px) 100vw, 450px')}
                  alt=""
                  width={640}
                  height={400}
                  loading={index < EAGER_IMAGES ? 'eager' : 'lazy'}
                  decoding="async"
                />
                <div className={styles.cardBody}>
                  <h2 id={`contest-${contest.url}`} className={styles.cardTitle}>
                    {/* The whole card is clickable through this link's ::after; the name is its accessible name. */}
                    <Link to="/$lang/contests/$contestUrl" params={{ lang, contestUrl: contest.url }} className={card.link}>
                      {contest.name}
                    </Link>
                  </h2>
                  <SafeHtml html={contest.short_text} className={`prose ${styles.cardText}`} />
                  <span className={styles.more} aria-hidden="true">
                    {t('contests.more_short')} →
                  </span>
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
