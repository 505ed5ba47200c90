/**
 * `npm run build`: the client, its service worker and the server renderer, written into a new folder
 * `builds/<id>/` beside DIST_DIR (default ./dist); once the build is complete and compressed, DIST_DIR is
 * switched to it in one rename, and builds retired more than a week ago are removed (server/builds.ts,
 * decision 0022). Running instances keep serving the build they started with until they are restarted.
 *
 * Arguments after `npm run build --` go to both `vite build` runs (a test builds a second version with
 * `--config`).
 */
import { spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { buildsDirFor, checkedOutCommit, newBuildId, pruneBuilds, sealBuild, stagingDirFor, switchTo } from '../server/builds';

const distDir = process.env.DIST_DIR ?? './dist';
const viteArgs = process.argv.slice(2);

function run(args: string[]) {
  const result = spawnSync(process.execPath, args, { stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${args.slice(0, 3).join(' ')} failed (exit ${result.status ?? result.signal})`);
}

const started = new Date();
const commit = checkedOutCommit();
const id = newBuildId(distDir, started, commit);
const staging = stagingDirFor(distDir, id);
try {
  const vite = path.resolve('node_modules/vite/bin/vite.js');
  run([vite, 'build', '--outDir', staging, '--emptyOutDir', ...viteArgs]);
  run([vite, 'build', '--ssr', 'src/entry-server.tsx', '--outDir', path.join(staging, 'ssr'), '--emptyOutDir', ...viteArgs]);
  run(['--import', 'tsx', 'scripts/compress-dist.ts', staging]);
} catch (error) {
  rmSync(staging, { recursive: true, force: true });
  console.error(`The build failed; ${distDir} still serves the build it did before.`);
  throw error;
}
sealBuild(distDir, staging, { id, createdAt: started.toISOString(), commit });
const now = new Date();
const { previous } = switchTo(distDir, id, now);
const removed = pruneBuilds(distDir, now);
console.log(
  [
    `Build ${id} is in ${path.relative(process.cwd(), path.join(buildsDirFor(distDir), id))} and ${distDir} points to it${previous ? ` (before: ${previous}, kept for rollback)` : ''}.`,
    'Running instances keep serving the build they started with until they are restarted.',
    removed.length > 0 ? `Removed builds retired over a week ago: ${removed.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n'),
);
