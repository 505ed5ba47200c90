/**
 * Versioned builds: each `npm run build` writes a folder of its own and then switches one pointer, so no
 * build ever overwrites the files a running instance or a visitor's open page still needs (decision 0022).
 *
 *   builds/<id>/              one build: index.html, sw.js, assets/, ssr/, .vite/, and .build/info.json
 *   builds/<id>/.build/retired   when it stopped being the current build (absent while it is current)
 *   dist -> builds/<id>       the pointer (DIST_DIR), a relative symlink replaced by a rename: atomic
 *
 * An instance resolves the pointer once, at start, and serves that folder until it stops: its pages name
 * its own chunks and its sw.js stays the one its pages registered. `/assets/` files are named by their
 * content, so an instance also answers the hashed files of the other kept builds (http/static.ts): a page
 * of the previous build, or of the next one during a rolling restart, gets its chunks from any instance.
 * Old builds are removed by the next build once they have been retired for GRACE_DAYS.
 *
 * A DIST_DIR that is a plain folder (a `vite build --outDir` of a test or a benchmark) is served as it is.
 */
import {
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';

/** Why a week: see decision 0022 (a show lasts four days and visitors keep its pages open; a build is about 7 MB). */
export const GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;
/** A staging folder this old is a build that died half-way: nothing will finish it. */
const STALE_STAGING_MS = DAY_MS;

const META_DIR = '.build';
const STAGING_PREFIX = '.staging-';

export type BuildInfo = { id: string; createdAt: string; commit: string | null };
export type KeptBuild = BuildInfo & { dir: string; retiredAt: string | null; current: boolean };

/** What an instance serves: the folder the pointer named when it started, and where the other builds are. */
export type ServedBuild = { dir: string; id: string | null; buildsDir: string | null };

/** The commit checked out in the working directory, or null outside a git checkout (an unpacked archive, an image). */
export function checkedOutCommit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], { stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return null;
  }
}

/** The folder of every build, beside the pointer: DIST_DIR ./dist keeps them in ./builds. */
export function buildsDirFor(distDir: string): string {
  return path.join(path.dirname(path.resolve(distDir)), 'builds');
}

function readInfo(dir: string): BuildInfo | null {
  try {
    return JSON.parse(readFileSync(path.join(dir, META_DIR, 'info.json'), 'utf8')) as BuildInfo;
  } catch {
    return null;
  }
}

function readRetired(dir: string): string | null {
  try {
    return readFileSync(path.join(dir, META_DIR, 'retired'), 'utf8').trim();
  } catch {
    return null;
  }
}

/** Resolves DIST_DIR once (an instance keeps this folder for its whole life). */
export function resolveServedBuild(distDir: string): ServedBuild {
  if (!existsSync(distDir)) return { dir: path.resolve(distDir), id: null, buildsDir: null };
  const dir = realpathSync(distDir);
  const info = readInfo(dir);
  return { dir, id: info?.id ?? null, buildsDir: info ? path.dirname(dir) : null };
}

/** The builds kept beside DIST_DIR, newest first. */
export function listBuilds(distDir: string): KeptBuild[] {
  const buildsDir = buildsDirFor(distDir);
  if (!existsSync(buildsDir)) return [];
  const current = existsSync(distDir) ? realpathSync(distDir) : null;
  return readdirSync(buildsDir)
    .filter((name) => !name.startsWith('.'))
    .flatMap((name) => {
      const dir = path.join(buildsDir, name);
      const info = readInfo(dir);
      return info ? [{ ...info, dir, retiredAt: readRetired(dir), current: dir === current }] : [];
    })
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
}

/** A new id: the UTC time and the commit, e.g. 20271109-070211-5dc84c0 (a suffix if that folder exists). */
export function newBuildId(distDir: string, now: Date, commit: string | null): string {
  const stamp = now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
  const base = `${stamp}-${commit ?? 'local'}`;
  const buildsDir = buildsDirFor(distDir);
  let id = base;
  for (let n = 2; existsSync(path.join(buildsDir, id)) || existsSync(path.join(buildsDir, `${STAGING_PREFIX}${id}`)); n += 1)
    id = `${base}-${n}`;
  return id;
}

/** Where a build is written before it is complete; the same file system as the pointer, so it moves by a rename. */
export function stagingDirFor(distDir: string, id: string): string {
  const dir = path.join(buildsDirFor(distDir), `${STAGING_PREFIX}${id}`);
  mkdirSync(dir, { recursive: true });
  return dir;
}

