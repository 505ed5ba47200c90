/**
 * The project runs on one Node line, written the same way wherever a person or a machine reads it, and
 * every dependency npm installs accepts it. A dependency that raises its `engines.node` past ours (as
 * sanitize-html 2.18 did with Node 22.12) installs with only a warning and may then fail at run time, so
 * this test turns the warning into a failure: pick a version that supports our Node, or move the project
 * to a newer Node everywhere at once.
 */
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

const read = (file: string) => readFileSync(file, 'utf8');
const packageJson = JSON.parse(read('package.json')) as { engines: { node: string } };
/** The lowest Node the project promises: every dependency must accept it (and so every later 20.x). */
const floor = semver.minVersion(packageJson.engines.node)!;
const major = String(floor.major);

type LockEntry = { version?: string; dev?: boolean; optional?: boolean; engines?: { node?: string } | string[] };
const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, LockEntry> };

/** The packages of the lock whose engines.node range leaves out `version`, production ones first. */
function refusing(version: string) {
  return Object.entries(lock.packages)
    .filter(([name, entry]) => name !== '' && entry.engines && !Array.isArray(entry.engines) && entry.engines.node)
    .filter(([, entry]) => !semver.satisfies(version, (entry.engines as { node: string }).node))
    .map(([name, entry]) => ({
      name: name.replace(/^.*node_modules\//, ''),
      version: entry.version,
      engines: (entry.engines as { node: string }).node,
      production: !entry.dev,
    }))
    .sort((a, b) => Number(b.production) - Number(a.production));
}

describe('the Node version', () => {
  it('is one line everywhere: package.json engines, .nvmrc, both Dockerfile stages, the README and the deploy guide', () => {
    expect(packageJson.engines.node).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(read('.nvmrc').trim()).toBe(major);
    const images = [...read('Dockerfile').matchAll(/^FROM (\S+)/gm)].map((match) => match[1]);
    expect(images).toEqual([`node:${major}-bookworm-slim`, `node:${major}-bookworm-slim`]);
    expect(read('README.md')).toContain(`Needs Node ${major} (${floor.major}.${floor.minor} or later;`);
    // The bare-machine guide installs this line from NodeSource's repository.
    expect(read('docs/deploy.md')).toContain(`https://deb.nodesource.com/node_${major}.x nodistro main`);
  });

  it('is accepted by the engines of every package in the lock file, production and development', () => {
    expect(refusing(floor.version)).toEqual([]);
  });

  it('includes the Node that runs this test, so the machine is on the project’s line', () => {
    expect(semver.satisfies(process.versions.node, packageJson.engines.node)).toBe(true);
  });
});
