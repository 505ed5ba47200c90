import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

export default defineConfig({
  plugins: [
    // The router plugin generates src/routeTree.gen.ts and must run before the React plugin.
    tanstackRouter({ target: 'react', autoCodeSplitting: true }),
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        // Locale chunks are JS and land in the precache with the app, so every language works offline.
        globPatterns: ['**/*.{js,css,html,svg,woff2,json}'],
        globIgnores: ['**/*.br', '**/*.gz'],
      },
      manifest: {
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
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' },
  },
  build: { target: 'es2022', sourcemap: false },
});
