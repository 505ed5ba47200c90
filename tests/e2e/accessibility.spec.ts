import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';

const browser = useBrowser();

describe('the shell is accessible', () => {
  it.each(['/ru', '/en', '/zh', '/ru/404'])('has no serious or critical axe violations on %s (desktop)', async (url) => {
    // The not-found page answers with its status, which the browser reports on the console.
    if (url.endsWith('/404')) browser.allowConsoleErrors(/status of 404/);
    const page = await browser.newPage();
    await page.goto(url);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('has no serious or critical axe violations with the mobile menu open', async () => {
    const page = await browser.newPage(PHONE);
    await page.goto('/ru');
    await page.getByRole('button', { name: 'Открыть меню' }).click();
    await page.getByRole('navigation', { name: 'Мобильное меню' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  describe.each([
    ['phone', PHONE],
    ['desktop', { viewport: { width: 1366, height: 900 } }],
  ] as const)('on a %s', (_name, device) => {
    it.each([
      ['/ru/exhibition/participants', 'Каталог участников'],
      ['/zh/exhibition/participants', '参展商名录'],
      ['/ru/exhibition/program', 'Деловая программа'],
      ['/en/exhibition/program', 'Business programme'],
      ['/ru/login', 'Вход'],
    ])('has no serious or critical axe violations on %s', async (url, heading) => {
      const page = await browser.newPage(device);
      await page.goto(url);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('has no serious or critical axe violations with the filters open and with an exhibitor card open', async () => {
      const page = await browser.newPage(device);
      await page.goto('/ru/exhibition/participants');
      await page.getByRole('heading', { level: 1, name: 'Каталог участников' }).waitFor();
      await page.getByRole('button', { name: 'Тематики', exact: true }).click();
      await page.getByRole('tablist').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('main article h3 a').first().click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // Two axe runs and the catalogue's first load: 10–12 s alone, past 30 s on a loaded worker of a full run.
    }, 60_000);
  });
});
