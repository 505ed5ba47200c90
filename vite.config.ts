import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { webManifest } from './src/pwa/manifest';

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
        // The whole shell works offline: HTML, every JS and CSS chunk (the three locale files are JS chunks,
        // so every language works), icons, flags, fonts and placeholder images.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,avif,ico,woff,woff2,json}'],
        // Compressed twins are served by the server; install screenshots are large and only the install dialog needs them.
        globIgnores: ['**/*.br', '**/*.gz', 'screenshots/**', '**/screenshot*'],
      },
      manifest: webManifest,
    }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080', '/media': 'http://localhost:8080' },
  },
  build: { target: 'es2022', sourcemap: false },
});
