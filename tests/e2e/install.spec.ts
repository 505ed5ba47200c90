/**
 * Installing the app (issue 8, test 5): Chromium's own installability check on the built app, the served
 * manifest against a schema of every field the issue asks for (with each image fetched and measured),
 * the install button driven by a synthetic `beforeinstallprompt`, and the iOS Safari hint.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../support/chromium';

const browser = useBrowser();
const zh = JSON.parse(readFileSync('locales/zh.json', 'utf8')) as { programme: { title: string }; catalogue: { title: string } };

const IPHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Shortcuts name the page, not the language: the app opens it in the visitor's stored language. */
const SHORTCUT_URLS = ['/?to=exhibition/program', '/?to=exhibition/participants', '/?to=personal/ticket'];

const Sizes = v.pipe(v.string(), v.regex(/^\d+x\d+$/));
const Png = { src: v.pipe(v.string(), v.startsWith('/')), sizes: Sizes, type: v.literal('image/png') };

const ManifestSchema = v.object({
  id: v.literal('/'),
  name: v.pipe(v.string(), v.includes('Металл-Индустрия')),
  short_name: v.pipe(v.string(), v.minLength(1), v.maxLength(20)),
  description: v.pipe(v.string(), v.minLength(20)),
  start_url: v.literal('/'),
  scope: v.literal('/'),
  display: v.literal('standalone'),
  theme_color: v.literal('#003761'),
  background_color: v.literal('#ffffff'),
  icons: v.pipe(
    v.array(v.object({ ...Png, purpose: v.picklist(['any', 'maskable']) })),
    v.check(
      (icons) =>
        ['192x192', '512x512'].every((size) =>
          ['any', 'maskable'].every((purpose) => icons.some((icon) => icon.sizes === size && icon.purpose === purpose)),
        ),
      'icons 192 and 512 px, each plain and maskable',
    ),
  ),
  screenshots: v.pipe(
    v.array(v.object({ ...Png, form_factor: v.picklist(['narrow', 'wide']), label: v.pipe(v.string(), v.minLength(5)) })),
    v.check(
      (shots) => ['narrow', 'wide'].every((factor) => shots.some((shot) => shot.form_factor === factor)),
      'a narrow and a wide screenshot',
    ),
  ),
  shortcuts: v.pipe(
    v.array(
      v.object({
        name: v.pipe(v.string(), v.minLength(1)),
        short_name: v.pipe(v.string(), v.minLength(1)),
        url: v.pipe(v.string(), v.startsWith('/?to=')),
        icons: v.pipe(v.array(v.object({ ...Png, sizes: v.literal('96x96') })), v.minLength(1)),
      }),
    ),
    v.check(
      (shortcuts) => SHORTCUT_URLS.every((url) => shortcuts.some((shortcut) => shortcut.url === url)),
      'shortcuts to Programme, Participants and Ticket',
    ),
  ),
});

/** Width and height from a PNG's IHDR chunk (bytes 16–23), after checking the signature. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the header's tools are drawn, so the install offer has subscribed to the browser. */
async function openHome(page: Page) {
  await page.goto('/ru');
  await page.getByRole('button', { name: /Выбор языка/ }).waitFor();
}

/** A stand-in for Chromium's event: counts prompt() calls in window.__prompts. */
async function offerInstall(page: Page) {
  await page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true });
    const scope = window as unknown as { __prompts: number };
    scope.__prompts = 0;
    Object.assign(event, {
      prompt: () => {
        scope.__prompts += 1;
        return Promise.resolve();
      },
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    window.dispatchEvent(event);
  });
}

