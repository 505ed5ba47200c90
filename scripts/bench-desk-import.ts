/**
 * `npm run bench:desk-import [-- --size N]`: the organiser's desk checks a workbook of 3,000 (N) exhibitors
 * new to the show, on a 390 px phone with the CPU slowed 4× (THROTTLE). Measures, per run, the press of
 * "Проверить" → the dry run's report painted (the upload, the server's dry run and the report drawn), and
 * the same dry run asked of the API alone from Node, so the server's share is visible. Target (issue 35):
 * the report shown in < 15 s. RUNS (default 3) runs; medians and worst printed.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { userRoles, users } from '../server/db/schema';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../tests/support/chromium';
import { benchSize, kib, printTable, runBench, startSeededServer, throttledPage } from './bench-support';
import { registerBenchVisitor, signedInPhoneContext, signInBenchVisitor, type Tokens } from './bench-visitor';
import { eq } from 'drizzle-orm';

const RUNS = Number(process.env.RUNS ?? 3);
const THROTTLE = Number(process.env.THROTTLE ?? 4);

/** A visitor given the organiser role in the database (its later sessions are an organiser's short ones). */
async function registerOrganiser(baseUrl: string, db: Awaited<ReturnType<typeof startSeededServer>>['db']): Promise<string> {
  const { login } = await registerBenchVisitor(baseUrl, 'desk');
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.login, login));
  await db.insert(userRoles).values({ userId: user!.id, role: 'organiser' });
  return login;
}

async function apiDryRun(baseUrl: string, tokens: Tokens, workbook: string): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const bytes = await readFile(workbook);
  const started = performance.now();
  const response = await fetch(`${baseUrl}/api/public/staff/desk/import/?kind=participants&file_name=catalogue.xlsx`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${tokens.access}`, 'Content-Type': 'application/octet-stream' },
    body: bytes,
  });
  const report = (await response.json()) as { problems?: unknown[]; steps?: { counts: { added: number } | null }[] };
  if (response.status !== 200 || report.problems?.length)
    throw new Error(`the dry run answered ${response.status}: ${JSON.stringify(report).slice(0, 300)}`);
  return performance.now() - started;
}

async function main() {
  const { participants: count } = benchSize();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'expo-bench-desk-'));
  const server = await startSeededServer('desk-import');
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const { participantRows, participantHeaders, writeWorkbook } = await import('../tests/support/import-workbooks');
    const rows = await participantRows(server.db, count, { tag: 'DESK' });
    const workbook = path.join(folder, 'catalogue.xlsx');
    await writeWorkbook(workbook, participantHeaders(), rows, 'participants');
    const login = await registerOrganiser(server.url, server.db);
    console.log(`A workbook of ${count} new exhibitors (${kib(statSync(workbook).size)} KiB); CPU ×${THROTTLE}, 390 px, ${RUNS} run(s).`);

    const runs: Record<string, number>[] = [];
    for (let index = 0; index < RUNS; index += 1) {
      const tokens = await signInBenchVisitor(server.url, login);
      const context = await signedInPhoneContext(browser, tokens);
      const page = await throttledPage(context, THROTTLE);
      await page.goto(`${server.url}/ru/staff?tab=data`);
      const form = page.locator('form').filter({ has: page.locator('input[type=file]') });
      await form.locator('input[type=file]').setInputFiles(workbook);
      const started = await page.evaluate(() => performance.now());
      await form.locator('button[type=submit]').click();
      const painted = await page
        .waitForFunction(
          () =>
            [...document.querySelectorAll('[role=status]')].some((element) => element.textContent?.includes('Проверен'))
              ? new Promise<number>((resolve) => requestAnimationFrame(() => resolve(performance.now())))
              : null,
          undefined,
          { polling: 'raf', timeout: 60_000 },
        )
        .catch(async (error: unknown) => {
          // What the page showed instead, for whoever reads the failure.
          console.error((await page.locator('main').innerText()).slice(0, 1500));
          throw error;
        });
      const shown = ((await painted.jsonValue()) as number) - started;
      await context.close();
      runs.push({
        'Проверить → report painted (phone, ms)': shown,
        'the same dry run, API alone (ms)': await apiDryRun(server.url, tokens, workbook),
      });
    }
    printTable(runs, (_key, value) => `${Math.round(value)} ms`);
  } finally {
    await browser.close();
    await server.close();
    rmSync(folder, { recursive: true, force: true });
  }
}

runBench(main);