/** Seals a staged build under its id: from now on it is a build that `use` may switch to. */
export function sealBuild(distDir: string, stagingDir: string, info: BuildInfo): string {
  mkdirSync(path.join(stagingDir, META_DIR), { recursive: true });
  writeFileSync(path.join(stagingDir, META_DIR, 'info.json'), `${JSON.stringify(info, null, 2)}\n`);
  const dir = path.join(buildsDirFor(distDir), info.id);
  renameSync(stagingDir, dir);
  return dir;
}

/**
 * A DIST_DIR that is still a plain folder (built before builds were versioned) becomes a retired build, so
 * the pointer can take its place and its hashed files stay available for the grace period.
 */
function adoptPlainFolder(distDir: string, now: Date): string | null {
  if (!existsSync(distDir) || lstatSync(distDir).isSymbolicLink()) return null;
  if (readInfo(distDir)) throw new Error(`${distDir} is a build folder, not the pointer to one: set DIST_DIR to the pointer (./dist)`);
  const stamp = statSync(distDir).mtime;
  const id = newBuildId(distDir, stamp, 'unversioned');
  mkdirSync(path.join(distDir, META_DIR), { recursive: true });
  writeFileSync(
    path.join(distDir, META_DIR, 'info.json'),
    `${JSON.stringify({ id, createdAt: stamp.toISOString(), commit: null }, null, 2)}\n`,
  );
  writeFileSync(path.join(distDir, META_DIR, 'retired'), now.toISOString());
  mkdirSync(buildsDirFor(distDir), { recursive: true });
  renameSync(distDir, path.join(buildsDirFor(distDir), id));
  return id;
}

/**
 * Points DIST_DIR at build `id`: a new symlink renamed over the old one, so a reader sees the old build or
 * the new, never neither. The build it replaces is marked retired now; the one it names is not.
 */
export function switchTo(distDir: string, id: string, now: Date): { previous: string | null } {
  const target = path.join(buildsDirFor(distDir), id);
  if (!readInfo(target)) throw new Error(`there is no build ${id} in ${buildsDirFor(distDir)}`);
  const adopted = adoptPlainFolder(distDir, now);
  const previousDir = !adopted && existsSync(distDir) ? realpathSync(distDir) : null;
  replacePointer(distDir, target);
  const previous = previousDir && previousDir !== realpathSync(target) ? readInfo(previousDir) : null;
  if (previousDir && previous) writeFileSync(path.join(previousDir, META_DIR, 'retired'), now.toISOString());
  return { previous: adopted ?? previous?.id ?? null };
}

function replacePointer(distDir: string, target: string) {
  const pointer = path.resolve(distDir);
  const temporary = `${pointer}.switch-${process.pid}`;
  rmSync(temporary, { force: true });
  symlinkSync(path.relative(path.dirname(pointer), target), temporary);
  renameSync(temporary, pointer);
  rmSync(path.join(target, META_DIR, 'retired'), { force: true });
}

/** The build that was current before the current one: the most recently retired. */
export function previousBuild(distDir: string): KeptBuild | null {
  const retired = listBuilds(distDir).filter((build) => !build.current && build.retiredAt);
  return retired.sort((a, b) => (b.retiredAt ?? '').localeCompare(a.retiredAt ?? ''))[0] ?? null;
}

/**
 * Removes the builds retired more than `graceDays` ago, and staging folders of builds that died half-way.
 * Never the current build, nor one never made current (it has no retirement time).
 */
export function pruneBuilds(distDir: string, now: Date, graceDays = GRACE_DAYS): string[] {
  const buildsDir = buildsDirFor(distDir);
  if (!existsSync(buildsDir)) return [];
  const removed: string[] = [];
  for (const build of listBuilds(distDir)) {
    if (build.current || !build.retiredAt) continue;
    if (now.getTime() - Date.parse(build.retiredAt) > graceDays * DAY_MS) {
      rmSync(build.dir, { recursive: true, force: true });
      removed.push(build.id);
    }
  }
  for (const name of readdirSync(buildsDir)) {
    const dir = path.join(buildsDir, name);
    if (name.startsWith(STAGING_PREFIX) && now.getTime() - statSync(dir).mtimeMs > STALE_STAGING_MS) {
      rmSync(dir, { recursive: true, force: true });
      removed.push(name);
    }
  }
  return removed;
}
