/**
 * The web app manifest (installability): one module, so the build (vite.config.ts) writes it and the
 * tests check every field against the same object.
 *
 * `start_url` and `scope` are the site root: `/` redirects to the language the visitor chose before, so
 * one installed app starts in ru, en or zh alike; `id` is pinned so a later change of `start_url` does
 * not turn the install into a different app. Shortcuts open the Russian pages (the default language;
 * the language switcher keeps the path). Icons come from public/favicon.svg (`npm run icons`), the
 * screenshots from the running app (scripts/generate-screenshots.ts).
 */
import type { ManifestOptions } from 'vite-plugin-pwa';
import { BACKGROUND_COLOR, THEME_COLOR } from './theme';

export { BACKGROUND_COLOR, THEME_COLOR };

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Металл-Индустрия — выставка',
  short_name: 'Металл-Индустрия',
  description: 'Международная промышленная выставка металлургии и металлообработки: участники, программа, билет.',
  lang: 'ru',
  dir: 'ltr',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  background_color: BACKGROUND_COLOR,
  theme_color: THEME_COLOR,
  categories: ['business', 'events'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-192.png', sizes: '192x192', type: 'image/png', purpose: 'maskable' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  screenshots: [
    {
      src: '/screenshots/participants-narrow.png',
      sizes: '390x844',
      type: 'image/png',
      form_factor: 'narrow',
      label: 'Каталог участников выставки на телефоне',
    },
    {
      src: '/screenshots/program-wide.png',
      sizes: '1366x768',
      type: 'image/png',
      form_factor: 'wide',
      label: 'Деловая программа выставки на компьютере',
    },
  ],
  shortcuts: [
    {
      name: 'Деловая программа',
      short_name: 'Программа',
      url: '/?to=exhibition/program',
      icons: [{ src: '/icons/shortcut-program-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Участники выставки',
      short_name: 'Участники',
      url: '/?to=exhibition/participants',
      icons: [{ src: '/icons/shortcut-participants-96.png', sizes: '96x96', type: 'image/png' }],
    },
    {
      name: 'Электронный билет',
      short_name: 'Билет',
      url: '/?to=personal/ticket',
      icons: [{ src: '/icons/shortcut-ticket-96.png', sizes: '96x96', type: 'image/png' }],
    },
  ],
};
