/**
 * The gate's camera on a 390 px phone whose browser has no BarcodeDetector (Chromium on Linux, like Firefox
 * and Chrome on Windows): the camera is real to the page — Chromium's fake capture device plays a video of
 * the visitor's ticket QR code, made from the token the API gives the visitor — and the pure-JavaScript
 * decoder reads its frames in a worker. The gate is opened once online, then started from cold with no
 * network, so the decoder's chunk and worker must come from the service worker's precache.
 *
 * The worker's shared Chromium runs with fixed flags, so this file launches one of its own with the fake
 * camera's flags, against the worker's server.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GateBundle } from '../../src/contract/staff';
import type { Ticket } from '../../src/contract/ticket';
import { decodeTicketToken } from '../../src/lib/ticket-token';
import { PHONE, waitForTheApp } from '../support/browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';
import { cspViolationListener } from '../support/csp';
import { grantStaffRole } from '../support/e2e-db';
import { world } from '../support/e2e-world';
import { localeText } from '../support/locale-text';
import { qrFrame, yuv4mpeg } from '../support/qr-frame';
import { waitForController } from '../support/sw-helpers';
import { apiGet, registerVisitor, signInPage } from '../support/visitors';

const base = world.baseUrl;
const text = (key: string) => localeText('ru', key);

let folder: string;
let browser: Browser;
let token: string;

beforeAll(async () => {
  // The visitor's ticket, as the API gives it, becomes the camera's picture before the browser starts.
  const visitor = await registerVisitor(base);
  token = (await apiGet<Ticket>(base, '/api/public/user/exhibition_apply/?lang_code=ru', visitor.access)).token!;
  expect(token, 'the ticket answer carries a signed token').toBeTruthy();
  folder = await mkdtemp(path.join(tmpdir(), 'gate-camera-'));
  const video = path.join(folder, 'ticket.y4m');
  // A phone held up to the camera: 7 px a module, a little turned, soft and grainy.
  await writeFile(video, yuv4mpeg(qrFrame(token, { modulePixels: 7, angle: 0.08, blur: true, noise: 12 })));
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  if (folder) await rm(folder, { recursive: true, force: true });
});

/** Console errors and CSP violations fail the test, as in every browser test (browser.ts). */
function watchErrors(page: Page, errors: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
}

describe('the gate camera without BarcodeDetector', () => {
  it('reads the ticket QR code from the camera offline after a cold start, admits the visitor, and says a second pass is a repeat', async () => {
    const keeper = await registerVisitor(base, { exPrefix: null });
    await grantStaffRole(keeper.login, 'gate');
    const bundle = await apiGet<GateBundle>(base, '/api/public/staff/gate/bundle', keeper.access);
    const ticketId = decodeTicketToken(token)!.ticketId;
    const [, name] = bundle.roster.find(([id]) => id === ticketId)!;

    const context = await browser.newContext({ ...PHONE, baseURL: base, locale: 'ru-RU' });
    const errors: string[] = [];
    try {
      await context.addInitScript(cspViolationListener);
      const first = await context.newPage();
      watchErrors(first, errors);
      await signInPage(first, keeper);
      await first.goto('/ru/staff/scan');
      await waitForTheApp(first);
      await first.getByRole('heading', { level: 1, name: text('gate.title') }).waitFor();
      await first.getByLabel(text('gate.gate_name_label')).fill('Вход 2');
      await first.getByRole('button', { name: text('gate.gate_name_save') }).click();
      await first.getByRole('button', { name: text('gate.camera_start') }).waitFor();
      // The precondition: this browser has no detector that reads QR codes, so the fallback is what runs.
      const detector = await first.evaluate(async () => {
        const Detector = (globalThis as { BarcodeDetector?: { getSupportedFormats(): Promise<string[]> } }).BarcodeDetector;
        return Detector ? (await Detector.getSupportedFormats()).includes('qr_code') : false;
      });
      expect(detector, 'a BarcodeDetector that reads QR codes').toBe(false);
      expect(await first.getByText(text('gate.camera_unsupported')).count()).toBe(0);
      await waitForController(first);

      // No network, and a cold start: a new page of the same profile.
      await context.setOffline(true);
      await first.close();
      const page = await context.newPage();
      watchErrors(page, errors);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
      await page.goto('/ru/staff/scan');
      await waitForTheApp(page);
      await page.getByText(text('gate.offline')).waitFor();

      await page.getByRole('button', { name: text('gate.camera_start') }).click();
      await page.getByRole('button', { name: text('gate.camera_stop') }).waitFor();
      const verdict = page.locator('[data-verdict]');
      await verdict.getByText(text('gate.admit'), { exact: true }).waitFor({ timeout: 15_000 });
      expect(await verdict.getAttribute('data-verdict')).toBe('admit');
      await verdict.getByText(name, { exact: true }).waitFor();
      expect(workers.filter((worker) => /^\/assets\/qr-decode-worker-[\w-]+\.js$/.test(worker))).toHaveLength(1);

      // The code stays in front of the camera: once the pause is over it is read again, as a repeat.
      await verdict.getByText(text('gate.again'), { exact: true }).waitFor({ timeout: 15_000 });
      expect(await verdict.getAttribute('data-verdict')).toBe('again');
      await expect.poll(() => page.getByTestId('gate-queue').innerText()).toBe('2');
      // The camera's picture fits the phone: nothing scrolls sideways under the verdict.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    } finally {
      await context.close();
    }
    // Offline, the app's own requests fail on purpose (as in gate.spec.ts); nothing else may.
    expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource|Failed to fetch/.test(error))).toEqual([]);
  }, 60_000);
});
