/**
 * "Build 2" for the update test: the same app with every asset renamed (`-b2-` in each file name), as a
 * deploy with changed hashes looks to a tab that is still open. Run with `vite build --config` and an
 * --outDir outside dist/, so the build the other tests use is untouched.
 */
import { defineConfig, mergeConfig } from 'vite';
import baseConfig from '../../vite.config';

export default defineConfig((env) =>
  mergeConfig(baseConfig(env), {
    logLevel: 'error',
    build: {
      rollupOptions: {
        output: {
          entryFileNames: 'assets/[name]-b2-[hash].js',
          chunkFileNames: 'assets/[name]-b2-[hash].js',
          assetFileNames: 'assets/[name]-b2-[hash][extname]',
        },
      },
    },
  }),
);
