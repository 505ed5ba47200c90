/** Filling the account forms the way a visitor does: by their visible labels. */
import type { Page } from 'playwright-core';

export type RegistrationFields = {
  login: string;
  password: string;
  confirmPassword?: string;
  last_name?: string;
  first_name?: string;
  company?: string;
  phone?: string;
  position?: string;
};

export const uniqueEmail = (tag: string) => `${tag}.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 7)}@example.org`;

export async function fillRegistration(page: Page, fields: RegistrationFields) {
  await page.getByLabel('E-mail', { exact: true }).fill(fields.login);
  await page.getByLabel('Пароль', { exact: true }).fill(fields.password);
  await page.getByLabel('Повторите пароль', { exact: true }).fill(fields.confirmPassword ?? fields.password);
  await page.getByLabel('Фамилия', { exact: true }).fill(fields.last_name ?? 'Кузнецов');
  await page.getByLabel('Имя', { exact: true }).fill(fields.first_name ?? 'Андрей');
  await page.getByLabel('Компания', { exact: true }).fill(fields.company ?? 'ООО «СеверПрокат»');
  await page.getByLabel('Телефон', { exact: true }).fill(fields.phone ?? '+7 (921) 555-12-34');
  if (fields.position) await page.getByLabel('Должность', { exact: true }).fill(fields.position);
}

export async function signInThroughForm(page: Page, login: string, password: string) {
  await page.getByRole('heading', { level: 1, name: 'Вход' }).waitFor();
  await page.getByLabel('E-mail', { exact: true }).fill(login);
  await page.getByLabel('Пароль', { exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
}
