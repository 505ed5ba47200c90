/** The home page shell: the banner with the exhibition title and the countdown block (spec §2 "Home page"). */
import type { Lang } from '../../contract/common';
import type { HtmlBlock } from '../../contract/htmlblock';
import type { SiteResponse } from '../../contract/site';
import { HomeBanner } from './home-banner';

export function HomePage({ lang, site, htmlBlock }: { lang: Lang; site: SiteResponse; htmlBlock: HtmlBlock }) {
  return <HomeBanner lang={lang} site={site} htmlBlock={htmlBlock} />;
}
