/** The contests slider: a card per contest (image, name, short HTML), infinite, with dots and arrows. */
import { useSuspenseQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestsQueryOptions } from '../../api/contests';
import type { Lang } from '../../contract/common';
import { AppLink } from '../../ui/app-link';
import { SafeHtml } from '../../ui/safe-html';
import { Slider } from '../../ui/slider';
import section from './home-section.module.css';
import card from '../../ui/card.module.css';
import styles from './home-contests.module.css';
import { sliderLabels } from './slider-labels';
import { pictureProps } from '../../ui/picture';

export function HomeContests({ lang, introHtml }: { lang: Lang; introHtml: string }) {
  const { t } = useTranslation();
  const { data: contests } = useSuspenseQuery(contestsQueryOptions(lang));
  if (contests.length === 0) return null;

  return (
    <section className={section.section} aria-labelledby="home-contests-title">
      <div className="container">
        <div className={section.head}>
          <h2 id="home-contests-title" className={section.title}>
            {t('home.contests.title')}
          </h2>
          <AppLink href={`/${lang}/contests`} className={section.more}>
            {t('home.contests.all')}
          </AppLink>
        </div>
        {introHtml && <SafeHtml html={introHtml} className={section.intro} />}
        <Slider
          className={styles.slider}
          items={contests}
          getKey={(contest) => contest.url}
          loop={contests.length > 1}
          labels={sliderLabels(t, t('home.contests.carousel'))}
          renderSlide={(contest) => (
            <article className={card.card}>
              <img
                {...pictureProps(contest.image, '(max-width: 640px) 100vw, 400px')}
                alt=""
                width={480}
                height={270}
                loading="lazy"
                decoding="async"
                className={`${card.image} ${styles.image}`}
              />
              <div className={styles.body}>
                <h3 className={styles.name}>
                  <AppLink href={`/${lang}/contests/${contest.url}`} className={card.link}>
                    {contest.name}
                  </AppLink>
                </h3>
                <SafeHtml html={contest.short_text} className={styles.text} />
              </div>
            </article>
          )}
        />
      </div>
    </section>
  );
}
