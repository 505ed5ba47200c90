/**
 * The home page (spec §2 "Home page"), top to bottom: banner with the countdown, about the exhibition,
 * contests, industry segments, news, partners, business programme, reviews. The banner and the counters
 * are in the first download; every block below them is a separate chunk mounted when it nears the
 * viewport (LazyBlock), so a first visit downloads no carousel code until the visitor scrolls.
 */
import { lazy } from 'react';
import type { Lang } from '../../contract/common';
import type { HtmlBlock } from '../../contract/htmlblock';
import type { SiteResponse } from '../../contract/site';
import { LazyBlock } from '../../ui/lazy-block';
import { HomeAbout } from './home-about';
import { HomeBanner } from './home-banner';
import styles from './home-page.module.css';
import { HomeProgramme } from './home-programme';

const HomeContests = lazy(() => import('./home-contests').then((module) => ({ default: module.HomeContests })));
const HomeSegments = lazy(() => import('./home-segments').then((module) => ({ default: module.HomeSegments })));
const HomeNews = lazy(() => import('./home-news').then((module) => ({ default: module.HomeNews })));
const HomePartners = lazy(() => import('./home-partners').then((module) => ({ default: module.HomePartners })));
const HomeReviews = lazy(() => import('./home-reviews').then((module) => ({ default: module.HomeReviews })));

export function HomePage({ lang, site, htmlBlock }: { lang: Lang; site: SiteResponse; htmlBlock: HtmlBlock }) {
  const info = site.site_config.type.main_page_info;
  return (
    <>
      <HomeBanner lang={lang} site={site} htmlBlock={htmlBlock} />
      <HomeAbout lang={lang} info={info} htmlBlock={htmlBlock} />
      <LazyBlock placeholderClassName={styles.contestsSpace}>
        <HomeContests lang={lang} introHtml={htmlBlock.contest_text} />
      </LazyBlock>
      <LazyBlock placeholderClassName={styles.segmentsSpace}>
        <HomeSegments lang={lang} />
      </LazyBlock>
      <LazyBlock placeholderClassName={styles.newsSpace}>
        <HomeNews lang={lang} />
      </LazyBlock>
      <LazyBlock placeholderClassName={styles.partnersSpace}>
        <HomePartners lang={lang} />
      </LazyBlock>
      <HomeProgramme lang={lang} info={info} htmlBlock={htmlBlock} />
      <LazyBlock placeholderClassName={styles.reviewsSpace}>
        <HomeReviews lang={lang} />
      </LazyBlock>
    </>
  );
}
