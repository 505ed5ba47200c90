/**
 * The home page (spec §2 "Home page"), top to bottom: banner with the countdown, about the exhibition,
 * contests, industry segments, news, partners, business programme, reviews. The banner and the block about
 * the exhibition (at the fold on a phone and on a laptop) are in the first download; every block below them
 * is a separate chunk mounted (or, on a page the server rendered, hydrated) when it nears the viewport
 * (LazyBlock), so a first visit downloads no carousel code until the visitor scrolls.
 */
import type { Lang } from '../../contract/common';
import type { HtmlBlock } from '../../contract/htmlblock';
import type { SiteResponse } from '../../contract/site';
import { LazyBlock } from '../../ui/lazy-block';
import { preloadableLazy } from '../../ui/preloadable-lazy';
import { HomeAbout } from './home-about';
import { HomeBanner } from './home-banner';
import styles from './home-page.module.css';

const HomeContests = preloadableLazy(() => import('./home-contests').then((module) => module.HomeContests));
const HomeSegments = preloadableLazy(() => import('./home-segments').then((module) => module.HomeSegments));
const HomeNews = preloadableLazy(() => import('./home-news').then((module) => module.HomeNews));
const HomePartners = preloadableLazy(() => import('./home-partners').then((module) => module.HomePartners));
const HomeProgramme = preloadableLazy(() => import('./home-programme').then((module) => module.HomeProgramme));
const HomeReviews = preloadableLazy(() => import('./home-reviews').then((module) => module.HomeReviews));

/** The server has every block's code in before it renders the page (ui/preloadable-lazy.ts). */
export const preloadHomeBlocks = () =>
  Promise.all([HomeContests, HomeSegments, HomeNews, HomePartners, HomeProgramme, HomeReviews].map((block) => block.preload())).then(
    () => undefined,
  );

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
      <LazyBlock placeholderClassName={styles.programmeSpace}>
        <HomeProgramme lang={lang} info={info} htmlBlock={htmlBlock} exhibitionStart={site.site_config.date_start} />
      </LazyBlock>
      <LazyBlock placeholderClassName={styles.reviewsSpace}>
        <HomeReviews lang={lang} />
      </LazyBlock>
    </>
  );
}
