/** One contest (spec §2 "Contest detail"): back link, texts, documents and a link per laureate year. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { ContestDetail, ContestLaureateYear } from '../../contract/contests';
import { ArrowLeftIcon } from '../../ui/icons';
import { PageHead } from '../../ui/page-head';
import { SafeHtml } from '../../ui/safe-html';
import { ContestFiles } from './contest-files';
import styles from './contests.module.css';

export type ContestPageProps = { lang: Lang; contest: ContestDetail };

export function ContestPage({ lang, contest }: ContestPageProps) {
  const { t } = useTranslation();
  return (
    <article className={`container page-section ${styles.page}`} aria-labelledby="contest-title">
      <Link to="/$lang/contests" params={{ lang }} className={styles.back}>
        <ArrowLeftIcon size={20} />
        {t('contests.back')}
      </Link>
      <PageHead id="contest-title" title={contest.name} />
      <div className={styles.layout}>
        <div className={styles.page}>
          <SafeHtml html={contest.short_text} className={`prose ${styles.lead}`} />
          <SafeHtml html={contest.full_text} className={`prose ${styles.body}`} />
        </div>
        {contest.files.length > 0 || contest.laureates.length > 0 ? (
          <div className={styles.aside}>
            {contest.files.length > 0 ? <ContestFiles files={contest.files} /> : null}
            {contest.laureates.length > 0 ? <LaureateYears lang={lang} contestUrl={contest.url} years={contest.laureates} /> : null}
          </div>
        ) : null}
      </div>
    </article>
  );
}

function LaureateYears({ lang, contestUrl, years }: { lang: Lang; contestUrl: string; years: readonly ContestLaureateYear[] }) {
  const { t } = useTranslation();
  const numbers = years.map((entry) => entry.year);
  const from = Math.min(...numbers);
  const to = Math.max(...numbers);
  const heading = from === to ? t('contests.laureates_one', { year: from }) : t('contests.laureates_range', { from, to });
  return (
    <section className={styles.panel} aria-labelledby="contest-laureates">
      <h2 id="contest-laureates">{heading}</h2>
      <ul className={styles.list}>
        {years.map((entry) => (
          <li key={entry.year}>
            {entry.is_redirect_link ? (
              <a className={styles.yearLink} href={entry.link} target="_blank" rel="noopener noreferrer">
                <span>
                  {entry.title}
                  <span className="visually-hidden"> {t('contests.new_tab')}</span>
                </span>
                <span className={styles.year} aria-hidden="true">
                  ↗
                </span>
              </a>
            ) : (
              <Link
                to="/$lang/contests/$contestUrl/$year"
                params={{ lang, contestUrl, year: String(entry.year) }}
                className={styles.yearLink}
              >
                <span>{entry.title}</span>
                <span className={styles.year} aria-hidden="true">
                  →
                </span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
