/**
 * Localised document titles and descriptions. Routes declare `head: pageHead(<key under titles>, <key>?)`,
 * or build one from loaded data with `pageHeadText`; the root route renders TanStack Router's
 * <HeadContent />, which keeps <title> and <meta name="description"> in step with the matched routes (the
 * deepest route wins) and will write the same tags into server-rendered HTML later. `head` runs after the
 * language route has applied the language, so i18n.t answers in the page's language.
 */
import { i18n } from './i18n';

export const pageTitleText = (titleKey: string) => `${i18n.t(titleKey)} — ${i18n.t('common.site_name')}`;

/** A head entry from text already in the page's language (a news title, a contest name). */
export const pageHeadText = (title: string, description?: string) => ({
  meta: [
    { title: `${title} — ${i18n.t('common.site_name')}` },
    ...(description ? [{ name: 'description', content: description }] : []),
  ],
});

export const pageHead = (titleKey: string, descriptionKey?: string) => () =>
  pageHeadText(i18n.t(titleKey), descriptionKey ? i18n.t(descriptionKey) : undefined);
