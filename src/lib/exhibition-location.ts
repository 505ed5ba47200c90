import type { Lang } from '../contract/common';
import type { SiteResponse } from '../contract/site';

/** The venue in the page language; Chinese pages use the English text the API has. */
export const exhibitionLocation = (site: SiteResponse, lang: Lang) =>
  lang === 'ru' ? site.site_config.location_ru : site.site_config.location_en;
