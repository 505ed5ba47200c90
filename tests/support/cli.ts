/** The operator's commands run as their own processes, as `npm run <script> -- args` would (node + tsx, no npm in between). */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type CliResult = { code: number; stdout: string; stderr: string };

/** Runs server/cli/<script>.ts with `env`; never throws, the exit code says how it ended. */
export async function runCli(script: string, args: string[], env: NodeJS.ProcessEnv): Promise<CliResult> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', `server/cli/${script}.ts`, ...args], {
      env,
      cwd: process.cwd(),
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}
