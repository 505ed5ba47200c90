/** The laureates of one contest year: title, text and the way back to the contest. */
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Lang } from '../../contract/common';
import type { Laureates } from '../../contract/contests';
import { ArrowLeftIcon } from '../../ui/icons';
import { PageHead } from '../../ui/page-head';
import { SafeHtml } from '../../ui/safe-html';
import styles from './contests.module.css';

export type LaureatesPageProps = { lang: Lang; contestUrl: string; contestName: string; laureates: Laureates };

export function LaureatesPage({ lang, contestUrl, contestName, laureates }: LaureatesPageProps) {
  const { t } = useTranslation();
  return (
    <article className={`container page-section ${styles.page}`} aria-labelledby="laureates-title">
      <Link to="/$lang/contests/$contestUrl" params={{ lang, contestUrl }} className={styles.back}>
        <ArrowLeftIcon size={20} />
        {t('contests.back_to_contest', { name: contestName })}
      </Link>
      <PageHead id="laureates-title" title={laureates.title} />
      <SafeHtml html={laureates.text} className={`prose ${styles.body}`} />
    </article>
  );
}
