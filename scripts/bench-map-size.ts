/**
 * `npm run bench:map-size`: one hall's plan on the wire at the largest seed (issue 33's target: one hall
 * of at least 1,500 stands in at most 60 KiB brotli). Grows a fresh database to 10,000 exhibitors (or
 * `--size N`; BENCH_URL measures a server already grown), takes the hall with the most stand shapes, and
 * prints its answer's size raw, gzipped as the API sends it today, and brotli-compressed at the quality a
 * server compressing per request uses (5) and at the best (11).
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import * as v from 'valibot';
import { LANGS } from '../src/contract/common';
import { HallPlanSchema, HallsResponseSchema } from '../src/contract/halls';
import { kib, startBenchServer } from './bench-support';

const TARGET_KIB = 60;
const MIN_STANDS = 1500;

if (!process.argv.includes('--size')) process.argv.push('--size', '10000');

const brotli = (bytes: Buffer, quality: number) =>
  brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
  }).length;

async function getJson(url: string): Promise<{ bytes: Buffer; json: unknown }> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  const bytes = Buffer.from(await res.arrayBuffer());
  return { bytes, json: JSON.parse(bytes.toString('utf8')) };
}

const server = await startBenchServer('map-size');
let failed = false;
try {
  const halls = v.parse(HallsResponseSchema, (await getJson(`${server.url}/api/public/halls/?lang_code=ru`)).json);
  const largest = [...halls].sort((a, b) => b.stands - a.stands)[0];
  if (!largest) throw new Error('the exhibition has no hall plans');
  console.log(`${server.summary}; the largest hall: ${largest.key}, ${largest.stands} stand shapes, ${largest.exhibitors} exhibitors`);
  console.log('| language | raw KiB | gzip KiB (sent today) | brotli 5 KiB | brotli 11 KiB | target |');
  console.log('|---|---|---|---|---|---|');
  for (const lang of LANGS) {
    const { bytes, json } = await getJson(`${server.url}/api/public/halls/detail/?key=${largest.key}&lang_code=${lang}`);
    v.parse(HallPlanSchema, json);
    const best = brotli(bytes, 11);
    const ok = best <= TARGET_KIB * 1024;
    failed ||= !ok;
    console.log(
      `| ${lang} | ${kib(bytes.length)} | ${kib(gzipSync(bytes).length)} | ${kib(brotli(bytes, 5))} | ${kib(best)} | ≤ ${TARGET_KIB} ${ok ? '✓' : '✗'} |`,
    );
  }
  if (largest.stands < MIN_STANDS) {
    failed = true;
    console.log(`✗ the largest hall has ${largest.stands} stands, the target wants at least ${MIN_STANDS}`);
  }
} finally {
  await server.close();
}
process.exitCode = failed ? 1 : 0;
