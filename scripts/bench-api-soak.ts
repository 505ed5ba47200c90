/**
 * `npm run bench:api -- --soak [--duration S]`: a steady mixed load for S seconds (60 by default) at
 * SOAK_CONNECTIONS concurrent clients: mostly the public list calls (the catalogue gzipped as browsers ask
 * for it, the programme, the news, a visitor's favourites), with sign-ins and favourite toggles mixed in.
 * Any network error or an answer that is not 2xx/304 is an error; the run should report zero.
 *
 * The clients use node:http with a keep-alive agent rather than fetch: fetch would gunzip every 300 kB
 * catalogue body, and on a small machine the benchmark's own CPU would then be the measured bottleneck.
 */
import http from 'node:http';
import os from 'node:os';
import { PASSWORD, type Visitor } from './bench-api-signin-load';
import { registerVisitors } from './bench-api-signin';

export const SOAK_CONNECTIONS = 50;
/** Visitors registered before the run; each soak client acts as one of them. */
const VISITORS = 10;

type Kind = 'catalogue' | 'programme' | 'news' | 'favourites' | 'sign-in' | 'favourite toggle';
/** The mix per 100 calls: sign-ins are few (each is a deliberately slow password hash). */
const MIX: [Kind, number][] = [
  ['catalogue', 35],
  ['programme', 25],
  ['news', 20],
  ['favourites', 10],
  ['favourite toggle', 8],
  ['sign-in', 2],
];

type Answer = { status: number; body: Buffer };

function request(
  agent: http.Agent,
  url: URL,
  opts: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(url, { agent, method: opts.method ?? 'GET', headers: opts.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

const json = (body: unknown) => ({ headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

function pick(roll: number): Kind {
  let left = roll;
  for (const [kind, weight] of MIX) {
    if (left < weight) return kind;
    left -= weight;
  }
  return 'catalogue';
}

export async function soak(base: string, opts: { durationS: number; connections?: number }) {
  const connections = opts.connections ?? SOAK_CONNECTIONS;
  const visitors = await registerVisitors(base, VISITORS, 'soak');
  const catalogue = JSON.parse(await (await fetch(`${base}/participants/?lang_code=ru`)).text()) as { id: string }[];
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = new Map<Kind, number[]>(MIX.map(([kind]) => [kind, []]));
  const errors = new Map<string, number>();
  const deadline = performance.now() + opts.durationS * 1000;
  const gzip = { 'Accept-Encoding': 'gzip' };

  const call = (kind: Kind, visitor: Visitor, serial: number): Promise<Answer> => {
    const auth = { Authorization: `Bearer ${visitor.access}` };
    switch (kind) {
      case 'catalogue':
        return request(agent, new URL(`${base}/participants/?lang_code=ru`), { headers: gzip });
      case 'programme':
        return request(agent, new URL(`${base}/events/?lang_code=ru`), { headers: gzip });
      case 'news':
        return request(agent, new URL(`${base}/news/?lang_code=ru`), { headers: gzip });
      case 'favourites':
        return request(agent, new URL(`${base}/user/participants_favorites/?lang_code=ru`), { headers: { ...gzip, ...auth } });
      case 'favourite toggle': {
        const exhibitor = catalogue[serial % catalogue.length];
        const body = json({ participant_id: exhibitor?.id, added_to_favorite: serial % 2 === 0 });
        return request(agent, new URL(`${base}/user/participants/favorite/`), {
          method: 'POST',
          headers: { ...body.headers, ...auth },
          body: body.body,
        });
      }
      case 'sign-in': {
        const body = json({ login: visitor.login, password: PASSWORD });
        return request(agent, new URL(`${base}/user/login/`), { method: 'POST', ...body });
      }
    }
  };

  let serial = 0;
  const client = async (index: number) => {
    const visitor = visitors[index % visitors.length] as Visitor;
    while (performance.now() < deadline) {
      serial += 1;
      const kind = pick(Math.random() * 100);
      const started = performance.now();
      try {
        const answer = await call(kind, visitor, serial);
        if (answer.status >= 400 || answer.status < 200)
          errors.set(`${kind} ${answer.status}`, (errors.get(`${kind} ${answer.status}`) ?? 0) + 1);
        else latencies.get(kind)?.push(performance.now() - started);
      } catch (error) {
        const key = `${kind} ${(error as NodeJS.ErrnoException).code ?? 'network error'}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, (_, index) => client(index)));
  const elapsedS = (performance.now() - started) / 1000;
  agent.destroy();

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((sum, n) => sum + n, 0);
  const row = (name: string, list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    return {
      calls: name,
      ok: sorted.length,
      'req/s': Math.round(sorted.length / elapsedS),
      'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
      'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
    };
  };
  console.log(
    `\nSoak: ${connections} connections for ${elapsedS.toFixed(0)} s, ${os.cpus().length} CPU(s), load average ${os.loadavg()[0]?.toFixed(1)} (mix per 100 calls: ${MIX.map(([kind, n]) => `${kind} ${n}`).join(', ')}).\n`,
  );
  console.table([row('all', all), ...[...latencies].map(([kind, list]) => row(kind, list))]);
  console.log(`Errors: ${errorCount}${errorCount ? ` (${[...errors].map(([key, n]) => `${key}×${n}`).join(', ')})` : ''}.`);
  return { errors: errorCount };
}

/** `--duration S` after `--soak`; 60 s unless told. */
export function soakDuration(argv: readonly string[] = process.argv): number {
  const at = argv.indexOf('--duration');
  if (at === -1) return 60;
  const seconds = Number(argv[at + 1]);
  if (!Number.isFinite(seconds) || seconds <= 0) throw new Error(`--duration wants a number of seconds, got ${argv[at + 1] ?? 'nothing'}`);
  return seconds;
}
