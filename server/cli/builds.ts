/**
 * `npm run builds`: the builds kept beside DIST_DIR (server/builds.ts, decision 0022).
 *
 *   npm run builds                        list them: id, commit, made, retired, which one is current
 *   npm run builds -- use <id|previous>   point DIST_DIR at another kept build (a rollback); restart the
 *                                         instances afterwards, one at a time
 *   npm run builds -- prune               remove the builds retired more than a week ago (each build does it too)
 *
 * `use` refuses a build made from another commit than the one checked out: its pages would talk to server
 * code they were not built with. It says how to check that commit out first.
 */
import { checkedOutCommit, GRACE_DAYS, listBuilds, previousBuild, pruneBuilds, switchTo, type KeptBuild } from '../builds';

const distDir = process.env.DIST_DIR ?? './dist';
const USAGE = 'Usage: npm run builds [-- list | use <id|previous> | prune]';

function describe(build: KeptBuild): string {
  const state = build.current ? 'current' : build.retiredAt ? `retired ${build.retiredAt}` : 'never current';
  return `${build.current ? '*' : ' '} ${build.id.padEnd(30)} commit ${(build.commit ?? '?').padEnd(12)} made ${build.createdAt}  ${state}`;
}

function list() {
  const builds = listBuilds(distDir);
  if (builds.length === 0) {
    console.log(`No builds beside ${distDir} yet: npm run build makes one.`);
    return;
  }
  for (const build of builds) console.log(describe(build));
  console.log(`(* is what ${distDir} points to; retired builds are removed ${GRACE_DAYS} days after they were replaced)`);
}

function use(wanted: string | undefined) {
  if (!wanted) throw new UsageError();
  const build = wanted === 'previous' ? previousBuild(distDir) : listBuilds(distDir).find((kept) => kept.id === wanted);
  if (!build) {
    console.error(
      wanted === 'previous' ? 'There is no previous build to go back to.' : `There is no build ${wanted}: npm run builds lists them.`,
    );
    process.exit(1);
  }
  const head = checkedOutCommit();
  if (build.commit && head && build.commit !== head) {
    console.error(
      `Build ${build.id} was made from commit ${build.commit}, and ${head} is checked out. Bring that code back first:\n` +
        `  git checkout --detach ${build.commit} && npm ci\nthen run this command again.`,
    );
    process.exit(1);
  }
  if (build.current) {
    console.log(`${distDir} already points to ${build.id}.`);
    return;
  }
  switchTo(distDir, build.id, new Date());
  console.log(`${distDir} points to ${build.id} now. Restart the instances, one at a time, to serve it.`);
}

class UsageError extends Error {}

const [command = 'list', ...rest] = process.argv.slice(2);
try {
  if (command === 'list' && rest.length === 0) list();
  else if (command === 'use' && rest.length <= 1) use(rest[0]);
  else if (command === 'prune' && rest.length === 0) {
    const removed = pruneBuilds(distDir, new Date());
    console.log(removed.length > 0 ? `Removed ${removed.join(', ')}.` : 'Nothing to remove.');
  } else throw new UsageError();
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(USAGE);
  process.exit(2);
}
