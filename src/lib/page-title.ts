/**
 * Localised document titles. Routes declare `head: pageHead(<a key under titles>)`; the root route renders
 * TanStack Router's <HeadContent />, which keeps <title> in step with the matched routes (the deepest
 * route with a title wins) and will write the same tags into server-rendered HTML later. `head` runs after
 * the language route has applied the language, so i18n.t answers in the page's language.
 */
import { i18n } from './i18n';

export const pageTitleText = (titleKey: string) => `${i18n.t(titleKey)} — ${i18n.t('common.site_name')}`;

export const pageHead = (titleKey: string) => () => ({ meta: [{ title: pageTitleText(titleKey) }] });
