import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '/work/main/tests/support/chromium';
const [url, out, width = '390', height = '844'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) }, deviceScaleFactor: 1, isMobile: Number(width) < 600, hasTouch: Number(width) < 600 });
page.on('console', (m) => { if (m.type() === 'error') console.log('console:', m.text()); });
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(url!);
await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 30000 }).catch(() => console.log('not ready'));
await page.waitForTimeout(800);
const steps = process.env.STEPS ? JSON.parse(process.env.STEPS) as string[] : [];
for (const step of steps) { await page.evaluate(step); await page.waitForTimeout(600); }
await page.screenshot({ path: out!, fullPage: process.env.FULL === '1' });
await browser.close();
