import { describe, expect, it } from 'vitest';
import { signInThroughForm } from '../support/account-forms';
import { DESKTOP, PHONE, useBrowser } from '../support/browser';
import { registerVisitor } from '../support/visitors';

const browser = useBrowser();

describe('toasts', () => {
  it('speak the page language, stay while the window is away, and close five seconds after it is back', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    browser.allowConsoleErrors(/status of 400/);
    const page = await browser.newPage();
    // The toast's timers run on the page's clock, which the test moves instead of waiting.
    await page.clock.install();
    await page.goto('/ru/login');
    await signInThroughForm(page, visitor.login, 'not-the-password');
    const toast = page.getByText('Неверный логин или пароль');
    await toast.waitFor();
    expect(await page.locator('section[aria-live]').getAttribute('aria-label')).toMatch(/^Уведомления/);
    await page.getByRole('button', { name: 'Закрыть уведомление' }).waitFor();

    // Another window takes the focus for longer than a toast lives: 6.5 s of the page's time, against the
    // toast's 5 s, proves it waits rather than closing on its own schedule.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.clock.runFor(6500);
    expect(await toast.isVisible()).toBe(true);

    await page.evaluate(() => window.dispatchEvent(new Event('focus')));
    // What is left of its five seconds runs once the window is back.
    await page.clock.runFor(5000);
    await toast.waitFor({ state: 'detached', timeout: 5000 });
  });

  it('stand below the header, so a toast never covers its controls, on a phone and a desktop', async () => {
    for (const device of [PHONE, DESKTOP]) {
      const visitor = await registerVisitor(browser.baseUrl);
      browser.allowConsoleErrors(/status of 400/);
      const page = await browser.newPage(device);
      await page.goto('/ru/login');
      await signInThroughForm(page, visitor.login, 'not-the-password');
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Неверный логин или пароль' });
      await toast.waitFor();
      // Wait for its slide-in to end: its box is measured where it stays.
      await page.evaluate(() => Promise.all(document.getAnimations().map((animation) => animation.finished.catch(() => undefined))));
      const header = await page.getByRole('banner').boundingBox();
      const box = await toast.boundingBox();
      expect(header && box, 'the header and the toast are on screen').toBeTruthy();
      expect(box!.y, `${device.viewport?.width} px: the toast's top against the header's bottom`).toBeGreaterThanOrEqual(
        header!.y + header!.height,
      );
    }
  });
});
