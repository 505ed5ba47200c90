/**
 * The sign-in load of bench-api-signin.ts, run in a process of its own. Two hundred clients retrying at once
 * keep an event loop busy; in the process that also samples the catalogue's latency, that loop's own delay
 * would be measured as the server's. Forked like the server (bench-api.ts), it reports its tallies over IPC.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const PASSWORD = 'Prokat-2027';
/** One sign-in in UNKNOWN_EVERY is for a login that does not exist. */
export const UNKNOWN_EVERY = 5;

export type Visitor = { login: string; access: string };
/** Answers by "known|unknown login <status>", their latencies in ms, and how long the load ran. */
export type Load = { answers: Map<string, number>; latencies: Map<string, number[]>; elapsedS: number };
type Order = { base: string; visitors: Visitor[]; clients: number; patient: boolean; durationMs: number };

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export const signIn = (base: string, login: string, password = PASSWORD) =>
  fetch(`${base}/user/login/`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ login, password }),
  });

/**
 * `clients` clients signing in back to back for `durationMs`: every UNKNOWN_EVERY-th attempt with a login that
 * does not exist. `patient`: a 503 or 429 makes the client wait its Retry-After (at most 5 s), as the app's
 * form tells a person to; otherwise it tries again at once.
 */
async function signInLoad({ base, visitors, clients, patient, durationMs }: Order): Promise<Load> {
  let done = false;
  const stop = sleep(durationMs).then(() => (done = true));
  const answers = new Map<string, number>();
  const latencies = new Map<string, number[]>();
  let serial = 0;
  const client = async (index: number) => {
    while (!done) {
      serial += 1;
      const unknown = serial % UNKNOWN_EVERY === 0;
      const login = unknown ? `nobody.${serial}@example.org` : (visitors[(index + serial) % visitors.length] as Visitor).login;
      const started = performance.now();
      const res = await signIn(base, login);
      await res.arrayBuffer();
      const key = `${unknown ? 'unknown login' : 'known login'} ${res.status}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
      const list = latencies.get(key) ?? [];
      list.push(performance.now() - started);
      latencies.set(key, list);
      if (patient && (res.status === 503 || res.status === 429)) {
        const wait = Math.min(5, Number(res.headers.get('retry-after') ?? 1)) * 1000;
        await Promise.race([sleep(wait), stop]);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: clients }, (_, index) => client(index)));
  return { answers, latencies, elapsedS: (performance.now() - started) / 1000 };
}

/** Starts the load in a child process; `started` once it is sending, `done` with its tallies. */
export function signInLoadElsewhere(order: Order): { started: Promise<void>; done: Promise<Load> } {
  // 'advanced' serialisation: the tallies are Maps, which JSON would turn into {}.
  const child = fork(fileURLToPath(import.meta.url), ['--signin-load'], { execArgv: ['--import', 'tsx'], serialization: 'advanced' });
  let markStarted = () => {};
  const started = new Promise<void>((resolve) => (markStarted = resolve));
  const done = new Promise<Load>((resolve, reject) => {
    child.on('message', (message) => {
      if (message === 'started') return markStarted();
      resolve(message as Load);
      child.disconnect();
    });
    child.once('exit', (code) => reject(new Error(`the sign-in load process exited early (code ${code})`)));
  });
  child.send(order);
  return { started, done };
}

if (process.argv[2] === '--signin-load') {
  process.once('message', (order) => {
    process.send?.('started');
    void signInLoad(order as Order).then((load) => process.send?.(load));
  });
}