describe('installing the app', () => {
  it('passes Chromium’s installability check once the service worker is active', async () => {
    browser.useServiceWorker();
    // Chromium answers `in-incognito` for a normal context, so the check needs a real (temporary) profile.
    const profile = mkdtempSync(path.join(os.tmpdir(), 'expo-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
      baseURL: browser.baseUrl,
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await openHome(page);
      // Chromium counts the worker only once it is activated; `ready` resolves while it may still be activating.
      const state = await page.evaluate(async () => {
        const worker = (await navigator.serviceWorker.ready).active;
        if (worker && worker.state !== 'activated') {
          await new Promise((resolve) => worker.addEventListener('statechange', () => worker.state === 'activated' && resolve(null)));
        }
        return worker?.state;
      });
      expect(state).toBe('activated');
      const cdp = await page.context().newCDPSession(page);
      const manifest = (await cdp.send('Page.getAppManifest')) as { url: string; errors: unknown[] };
      expect(manifest.url).toBe(`${browser.baseUrl}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('serves a manifest with every field the install dialog needs, and each image at its declared size', async () => {
    const html = await (await fetch(`${browser.baseUrl}/ru`)).text();
    expect(html.match(/<link rel="manifest" href="\/manifest.webmanifest"/g)).toHaveLength(1);
    expect(html).toContain('<meta name="theme-color" content="#003761"');
    expect(html).toContain('<link rel="apple-touch-icon" sizes="180x180" href="/icons/apple-touch-icon-180.png"');

    const response = await fetch(`${browser.baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    const result = v.safeParse(ManifestSchema, await response.json());
    expect(result.issues?.map((issue) => `${v.getDotPath(issue) ?? ''}: ${issue.message}`) ?? []).toEqual([]);
    if (!result.success) return;
    const manifest = result.output;

    const images = [
      ...manifest.icons,
      ...manifest.screenshots,
      ...manifest.shortcuts.flatMap((shortcut) => shortcut.icons),
      { src: '/icons/apple-touch-icon-180.png', sizes: '180x180', type: 'image/png' },
    ];
    for (const image of images) {
      const file = await fetch(`${browser.baseUrl}${image.src}`);
      expect(file.status, image.src).toBe(200);
      expect(file.headers.get('content-type'), image.src).toMatch(/^image\/png/);
      expect(pngSize(Buffer.from(await file.arrayBuffer())), image.src).toBe(image.sizes);
    }
    // Chromium shows screenshots only when the long side is at most 2.3 times the short one.
    for (const shot of manifest.screenshots) {
      const [width = 0, height = 0] = shot.sizes.split('x').map(Number);
      expect(Math.max(width, height) / Math.min(width, height), shot.src).toBeLessThanOrEqual(2.3);
      expect(width > height, shot.src).toBe(shot.form_factor === 'wide');
    }
  });

  it('opens a home-screen shortcut in the language the visitor last used', async () => {
    const page = await browser.newPage();
    await page.goto('/zh');
    await page.waitForFunction(() => localStorage.getItem('language') === 'zh');
    await page.goto('/?to=exhibition/program');
    await page.waitForURL('**/zh/exhibition/program');
    await page.getByRole('heading', { level: 1, name: zh.programme.title }).waitFor();
    await page.goto('/?to=exhibition/participants');
    await page.waitForURL('**/zh/exhibition/participants');
    await page.getByRole('heading', { level: 1, name: zh.catalogue.title }).waitFor();
    // An unknown shortcut target is not followed anywhere but home.
    await page.goto('/?to=https://example.org');
    await page.waitForURL((url) => url.pathname === '/zh');
  });

  it('offers an install button when the browser allows installing, and replays its prompt on click', async () => {
    const page = await browser.newPage();
    await openHome(page);
    const button = page.getByRole('button', { name: 'Установить' });
    expect(await button.count()).toBe(0);

    await offerInstall(page);
    await button.click();
    expect(await page.evaluate(() => (window as unknown as { __prompts: number }).__prompts)).toBe(1);
    // The browser's event works once: the button goes until the browser offers again.
    await button.waitFor({ state: 'detached' });

    await offerInstall(page);
    await button.waitFor();
    await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
    await button.waitFor({ state: 'detached' });
  });

  it('offers installing on a phone from a card, as the header has no room for the button, until the visitor closes it', async () => {
    const page = await browser.newPage(PHONE);
    await openHome(page);
    await offerInstall(page);
    const card = page.getByRole('region', { name: 'Установите приложение' });
    await card.waitFor();
    // One visible action: the header's button is hidden on phones (hidden elements have no role).
    expect(await page.getByRole('button', { name: 'Установить', exact: true }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await card.getByRole('button', { name: 'Установить' }).click();
    expect(await page.evaluate(() => (window as unknown as { __prompts: number }).__prompts)).toBe(1);
    await card.waitFor({ state: 'detached' });

    await offerInstall(page);
    await card.getByRole('button', { name: 'Закрыть подсказку' }).click();
    await card.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => localStorage.getItem('install_hint_dismissed'))).toBe('1');
  });

  it('shows the iOS Safari visitor how to add the app to the home screen, and remembers closing the hint', async () => {
    const page = await browser.newPage({ ...PHONE, userAgent: IPHONE_SAFARI });
    await openHome(page);
    const hint = page.getByRole('region', { name: 'Установите приложение' });
    await hint.waitFor();
    expect(await hint.textContent()).toContain('Нажмите «Поделиться»');
    expect(await hint.textContent()).toContain('На экран «Домой»');
    expect(await page.getByRole('button', { name: 'Установить' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await hint.getByRole('button', { name: 'Закрыть подсказку' }).click();
    await hint.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('button', { name: /Выбор языка/ }).waitFor();
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await hint.count()).toBe(0);
  });

  it('offers nothing once the app runs from the home screen', async () => {
    const page = await browser.newPage({ ...PHONE, userAgent: IPHONE_SAFARI });
    // Playwright cannot emulate display-mode, so the page's matchMedia answers "standalone" itself.
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      const standalone = {
        matches: true,
        media: '(display-mode: standalone)',
        onchange: null,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
        dispatchEvent: () => false,
      } as unknown as MediaQueryList;
      window.matchMedia = (query: string) => (query === standalone.media ? standalone : original(query));
    });
    await openHome(page);
    await offerInstall(page);
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
    expect(await page.getByRole('region', { name: 'Установите приложение' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Установить' }).count()).toBe(0);
  });
});
