/**
 * The banner: the server's banner image (and, on screens wider than mobile-lg, its muted looping video
 * with the image as poster, faded in once it can play, hidden on error), the sanitised exhibition title
 * and the countdown block with dates, location and the html block's buttons.
 */
import { useState } from 'react';
import type { Lang } from '../../contract/common';
import type { HtmlBlock } from '../../contract/htmlblock';
import type { SiteResponse } from '../../contract/site';
import { exhibitionLocation } from '../../lib/exhibition-location';
import { ExhibitionCountdown } from '../../ui/exhibition-countdown';
import { SafeHtml } from '../../ui/safe-html';
import styles from './home-banner.module.css';
import { ABOVE_MOBILE_LG, useMediaQuery } from './use-media-query';
import { pictureAt } from '../../contract/media';

/**
 * The banner picture is the home page's largest paint on a phone. As an <img> in the HTML (not a CSS
 * background) the browser's preload scanner finds it while the document is still arriving, and it is
 * painted with the first frame it is ready for. The <source>s pick one stored WebP by the screen's width
 * alone (a phone never the desktop one, whatever its pixel density: it lies under a dark gradient).
 */
function BannerPicture({ banner }: { banner: string }) {
  return (
    <picture>
      <source media="(max-width: 640px)" srcSet={pictureAt(banner, 800)} />
      <source media="(max-width: 1280px)" srcSet={pictureAt(banner, 1280)} />
      <img className={styles.picture} src={pictureAt(banner, 1920)} alt="" fetchPriority="high" />
    </picture>
  );
}

export function HomeBanner({ lang, site, htmlBlock }: { lang: Lang; site: SiteResponse; htmlBlock: HtmlBlock }) {
  const config = site.site_config;
  const info = config.type.main_page_info;
  const showVideo = useMediaQuery(ABOVE_MOBILE_LG) && Boolean(info.banner_video);
  const [videoState, setVideoState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const location = exhibitionLocation(config, lang, htmlBlock);

  return (
    <section className={styles.banner}>
      {info.banner && <BannerPicture banner={info.banner} />}
      {showVideo && info.banner_video && videoState !== 'failed' && (
        <video
          className={`${styles.video} ${videoState === 'ready' ? styles.videoReady : ''}`}
          src={info.banner_video}
          poster={info.banner ? pictureAt(info.banner, 1920) : undefined}
          muted
          loop
          autoPlay
          playsInline
          aria-hidden="true"
          onCanPlay={() => setVideoState('ready')}
          onLoadedData={() => setVideoState('ready')}
          onError={() => setVideoState('failed')}
        />
      )}
      <div className={`container ${styles.inner}`}>
        <div className={styles.intro}>
          <SafeHtml as="h1" html={htmlBlock.exhibition_title} className={styles.title} />
        </div>
        <ExhibitionCountdown
          className={styles.countdown}
          lang={lang}
          location={location}
          startDate={config.date_start}
          endDate={config.date_end}
          buttons={htmlBlock.buttons}
        />
      </div>
    </section>
  );
}
