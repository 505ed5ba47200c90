/**
 * The web app manifest (installability): one module, so the build (vite.config.ts) writes it and the
 * tests check every field against the same object.
 */
import type { ManifestOptions } from 'vite-plugin-pwa';

export const webManifest: Partial<ManifestOptions> = {
  id: '/',
  name: 'Металл-Индустрия — выставка',
  short_name: 'Металл-Индустрия',
  description: 'Международная промышленная выставка металлургии и металлообработки: участники, программа, билет.',
  lang: 'ru',
  start_url: '/',
  scope: '/',
  display: 'standalone',
  background_color: '#ffffff',
  theme_color: '#003761',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
