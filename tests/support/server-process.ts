/**
 * The real server process (`node --import tsx server/main.ts`), started the way an operator starts it:
 * answers its address once it logs "serving on", or its exit code and everything it printed when it
 * refuses to start.
 */
import { spawn } from 'node:child_process';

export type ServerProcess = {
  url: string;
  /** Everything printed so far (stdout and stderr). */
  output: () => string;
  /** SIGTERM, then the exit code. */
  stop: () => Promise<number | null>;
};

export type ProcessStart = { serving: ServerProcess } | { exitCode: number | null; output: string };

/** `env` is added to the test's own environment; an empty value unsets a variable for the server. */
export async function startServerProcess(env: Record<string, string>): Promise<ProcessStart> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // 'close' comes once the pipes are drained, so the output holds the reason a start failed.
  const closed = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return new Promise<ProcessStart>((resolve) => {
    const onData = () => {
      const url = /serving on (http:\/\/[^\s"]+)/.exec(output)?.[1];
      if (!url) return;
      child.stdout.off('data', onData);
      resolve({
        serving: {
          url,
          output: () => output,
          stop: async () => {
            child.kill('SIGTERM');
            return closed;
          },
        },
      });
    };
    child.stdout.on('data', onData);
    void closed.then((exitCode) => resolve({ exitCode, output }));
  });
}

/** The started server, or a failure that shows what the process printed. */
export function serving(start: ProcessStart): ServerProcess {
  if ('serving' in start) return start.serving;
  throw new Error(`the server did not start (exit ${start.exitCode}):\n${start.output}`);
}

/** The refusal, or a failure (after stopping the server) when it started after all. */
export async function refused(start: ProcessStart): Promise<{ exitCode: number | null; output: string }> {
  if ('serving' in start) {
    await start.serving.stop();
    throw new Error(`the server started:\n${start.serving.output()}`);
  }
  return start;
}
