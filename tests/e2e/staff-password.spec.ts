/**
 * A staff account made by `npm run staff` starts with a one-time password (issue 35): the desk and the
 * gate ask for the person's own password first and link to the form, and open once it is changed.
 */
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { grantStaffRole, sqlRows } from '../support/e2e-db';
import { localeText } from '../support/locale-text';
import { registerVisitor, signInPage } from '../support/visitors';

const browser = useBrowser();

describe('a staff account with a one-time password', () => {
  it('is sent from the desk and the gate to change it, and both open after the change (390 px)', async () => {
    const staff = await registerVisitor(browser.baseUrl);
    await grantStaffRole(staff.login, 'organiser');
    // What the staff command leaves on an account it created (server/tickets/commands.ts).
    await sqlRows(`update users set password_change_required = true where login = '${staff.login}' returning id`);

    const page = await browser.newPage(PHONE);
    await signInPage(page, staff);
    await page.goto('/ru/staff/scan');
    await page.getByRole('heading', { level: 1, name: localeText('ru', 'gate.title') }).waitFor();
    await page
      .getByRole('alert')
      .filter({ hasText: localeText('ru', 'gate.password_change') })
      .waitFor();

    await page.goto('/ru/staff');
    await page.getByRole('heading', { level: 1, name: localeText('ru', 'desk.title') }).waitFor();
    const notice = page.getByRole('alert').filter({ hasText: localeText('ru', 'desk.changePassword') });
    await notice.waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await notice.getByRole('link', { name: localeText('ru', 'desk.changePasswordLink') }).click();
    await page.waitForURL('**/ru/personal/settings?tab=password');
    await page.getByRole('tab', { name: localeText('ru', 'settings.tab_password'), selected: true }).waitFor();
    const own = 'Vorota-Ceha-7';
    await page.getByLabel('Текущий пароль', { exact: true }).fill(staff.password);
    await page.getByLabel('Новый пароль', { exact: true }).fill(own);
    await page.getByLabel('Повторите пароль', { exact: true }).fill(own);
    await page.getByRole('button', { name: 'Изменить пароль' }).click();
    await page.getByText(localeText('ru', 'tooltips.password_changed')).waitFor();
    expect(await sqlRows<{ flag: boolean }>(`select password_change_required as flag from users where login = '${staff.login}'`)).toEqual([
      { flag: false },
    ]);

    await page.goto('/ru/staff');
    await page.getByRole('tab', { name: localeText('ru', 'desk.tabs.applications') }).waitFor();
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: localeText('ru', 'desk.changePassword') })
        .count(),
    ).toBe(0);
  });
});
