/**
 * "Build 2" for the update and upgrade tests: the same app with every client asset renamed (`-b2-` in each
 * file name), as a deploy with changed hashes looks to a tab that is still open. The update test runs it
 * with `vite build --config` and an --outDir outside dist/; the upgrade test passes it through
 * `npm run build -- --config`, whose server-renderer build keeps its usual names (the server loads
 * ssr/entry-server.js by name).
 */
import { defineConfig, mergeConfig } from 'vite';
import baseConfig from '../../vite.config';

export default defineConfig((env) =>
  mergeConfig(
    baseConfig(env),
    env.isSsrBuild
      ? { logLevel: 'error' }
      : {
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
        },
  ),
);
