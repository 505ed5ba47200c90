import type { Lang } from '../contract/common';
import type { HtmlBlock } from '../contract/htmlblock';
import type { CurrentExhibition } from '../contract/site';

/**
 * The venue in the page language, one rule for the home page, its preview and the ticket: the html block's
 * text, which the site has in every language (halls included), else the site config's, which has Russian
 * and English only (a Chinese ticket read "Moscow, Severny Exhibition Centre" beside a Chinese home page).
 */
export const exhibitionLocation = (
  config: Pick<CurrentExhibition, 'location_ru' | 'location_en'>,
  lang: Lang,
  htmlBlock: Pick<HtmlBlock, 'location'> | undefined,
) => htmlBlock?.location || (lang === 'ru' ? config.location_ru : config.location_en);
