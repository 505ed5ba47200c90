/**
 * The sign-in parts of `npm run bench:api` (issue 19, "sign-in under pressure"); `-- --signin-only` runs
 * only these and the token check (bench-api-tokens.ts), `-- --burst-only` only the sign-up burst.
 *
 * - Sign-ins per second: visitors registered beforehand (outside the measurement) sign in back to back,
 *   first with a few clients per hashing slot (the queue never overflows: the server's capacity), then with
 *   PRESSURE_CLIENTS (the queue overflows: the share answered 503 with Retry-After). Divided by the
 *   hashing pool's concurrency (server/auth/password.ts: cores − 1, at least 1) and by the machine's CPUs.
 * - The catalogue's median and p99 for one client reading it back to back, idle and then while
 *   PRESSURE_CLIENTS sign in (a share with made-up logins, which must cost as much as a wrong password):
 *   once as the app behaves (a refused client waits its Retry-After) and once as a flood (it retries at
 *   once). Target: p99 within 3× idle.
 * - The sign-up burst that predates these: BURST_IN_FLIGHT clients registering and signing in.
 *
 * The sign-in clients run in a process of their own (bench-api-signin-load.ts), so their event loop's delay
 * is not counted in the catalogue's latency; the burst's 20 clients still share the sampler's process.
 *
 * Every client runs from 127.0.0.1, so the server runs with RATE_LIMIT_SCALE=1000 (bench-api.ts) as the
 * browser tests do; at the production scale of 1 one address gets 20 failed sign-ins per 15 minutes and
 * the rest are 429. 429s are counted and printed, so a budget that bites is visible, not hidden.
 */
import os from 'node:os';
import { PASSWORD, signIn, signInLoadElsewhere, UNKNOWN_EVERY, type Load, type Visitor } from './bench-api-signin-load';

export type { Visitor };

const BURST_IN_FLIGHT = 20;
/** The figure: the catalogue's p99 while 200 clients try to sign in. */
export const PRESSURE_CLIENTS = Number(process.env.BENCH_SIGNIN_CLIENTS ?? 200);
/** Accounts the sign-in clients share; each is one registration (one hash) before the measurement. */
const VISITORS = Number(process.env.BENCH_SIGNIN_VISITORS ?? 40);
const PHASE_S = Number(process.env.BENCH_BURST_DURATION ?? 8);

export type Hashing = { concurrency: number; queueLimit: number };

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const ms = (n: number) => Number(n.toFixed(1));

