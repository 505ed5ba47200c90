/**
 * i18next with the locale files of locales/.
 *
 * In the browser there is one instance whose language follows the URL's first segment; each language is
 * lazily imported in parts (contract/text-parts.ts): the public texts, which every page loads, the personal
 * ones, which sign-in, registration, the application and the personal area load before they render
 * (`ensurePersonalTexts`), and the hall map's, which its route names in its staticData (`ensureRouteTexts`). The service worker precaches all of them. Every key exists in all three
 * files (a test checks), so the English fallback is fetched only if a key is ever missing. The language is
 * stored under localStorage "language" and in a cookie of the same name, so the server can send `/` to the
 * visitor's language.
 *
 * On the server all three languages are loaded once (`initServerI18n`), and each render gets an instance
 * fixed to its page's language (`i18nFor`), so concurrent renders in different languages never share one.
 * Code outside components (route heads) asks `tFor(lang)` rather than the instance's current language.
 */
import i18next, { type i18n as I18n, type TFunction } from 'i18next';
import { DEFAULT_LANG, FALLBACK_LANG, isLang, LANGUAGE_COOKIE, LANGS, type Lang } from '../contract/common';
import { htmlLang } from './html-lang';
import { readString, STORAGE_KEYS, writeString } from './storage';
import type { TextPart } from '../contract/text-parts';

type Texts = Record<string, unknown>;
type TextsModule = Promise<{ default: Texts }>;

const partLoaders: Record<Lang, Record<TextPart, () => TextsModule>> = {
  ru: {
    public: () => import('virtual:texts/ru-public'),
    personal: () => import('virtual:texts/ru-personal'),
    map: () => import('virtual:texts/ru-map'),
  },
  en: {
    public: () => import('virtual:texts/en-public'),
    personal: () => import('virtual:texts/en-personal'),
    map: () => import('virtual:texts/en-map'),
  },
  zh: {
    public: () => import('virtual:texts/zh-public'),
    personal: () => import('virtual:texts/zh-personal'),
    map: () => import('virtual:texts/zh-map'),
  },
};

// The server renders every language and has all of each file at once (dead code in the browser's build).
const fileLoaders: Record<Lang, () => TextsModule> | null = import.meta.env.SSR
  ? { ru: () => import('../../locales/ru.json'), en: () => import('../../locales/en.json'), zh: () => import('../../locales/zh.json') }
  : null;

export const i18n: I18n = i18next.createInstance();

/** The language cookie lives a year, for the whole site, first-party only. */
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

/** The parts in i18next, as `${lang}-${part}`. */
const loadedParts = new Set<string>();
/** The parts a page has asked for: from then on a language switch brings each of them. */
const wantedParts = new Set<TextPart>(['public']);

async function loadPart(lang: Lang, part: TextPart) {
  return (await partLoaders[lang][part]()).default;
}

async function ensurePart(lang: Lang, part: TextPart) {
  if (loadedParts.has(`${lang}-${part}`)) return;
  // Deep: some sections are split between the parts (contract/text-parts.ts, PUBLIC_KEYS).
  i18n.addResourceBundle(lang, 'translation', await loadPart(lang, part), true, true);
  loadedParts.add(`${lang}-${part}`);
}

async function ensureBundle(lang: Lang) {
  await Promise.all([...wantedParts].map((part) => ensurePart(lang, part)));
}

async function ensureTexts(lang: Lang, part: TextPart) {
  wantedParts.add(part);
  await ensurePart(lang, part);
}

/**
 * Before a page with the account forms renders (sign-in, registration, the application, the personal area):
 * its texts in the page's language.
 */
export const ensurePersonalTexts = (lang: Lang) => ensureTexts(lang, 'personal');

/**
 * Before the pages of a URL render: the parts their routes name in `staticData.texts` (the hall map's). The
 * $lang route asks on every navigation, and the browser's entry before it hydrates a page the server
 * rendered, whose routes' beforeLoad the browser does not run again.
 */
export async function ensureRouteTexts(lang: Lang, matches: readonly { staticData?: { texts?: TextPart } }[]) {
  await Promise.all(matches.map(({ staticData }) => (staticData?.texts ? ensureTexts(lang, staticData.texts) : undefined)));
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

const commonOptions = {
  fallbackLng: FALLBACK_LANG,
  supportedLngs: [...LANGS],
  interpolation: { escapeValue: false },
} as const;

export async function initI18n(lang: Lang, plugins: Parameters<I18n['use']>[0][] = []) {
  for (const plugin of plugins) i18n.use(plugin);
  await i18n.init({
    ...commonOptions,
    lng: lang,
    resources: { [lang]: { translation: await loadPart(lang, 'public') } },
    // A key missing from the page's language brings the English texts in; react-i18next re-renders on "added".
    saveMissing: true,
    missingKeyHandler: () => void ensureBundle(FALLBACK_LANG),
    react: { bindI18nStore: 'added' },
    // The other languages arrive later through addResourceBundle when the user switches.
    partialBundledLanguages: true,
  });
  loadedParts.add(`${lang}-public`);
  rememberLanguage(lang);
}

/** Remembers the language on the device and for the server (the `/` redirect); the document says it too. */
export function rememberLanguage(lang: Lang) {
  writeString(STORAGE_KEYS.language, lang);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = htmlLang(lang);
  document.cookie = `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

export function currentLanguage(): Lang {
  return isLang(i18n.language) ? i18n.language : DEFAULT_LANG;
}

/** Applies a language: loads its texts, switches i18next and remembers it. */
export async function applyLanguage(lang: Lang) {
  await ensureBundle(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);
  rememberLanguage(lang);
}

/** A translation function fixed to one language, whatever the instance's current language is. */
export const tFor = (lang: Lang): TFunction => i18n.getFixedT(lang);

const serverInstances = new Map<Lang, I18n>();

/** Server only: loads every language into the shared instance and makes one fixed instance per language. */
export async function initServerI18n(plugins: Parameters<I18n['use']>[0][] = []) {
  if (serverInstances.size > 0) return;
  if (!fileLoaders) throw new Error('initServerI18n() runs in the server build only');
  const resources = Object.fromEntries(
    await Promise.all(LANGS.map(async (lang) => [lang, { translation: (await fileLoaders[lang]()).default }] as const)),
  );
  for (const plugin of plugins) i18n.use(plugin);
  await i18n.init({ ...commonOptions, lng: DEFAULT_LANG, resources, initAsync: false });
  for (const lang of LANGS) serverInstances.set(lang, i18n.cloneInstance({ lng: lang, initAsync: false }));
}

/** Server only: the instance fixed to a page's language (after initServerI18n). */
export function i18nFor(lang: Lang): I18n {
  const instance = serverInstances.get(lang);
  if (!instance) throw new Error('initServerI18n() must run before a page is rendered');
  return instance;
}
