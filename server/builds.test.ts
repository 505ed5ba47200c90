import { existsSync, lstatSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  GRACE_DAYS,
  listBuilds,
  newBuildId,
  previousBuild,
  pruneBuilds,
  resolveServedBuild,
  sealBuild,
  stagingDirFor,
  switchTo,
} from './builds';

const DAY = 24 * 60 * 60 * 1000;
let root: string;
let distDir: string;

/** A build as scripts/build.ts makes one, with a page naming its own chunk. */
function makeBuild(at: Date, chunk: string): string {
  const id = newBuildId(distDir, at, 'abc1234');
  const staging = stagingDirFor(distDir, id);
  mkdirSync(path.join(staging, 'assets'));
  writeFileSync(path.join(staging, 'assets', chunk), chunk);
  writeFileSync(path.join(staging, 'index.html'), `<script src="/assets/${chunk}"></script>`);
  sealBuild(distDir, staging, { id, createdAt: at.toISOString(), commit: 'abc1234' });
  return id;
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'expo-builds-'));
  distDir = path.join(root, 'dist');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('versioned builds', () => {
  it('points dist at a new build in one rename, and an instance that resolved the old one keeps its folder', () => {
    const a = makeBuild(new Date('2027-11-01T10:00:00Z'), 'index-aaaa.js');
    switchTo(distDir, a, new Date('2027-11-01T10:01:00Z'));
    const servedByA = resolveServedBuild(distDir);
    expect(servedByA).toMatchObject({ id: a, buildsDir: path.join(root, 'builds') });

    const b = makeBuild(new Date('2027-11-02T10:00:00Z'), 'index-bbbb.js');
    expect(switchTo(distDir, b, new Date('2027-11-02T10:01:00Z'))).toEqual({ previous: a });
    expect(lstatSync(distDir).isSymbolicLink()).toBe(true);
    expect(resolveServedBuild(distDir).id).toBe(b);
    // What instance A started with is untouched: its page and its chunk.
    expect(readFileSync(path.join(servedByA.dir, 'index.html'), 'utf8')).toContain('index-aaaa.js');
    expect(existsSync(path.join(servedByA.dir, 'assets', 'index-aaaa.js'))).toBe(true);
    expect(listBuilds(distDir).map((build) => [build.id, build.current, build.retiredAt])).toEqual([
      [b, true, null],
      [a, false, '2027-11-02T10:01:00.000Z'],
    ]);
    expect(previousBuild(distDir)?.id).toBe(a);
  });

  it('goes back to the previous build and forward again (rollback, then roll forward)', () => {
    const a = makeBuild(new Date('2027-11-01T10:00:00Z'), 'index-aaaa.js');
    switchTo(distDir, a, new Date('2027-11-01T10:01:00Z'));
    const b = makeBuild(new Date('2027-11-02T10:00:00Z'), 'index-bbbb.js');
    switchTo(distDir, b, new Date('2027-11-02T10:01:00Z'));

    switchTo(distDir, previousBuild(distDir)!.id, new Date('2027-11-02T11:00:00Z'));
    expect(resolveServedBuild(distDir).id).toBe(a);
    expect(previousBuild(distDir)?.id).toBe(b);
    switchTo(distDir, previousBuild(distDir)!.id, new Date('2027-11-02T12:00:00Z'));
    expect(resolveServedBuild(distDir).id).toBe(b);
  });

  it(`removes a build ${GRACE_DAYS} days after it was replaced, never the current one, and half-written builds after a day`, () => {
    const a = makeBuild(new Date('2027-11-01T10:00:00Z'), 'index-aaaa.js');
    switchTo(distDir, a, new Date('2027-11-01T10:00:00Z'));
    const b = makeBuild(new Date('2027-11-02T10:00:00Z'), 'index-bbbb.js');
    const replaced = new Date('2027-11-02T10:00:00Z');
    switchTo(distDir, b, replaced);
    const stale = stagingDirFor(distDir, 'died-half-way');
    utimesSync(stale, new Date(replaced.getTime() - 2 * DAY), new Date(replaced.getTime() - 2 * DAY));

    expect(pruneBuilds(distDir, new Date(replaced.getTime() + GRACE_DAYS * DAY - 1000))).toEqual(['.staging-died-half-way']);
    expect(listBuilds(distDir).map((build) => build.id)).toEqual([b, a]);
    expect(pruneBuilds(distDir, new Date(replaced.getTime() + GRACE_DAYS * DAY + 1000))).toEqual([a]);
    expect(listBuilds(distDir).map((build) => build.id)).toEqual([b]);
    // Years later the current build is still there.
    expect(pruneBuilds(distDir, new Date('2030-01-01T00:00:00Z'))).toEqual([]);
  });

  it('takes over a dist/ built before builds were versioned as a retired build, so its chunks stay available', () => {
    mkdirSync(path.join(distDir, 'assets'), { recursive: true });
    writeFileSync(path.join(distDir, 'assets', 'index-old0.js'), 'old');
    const b = makeBuild(new Date('2027-11-02T10:00:00Z'), 'index-bbbb.js');
    expect(switchTo(distDir, b, new Date('2027-11-02T10:01:00Z')).previous).toMatch(/-unversioned$/);
    const old = previousBuild(distDir)!;
    expect(readFileSync(path.join(old.dir, 'assets', 'index-old0.js'), 'utf8')).toBe('old');
    expect(resolveServedBuild(distDir).id).toBe(b);
  });

  it('serves a plain folder (a `vite build --outDir` of a test) as it is, with no other builds to look in', () => {
    mkdirSync(distDir);
    expect(resolveServedBuild(distDir)).toEqual({ dir: distDir, id: null, buildsDir: null });
  });

  it('gives two builds made in the same second of the same commit different ids', () => {
    const at = new Date('2027-11-02T10:00:00Z');
    expect(makeBuild(at, 'a.js')).toBe('20271102-100000-abc1234');
    expect(makeBuild(at, 'b.js')).toBe('20271102-100000-abc1234-2');
  });
});
