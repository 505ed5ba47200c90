/**
 * `npm test`: every check the project promises, and how long each part took.
 *
 * The checks that need no build (type-check, lint, format) run beside the build, since each of them keeps
 * one core busy on its own; Vitest runs the three suites (unit, API, browser) on shared workers as soon as
 * the build is done, beside the checks still running. Waiting for all of them had left a core idle while the
 * type-check ran alone for its last half minute. A check that fails says so as it ends, in the middle of the
 * suites' output, and fails the run. At the end a table gives each part's time, so the next slow-down shows
 * in the run that caused it. Arguments after `npm test --` go to Vitest (a reporter, a file filter,
 * `--maxWorkers`).
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import type { ProjectTimes } from '../tests/support/part-times-reporter';

type Part = { name: string; ms: number; ok: boolean; note?: string };

function run(command: string, args: string[], options: { capture: boolean; env?: NodeJS.ProcessEnv }) {
  const started = Date.now();
  return new Promise<{ ok: boolean; ms: number; output: string }>((resolve) => {
    const child = spawn(command, args, {
      stdio: options.capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, ...options.env },
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ ok: code === 0, ms: Date.now() - started, output }));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main() {
  const started = Date.now();
  const parts: Part[] = [];
  const checks: [string, string[]][] = [
    ['typecheck', ['run', 'typecheck']],
    ['lint', ['run', 'lint']],
    ['format', ['run', 'format:check']],
    ['build', ['run', 'build']],
  ];
  const running = checks.map(async ([name, args]) => {
    const result = await run('npm', ['--silent', ...args], { capture: true });
    // Printed as each finishes, whole, so parallel outputs never interleave.
    process.stdout.write(`\n== ${name}: ${result.ok ? 'ok' : 'FAILED'} in ${seconds(result.ms)}\n`);
    if (!result.ok || name !== 'build') process.stdout.write(result.output.trim() ? `${result.output.trimEnd()}\n` : '');
    return { name, ms: result.ms, ok: result.ok };
  });
  const build = await running[checks.findIndex(([name]) => name === 'build')]!;
  const suites: Part[] = [];
  if (build.ok) {
    const chromium = await run('bash', ['scripts/ensure-chromium.sh'], { capture: false });
    suites.push({ name: 'browser check', ms: chromium.ms, ok: chromium.ok });
    if (chromium.ok) {
      const userArgs = process.argv.slice(2);
      const timesFile = path.resolve('.tmp/part-times.json');
      mkdirSync(path.dirname(timesFile), { recursive: true });
      rmSync(timesFile, { force: true });
      const reporters = userArgs.some((arg) => arg.startsWith('--reporter')) ? [] : ['--reporter=default'];
      const vitest = await run(
        process.execPath,
        ['node_modules/vitest/vitest.mjs', 'run', ...reporters, '--reporter=./tests/support/part-times-reporter.ts', ...userArgs],
        { capture: false, env: { PART_TIMES_FILE: timesFile } },
      );
      suites.push({ name: 'vitest (all suites)', ms: vitest.ms, ok: vitest.ok });
      if (existsSync(timesFile)) {
        const projects = JSON.parse(readFileSync(timesFile, 'utf8')) as Record<string, ProjectTimes>;
        for (const name of ['unit', 'api', 'e2e']) {
          const times = projects[name];
          if (!times) continue;
          suites.push({
            name: `  ${name}`,
            ms: times.spanMs,
            ok: true,
            note: `${times.files} files, ${times.tests} tests, ${seconds(times.busyMs)} of worker time; slowest: ${times.slowest
              .slice(0, 3)
              .map((file) => `${path.basename(file.file)} ${seconds(file.ms)}`)
              .join(', ')}`,
          });
        }
      }
    }
  }

  parts.push(...(await Promise.all(running)), ...suites);

  const total = Date.now() - started;
  console.log('\n== npm test: time per part (checks side by side; the suites share the workers from the end of the build)');
  for (const part of parts)
    console.log(`${part.name.padEnd(22)} ${seconds(part.ms).padStart(9)}  ${part.ok ? '' : 'FAILED '}${part.note ?? ''}`);
  console.log(`${'total (wall)'.padEnd(22)} ${seconds(total).padStart(9)}`);
  process.exitCode = parts.every((part) => part.ok) ? 0 : 1;
}

void main();
