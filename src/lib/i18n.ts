/**
 * i18next with the locale files of locales/. Each language is its own lazily imported chunk, so the first
 * screen loads one language and the service worker precaches all three. Every key exists in all three
 * files (a test checks), so the English fallback is fetched only if a key is ever missing, not up front.
 * The current language follows the URL's first segment; it is stored under localStorage "language".
 */
import i18next, { type i18n as I18n } from 'i18next';
import { DEFAULT_LANG, FALLBACK_LANG, isLang, type Lang } from '../contract/common';
import { readString, STORAGE_KEYS, writeString } from './storage';

const loaders: Record<Lang, () => Promise<{ default: Record<string, unknown> }>> = {
  ru: () => import('../../locales/ru.json'),
  en: () => import('../../locales/en.json'),
  zh: () => import('../../locales/zh.json'),
};

export const i18n: I18n = i18next.createInstance();

async function loadBundle(lang: Lang) {
  return (await loaders[lang]()).default;
}

async function ensureBundle(lang: Lang) {
  // hasResourceBundle exists only once i18next is initialised; before that nothing is loaded anyway.
  if (i18n.isInitialized && i18n.hasResourceBundle(lang, 'translation')) return;
  i18n.addResourceBundle(lang, 'translation', await loadBundle(lang), true, true);
}

export function storedLanguage(): Lang | null {
  const value = readString(STORAGE_KEYS.language);
  return isLang(value) ? value : null;
}

/** The language to start in: the URL's, else the stored one, else Russian. */
export function initialLanguage(pathname: string): Lang {
  const first = pathname.split('/')[1];
  return isLang(first) ? first : (storedLanguage() ?? DEFAULT_LANG);
}

export async function initI18n(lang: Lang, plugins: Parameters<I18n['use']>[0][] = []) {
  for (const plugin of plugins) i18n.use(plugin);
  await i18n.init({
    lng: lang,
    fallbackLng: FALLBACK_LANG,
    supportedLngs: ['ru', 'en', 'zh'],
    resources: { [lang]: { translation: await loadBundle(lang) } },
    // A key missing from the page's language brings the English texts in; react-i18next re-renders on "added".
    saveMissing: true,
    missingKeyHandler: () => void ensureBundle(FALLBACK_LANG),
    react: { bindI18nStore: 'added' },
    // The other languages arrive later through addResourceBundle when the user switches.
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  writeString(STORAGE_KEYS.language, lang);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}

const htmlLang = (lang: Lang) => (lang === 'zh' ? 'zh-CN' : lang);

export function currentLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

/** Applies a language: loads its texts, switches i18next and remembers it. */
export async function applyLanguage(lang: Lang) {
  await ensureBundle(lang);
  writeString(STORAGE_KEYS.language, lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLang(lang);
}