/** Reads url back to back until `until` resolves; answers each call's latency in ms, sorted. */
async function sampleLatency(url: string, until: Promise<void>): Promise<number[]> {
  let done = false;
  void until.then(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(url, { headers: { 'Accept-Encoding': 'gzip' } });
    await res.arrayBuffer();
    if (res.status !== 200) throw new Error(`catalogue answered ${res.status}`);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

function registrationForm(login: string): FormData {
  const form = new FormData();
  const fields = {
    login,
    password: PASSWORD,
    confirmPassword: PASSWORD,
    first_name: 'Ольга',
    last_name: 'Белоусова',
    phone: '+7 (912) 345-67-89',
    company: 'АО «Бенч»',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return form;
}

/** Registers `count` visitors, a few at a time so the hashing queue is not the thing being tested here. */
export async function registerVisitors(base: string, count = VISITORS, tag = 'signin'): Promise<Visitor[]> {
  const visitors: Visitor[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const login = `${tag}.${(next += 1)}.${Date.now().toString(36)}@example.org`;
      for (;;) {
        const res = await fetch(`${base}/user/registration/`, { method: 'POST', body: registrationForm(login) });
        const body = (await res.json()) as { access?: string };
        if (res.status === 201 && body.access) {
          visitors.push({ login, access: body.access });
          break;
        }
        if (res.status !== 503) throw new Error(`registration for the benchmark failed: ${res.status}`);
        await sleep(Number(res.headers.get('retry-after') ?? 1) * 1000);
      }
    }
  };
  await Promise.all(Array.from({ length: 4 }, worker));
  return visitors;
}

const count = (load: Load, test: (key: string) => boolean) =>
  [...load.answers].filter(([key]) => test(key)).reduce((sum, [, n]) => sum + n, 0);
const statusList = (answers: Map<string, number>) => [...answers].map(([key, n]) => `${key}×${n}`).join(', ');

/** The server process's CPU time so far in ms (bench-api.ts asks the child). */
export type ServerCpu = () => Promise<number>;

const share = (part: number, total: number) => `${total ? ((part / total) * 100).toFixed(0) : 0} %`;
const p50p99 = (list: number[] | undefined) => {
  const sorted = [...(list ?? [])].sort((a, b) => a - b);
  return sorted.length ? `${ms(percentile(sorted, 50))} / ${ms(percentile(sorted, 99))}` : '-';
};
const keysEnding = (load: Load, status: string) => [...load.latencies].filter(([key]) => key.endsWith(status)).flatMap(([, list]) => list);

/** Part 1: sign-ins per second, per hashing core and per CPU, with the queue within bounds and overflowing. */
export async function signInRateFigures(base: string, visitors: Visitor[], hashing: Hashing, cpu: ServerCpu) {
  const levels = [hashing.concurrency * 8, PRESSURE_CLIENTS];
  const rows = [];
  const loads: [number, Load][] = [];
  for (const clients of levels) {
    await signInLoadElsewhere({ base, visitors, clients, patient: false, durationMs: 2000 }).done; // warm-up
    const run = signInLoadElsewhere({ base, visitors, clients, patient: false, durationMs: PHASE_S * 1000 });
    await run.started;
    const cpuBefore = await cpu();
    const load = await run.done;
    const serverCpuMs = (await cpu()) - cpuBefore;
    loads.push([clients, load]);
    const total = count(load, () => true);
    const perSecond = count(load, (key) => key === 'known login 200') / load.elapsedS;
    rows.push({
      clients,
      'sign-ins/s': ms(perSecond),
      'per hashing core': ms(perSecond / hashing.concurrency),
      'per CPU': ms(perSecond / os.cpus().length),
      // What the server got of the machine varies with everything else running; this does not.
      'per server CPU-s': ms(count(load, (key) => key === 'known login 200') / (serverCpuMs / 1000)),
      'share 503': share(
        count(load, (key) => key.endsWith(' 503')),
        total,
      ),
      'share 429': share(
        count(load, (key) => key.endsWith(' 429')),
        total,
      ),
      'ms p50/p99 known 200': p50p99(load.latencies.get('known login 200')),
      'ms p50/p99 unknown 400': p50p99(load.latencies.get('unknown login 400')),
      'ms p50/p99 503': p50p99(keysEnding(load, ' 503')),
      'server CPU': `${((serverCpuMs / (load.elapsedS * 1000)) * 100).toFixed(0)} %`,
    });
  }
  console.log(
    `\nSign-ins per second: ${visitors.length} registered visitors signing in back to back (1 in ${UNKNOWN_EVERY} with an unknown login), ${PHASE_S} s per row; ` +
      `hashing ${hashing.concurrency} at a time, ${hashing.queueLimit} waiting at most; ${os.cpus().length} CPU(s), load average ${os.loadavg()[0]?.toFixed(1)}` +
      ' (server CPU: 100 % is one core):\n',
  );
  console.table(rows);
  for (const [clients, load] of loads) console.log(`${clients} clients: ${statusList(load.answers)}.`);
}

/** BURST_IN_FLIGHT clients each registering a new visitor and signing them in, over and over, until `until`. */
async function signUpBurst(base: string, until: Promise<void>): Promise<string> {
  let done = false;
  void until.then(() => (done = true));
  const statuses = new Map<string, number>();
  const tally = (key: string) => statuses.set(key, (statuses.get(key) ?? 0) + 1);
  let serial = 0;
  const client = async (worker: number) => {
    while (!done) {
      serial += 1;
      const login = `burst.${worker}.${serial}.${Date.now().toString(36)}@example.org`;
      const registered = await fetch(`${base}/user/registration/`, { method: 'POST', body: registrationForm(login) });
      tally(`registration ${registered.status}`);
      await registered.arrayBuffer();
      const signedIn = await signIn(base, login);
      tally(`login ${signedIn.status}`);
      await signedIn.arrayBuffer();
    }
  };
  await Promise.all(Array.from({ length: BURST_IN_FLIGHT }, (_, worker) => client(worker)));
  return statusList(statuses);
}

/** A load running for PHASE_S: `started` once it is under way, `done` with a line of its answers. */
type Phase = { name: string; load: () => { started: Promise<void>; done: Promise<string> } };

/** The catalogue read back to back by one client, idle and then during each phase's load, PHASE_S each. */
async function idleVersusDuring(catalogueUrl: string, heading: string, phases: Phase[], cpu?: ServerCpu) {
  await sampleLatency(catalogueUrl, sleep(2000)); // warm-up
  const cpuShare = async (work: () => Promise<void>) => {
    const [before, started] = [await cpu?.(), performance.now()];
    await work();
    const after = await cpu?.();
    return before === undefined || after === undefined ? '-' : `${(((after - before) / (performance.now() - started)) * 100).toFixed(0)} %`;
  };
  let idle: number[] = [];
  const idleCpu = await cpuShare(async () => {
    idle = await sampleLatency(catalogueUrl, sleep(PHASE_S * 1000));
  });
  const during: { name: string; list: number[]; answers: string; cpu: string }[] = [];
  for (const phase of phases) {
    const load = phase.load();
    await load.started;
    await sleep(500); // let the queue fill before measuring
    let list: number[] = [];
    const phaseCpu = await cpuShare(async () => {
      list = await sampleLatency(
        catalogueUrl,
        load.done.then(() => undefined),
      );
    });
    during.push({ name: phase.name, list, answers: await load.done, cpu: phaseCpu });
  }
  const row = (name: string, list: number[], serverCpu: string) => ({
    phase: name,
    calls: list.length,
    'median ms': ms(percentile(list, 50)),
    'p99 ms': ms(percentile(list, 99)),
    'median ×idle': Number((percentile(list, 50) / percentile(idle, 50)).toFixed(2)),
    'p99 ×idle': Number((percentile(list, 99) / percentile(idle, 99)).toFixed(2)),
    'server CPU': serverCpu,
  });
  console.log(`\nCatalogue (${catalogueUrl.replace(/^.*\/api/, '/api')}, gzip, one client back to back) ${heading}, ${PHASE_S} s each:\n`);
  console.table([row('idle', idle, idleCpu), ...during.map((phase) => row(phase.name, phase.list, phase.cpu))]);
  for (const phase of during) console.log(`${phase.name}: ${phase.answers}.`);
  console.log('Target: p99 within ×3 of idle.');
}

export function burstFigures(base: string, catalogueUrl: string, cpu?: ServerCpu) {
  return idleVersusDuring(
    catalogueUrl,
    `idle and during a sign-up burst of ${BURST_IN_FLIGHT} clients`,
    [{ name: 'during burst', load: () => ({ started: Promise.resolve(), done: signUpBurst(base, sleep(PHASE_S * 1000)) }) }],
    cpu,
  );
}

/** Part 2: the figure, the catalogue's p99 while PRESSURE_CLIENTS try to sign in. */
export function signInPressureFigures(base: string, catalogueUrl: string, visitors: Visitor[], cpu: ServerCpu) {
  const load = (patient: boolean) => () => {
    const run = signInLoadElsewhere({ base, visitors, clients: PRESSURE_CLIENTS, patient, durationMs: PHASE_S * 1000 });
    return { started: run.started, done: run.done.then((tally) => statusList(tally.answers)) };
  };
  return idleVersusDuring(
    catalogueUrl,
    `idle and while ${PRESSURE_CLIENTS} clients sign in (1 in ${UNKNOWN_EVERY} with an unknown login)`,
    [
      { name: `${PRESSURE_CLIENTS} clients, waiting Retry-After`, load: load(true) },
      { name: `${PRESSURE_CLIENTS} clients, retrying at once`, load: load(false) },
    ],
    cpu,
  );
}
