/**
 * The exhibitor application wizard at /{lang}/application, driven in Chromium against the real server.
 * Expected values come from the API (topics, contests, the current exhibition) and the stored row from the
 * e2e database; every test types its own applicant with a unique e-mail.
 */
import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { ContestList } from '../../src/contract/contests';
import type { SiteResponse } from '../../src/contract/site';
import type { TopicGroup } from '../../src/contract/topics';
import type { User } from '../../src/contract/user';
import { htmlToText } from '../../src/lib/html-text';
import { seriousViolations } from '../support/axe';
import { PHONE, useBrowser } from '../support/browser';
import { sqlRows } from '../support/e2e-db';
import { apiGet, registerVisitor, signInPage } from '../support/visitors';

const browser = useBrowser();
const DESKTOP_1366: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };
const POST_PATH = '/api/public/application_for_participant/';
const DRAFT_KEY = 'application_draft';
const AREA_REQUIRED = 'Укажите площадь больше 0 м² хотя бы в одном поле';

const topics = () => apiGet<TopicGroup[]>(browser.baseUrl, '/api/public/topics/?lang_code=ru');
const contests = async () => (await apiGet<ContestList>(browser.baseUrl, '/api/public/contests/?lang_code=ru')).results;
const currentPrefix = async () =>
  (await apiGet<SiteResponse>(browser.baseUrl, '/api/public/site/?lang_code=ru')).site_config.prefix_contract;

let serial = 0;
const applicant = () => {
  serial += 1;
  return {
    last_name: 'Соколова',
    first_name: 'Ирина',
    patronymic_name: 'Петровна',
    position: 'Директор по маркетингу',
    company: 'АО «Уралтрубосталь»',
    phone: '+7 (912) 345-67-89',
    email: `apply.${Date.now().toString(36)}.${serial}@example.org`,
  };
};
type Applicant = ReturnType<typeof applicant>;

const RU = {
  last_name: 'Фамилия',
  first_name: 'Имя',
  patronymic_name: 'Отчество',
  position: 'Должность',
  company: 'Организация',
  phone: 'Телефон',
  email: 'E-mail',
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A text box by its label; optional fields add "(необязательно)" / "(optional)" to it. */
const box = (page: Page, name: string) => page.getByRole('textbox', { name: new RegExp(`^${escapeRegExp(name)}( \\(.+\\))?$`) });
const stepHeading = (page: Page, name: string) => page.getByRole('main').getByRole('heading', { level: 2, name, exact: true });
const draft = (page: Page) => page.evaluate((key) => sessionStorage.getItem(key), DRAFT_KEY);

/** Opens the wizard and waits for step 1 itself (the loading state has the same h1). */
async function openWizard(page: Page, lang = 'ru', step = 'Контактное лицо') {
  await page.goto(`/${lang}/application`);
  await stepHeading(page, step).waitFor();
}

async function fillContact(page: Page, person: Applicant, topic: string) {
  for (const [field, label] of Object.entries(RU)) await box(page, label).fill(person[field as keyof Applicant]);
  await page.getByRole('radio', { name: topic }).check();
}

/** The message tied to a field by aria-describedby. */
async function describedText(page: Page, name: string) {
  const ids = (await box(page, name).getAttribute('aria-describedby')) ?? '';
  return (
    await Promise.all(
      ids
        .split(' ')
        .filter(Boolean)
        .map((id) => page.locator(`[id="${id}"]`).innerText()),
    )
  ).join(' ');
}

describe('the application wizard: validation', () => {
  it('marks every empty required field with "Поле обязательно", focuses the first one and stays on step 1', async () => {
    const page = await browser.newPage(PHONE);
    const posts: string[] = [];
    page.on('request', (request) => void (request.url().includes(POST_PATH) && posts.push(request.url())));
    await openWizard(page);
    await page.getByRole('button', { name: 'Далее' }).click();
    for (const label of ['Фамилия', 'Имя', 'Должность', 'Организация', 'Телефон', 'E-mail']) {
      expect(await box(page, label).getAttribute('aria-invalid'), label).toBe('true');
      expect(await describedText(page, label), label).toBe('Поле обязательно');
    }
    expect(await box(page, 'Отчество').getAttribute('aria-invalid')).toBeNull();
    const firstRadio = page.getByRole('radio').first();
    expect(await firstRadio.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${await firstRadio.getAttribute('aria-describedby')}"]`).innerText()).toBe('Поле обязательно');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('autocomplete'))).toBe('family-name');
    await stepHeading(page, 'Контактное лицо').waitFor();
    expect(posts).toEqual([]);
  });

  it('says "Некорректный email" and "Некорректный номер" next to those fields, and clears them once corrected', async () => {
    const [, topic] = await topics();
    const person = applicant();
    const page = await browser.newPage();
    await openWizard(page);
    await fillContact(page, { ...person, email: 'irina@example', phone: '12-34' }, topic!.name);
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByText('Некорректный email').waitFor();
    expect(await describedText(page, 'E-mail')).toBe('Некорректный email');
    expect(await describedText(page, 'Телефон')).toBe('Некорректный номер');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('type'))).toBe('tel');
    await box(page, 'Телефон').fill(person.phone);
    await box(page, 'E-mail').fill(person.email);
    expect(await box(page, 'E-mail').getAttribute('aria-invalid')).toBeNull();
    await page.getByRole('button', { name: 'Далее' }).click();
    await stepHeading(page, 'Стенд').waitFor();
  });

  it('speaks English on /en/application: required, e-mail and phone messages', async () => {
    const page = await browser.newPage();
    await openWizard(page, 'en', 'Contact person');
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill('nobody@');
    await page.getByRole('textbox', { name: 'Phone', exact: true }).fill('phone');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Invalid email').waitFor();
    expect(await describedText(page, 'Last name')).toBe('This field is required');
    expect(await describedText(page, 'E-mail')).toBe('Invalid email');
    expect(await describedText(page, 'Phone')).toBe('Invalid phone number');
    expect(await page.title()).toMatch(/^Application to exhibit/);
  });
});

describe('the application wizard: the stand area', () => {
  it('refuses step 2 while no area is above 0: says so next to the area fields, keeps what was typed, and moves on once one is', async () => {
    const [topic] = await topics();
    const page = await browser.newPage(PHONE);
    const posts: string[] = [];
    page.on('request', (request) => void (request.url().includes(POST_PATH) && posts.push(request.url())));
    await openWizard(page);
    await fillContact(page, applicant(), topic!.name);
    await page.getByRole('button', { name: 'Далее' }).click();
    await stepHeading(page, 'Стенд').waitFor();
    await box(page, 'Необорудованная').fill('0');
    await box(page, 'Оборудованная (стенд)').fill('');
    await box(page, 'Открытая').fill('00');
    await page.getByRole('radio', { name: 'Остров', exact: true }).check();
    await page.getByRole('checkbox', { name: 'Страница А4' }).check();
    await box(page, 'Другие пожелания').fill('Стенд у входа в павильон');
    await page.getByRole('button', { name: 'Далее' }).click();

    const message = page.getByRole('group', { name: 'Площадь, м²' }).getByText(AREA_REQUIRED, { exact: true });
    await message.waitFor();
    expect(await page.getByText(AREA_REQUIRED).count(), 'said once, for the group').toBe(1);
    for (const label of ['Необорудованная', 'Оборудованная (стенд)', 'Открытая']) {
      expect(await box(page, label).getAttribute('aria-invalid'), label).toBe('true');
      expect(await describedText(page, label), label).toContain(AREA_REQUIRED);
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await box(page, 'Необорудованная').getAttribute('id'));
    await stepHeading(page, 'Стенд').waitFor();
    expect(await box(page, 'Необорудованная').inputValue()).toBe('0');
    expect(await box(page, 'Оборудованная (стенд)').inputValue()).toBe('');
    expect(await box(page, 'Открытая').inputValue()).toBe('00');
    expect(await page.getByRole('radio', { name: 'Остров', exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Страница А4' }).isChecked()).toBe(true);
    expect(await box(page, 'Другие пожелания').inputValue()).toBe('Стенд у входа в павильон');

    // One area above 0 clears the message from all three fields at once.
    await box(page, 'Открытая').fill('15');
    await message.waitFor({ state: 'detached' });
    for (const label of ['Необорудованная', 'Оборудованная (стенд)', 'Открытая'])
      expect(await box(page, label).getAttribute('aria-invalid'), label).toBeNull();
    await page.getByRole('button', { name: 'Далее' }).click();
    await stepHeading(page, 'Конкурсы').waitFor();
    expect(posts).toEqual([]);
  });

  it('says it in English on /en/application', async () => {
    const page = await browser.newPage();
    await page.addInitScript(
      ([key, value]) => sessionStorage.setItem(key!, value!),
      [DRAFT_KEY, JSON.stringify({ version: 1, step: 2, values: {} })],
    );
    await openWizard(page, 'en', 'Stand');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Enter an area above 0 m² in at least one field', { exact: true }).waitFor();
  });
});

describe('the application wizard: moving between steps', () => {
  it('goes forward when a step is valid, back from steps 3 and 2, announces the current step and keeps what was typed', async () => {
    const [topic] = await topics();
    const person = applicant();
    const page = await browser.newPage(PHONE);
    await openWizard(page);
    expect(await page.locator('[aria-current="step"]').innerText()).toContain('Контактное лицо');
    expect(await page.title()).toMatch(/^Заявка на участие/);
    await fillContact(page, person, topic!.name);
    await page.getByRole('button', { name: 'Далее' }).click();
    await stepHeading(page, 'Стенд').waitFor();
    expect(await page.locator('[aria-current="step"]').innerText()).toContain('Стенд');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Стенд');
    expect(await page.getByRole('radio', { name: 'Линейный' }).isChecked()).toBe(true);
    expect(await box(page, 'Необорудованная').inputValue()).toBe('0');
    await box(page, 'Открытая').fill('30');
    await page.getByRole('button', { name: 'Далее' }).click();
    await stepHeading(page, 'Конкурсы').waitFor();
    await page.getByRole('button', { name: 'Назад' }).click();
    await stepHeading(page, 'Стенд').waitFor();
    expect(await box(page, 'Открытая').inputValue()).toBe('30');
    await page.getByRole('button', { name: 'Назад' }).click();
    await stepHeading(page, 'Контактное лицо').waitFor();
    expect(await box(page, 'Фамилия').inputValue()).toBe(person.last_name);
    expect(await page.getByRole('radio', { name: topic!.name }).isChecked()).toBe(true);
  });

  it('keeps the typed data, the step and the ticked boxes after a reload', async () => {
    const [, , topic] = await topics();
    const [first, , third] = await contests();
    const person = applicant();
    const page = await browser.newPage();
    await openWizard(page);
    await fillContact(page, person, topic!.name);
    await page.getByRole('button', { name: 'Далее' }).click();
    await box(page, 'Оборудованная (стенд)').fill('24');
    await page.getByRole('radio', { name: 'Полуостров' }).check();
    await page.getByRole('checkbox', { name: '1/2 страницы А4' }).check();
    await box(page, 'Другие пожелания').fill('Подвод воды к стенду');
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByRole('checkbox', { name: third!.name }).check();

    await page.reload();
    await stepHeading(page, 'Конкурсы').waitFor();
    expect(await page.getByRole('checkbox', { name: third!.name }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: first!.name }).isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Назад' }).click();
    expect(await box(page, 'Оборудованная (стенд)').inputValue()).toBe('24');
    expect(await page.getByRole('radio', { name: 'Полуостров' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: '1/2 страницы А4' }).isChecked()).toBe(true);
    expect(await page.getByRole('checkbox', { name: 'Страница А4' }).isChecked()).toBe(false);
    expect(await box(page, 'Другие пожелания').inputValue()).toBe('Подвод воды к стенду');
    await page.getByRole('button', { name: 'Назад' }).click();
    for (const [field, label] of Object.entries(RU)) expect(await box(page, label).inputValue()).toBe(person[field as keyof Applicant]);
    expect(await page.getByRole('radio', { name: topic!.name }).isChecked()).toBe(true);
  });

  it("shows a contest's short text as plain text in a tooltip", async () => {
    const [contest] = await contests();
    const page = await browser.newPage(PHONE);
    await page.addInitScript(
      ([key, value]) => sessionStorage.setItem(key!, value!),
      [DRAFT_KEY, JSON.stringify({ version: 1, step: 3, values: {} })],
    );
    await openWizard(page, 'ru', 'Конкурсы');
    await page.getByRole('button', { name: `О конкурсе «${contest!.name}»` }).click();
    const tip = page.getByRole('alert');
    expect((await tip.innerText()).trim()).toBe(htmlToText(contest!.short_text).replace(/\s+/g, ' ').trim());
    expect(await tip.locator('p, a, script').count()).toBe(0);
  });
});

/** Fills all three steps: topic 2, areas 36/0/12, Угловой, two catalogue options, two contests. */
async function fillAll(page: Page, person: Applicant) {
  const [, topic] = await topics();
  const all = await contests();
  const chosen = [all[0]!, all[all.length - 1]!];
  await openWizard(page);
  await fillContact(page, person, topic!.name);
  await page.getByRole('button', { name: 'Далее' }).click();
  await box(page, 'Необорудованная').fill('36');
  await box(page, 'Открытая').fill('12');
  await page.getByRole('radio', { name: 'Угловой' }).check();
  // Ticked in reverse: the stored list follows the options' order, not the clicks'.
  await page.getByRole('checkbox', { name: 'Обложка каталога' }).check();
  await page.getByRole('checkbox', { name: 'Страница А4' }).check();
  await box(page, 'Другие пожелания').fill('Стенд у входа');
  await page.getByRole('button', { name: 'Далее' }).click();
  for (const contest of [...chosen].reverse()) await page.getByRole('checkbox', { name: contest.name }).check();
  return {
    ex_prefix: await currentPrefix(),
    ...person,
    field_of_activity: topic!.name,
    unequipped_area: 36,
    equipped_area: 0,
    open_area: 12,
    stand_type: 'Угловой',
    printed_catalog: 'Страница А4, Обложка каталога',
    extra_wishes: 'Стенд у входа',
    contests: `${chosen[0]!.name}, ${chosen[1]!.name}`,
  };
}

const storedApplications = (email: string) =>
  sqlRows<Record<string, unknown>>(
    `select ex_prefix, last_name, first_name, patronymic_name, position, company, phone, email, field_of_activity, unequipped_area,
     equipped_area, open_area, stand_type, printed_catalog, extra_wishes, contests from applications where email = '${email}'`,
  );

describe('the application wizard: sending', () => {
  it('shows the confirmation before the server answers, then stores exactly what was typed and clears the draft', async () => {
    const page = await browser.newPage();
    const person = applicant();
    const expected = await fillAll(page, person);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**${POST_PATH}**`, async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await stepHeading(page, 'Спасибо за заявку!').waitFor();
    expect(await page.locator('[aria-current="step"]').innerText()).toContain('Готово');
    expect(await storedApplications(person.email)).toEqual([]);
    expect(await draft(page)).not.toBeNull();
    release();
    await page.getByText('Заявка принята.').waitFor();
    expect(await storedApplications(person.email)).toEqual([expected]);
    await expect.poll(() => draft(page)).toBeNull();
  });

  it('retries a failed post, says when it finally failed, and sends it with one click once the network is back', async () => {
    // Aborted requests are logged by Chromium as failed resources.
    browser.allowConsoleErrors(/ERR_FAILED|Failed to load resource/);
    const page = await browser.newPage(PHONE);
    const person = applicant();
    const expected = await fillAll(page, person);
    let attempts = 0;
    await page.route(`**${POST_PATH}**`, (route) => {
      attempts += 1;
      return route.abort('failed');
    });
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await stepHeading(page, 'Спасибо за заявку!').waitFor();
    await page.getByRole('alert').getByText('Не удалось отправить заявку').waitFor({ timeout: 15_000 });
    expect(attempts).toBeGreaterThan(1);
    expect(await draft(page)).not.toBeNull();
    expect(await storedApplications(person.email)).toEqual([]);

    await page.unroute(`**${POST_PATH}**`);
    await page.getByRole('button', { name: 'Отправить ещё раз' }).click();
    await page.getByText('Заявка принята.').waitFor();
    expect(await storedApplications(person.email)).toEqual([expected]);
    await expect.poll(() => draft(page)).toBeNull();
  });

  it('sends the Bearer header for a signed-in visitor', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage();
    await signInPage(page, visitor);
    const person = applicant();
    const expected = await fillAll(page, person);
    const request = page.waitForRequest((candidate) => candidate.url().includes(POST_PATH) && candidate.method() === 'POST');
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    expect((await request).headers().authorization).toBe(`Bearer ${visitor.access}`);
    await page.getByText('Заявка принята.').waitFor();
    expect(await storedApplications(person.email)).toEqual([expected]);
  });
});

describe.each([
  ['phone', PHONE],
  ['desktop', DESKTOP_1366],
] as const)('the application wizard is accessible on a %s', (_name, device) => {
  it('has no serious or critical axe violations on step 1 with errors, steps 2 and 3, and the confirmation', async () => {
    const page = await browser.newPage(device);
    await openWizard(page);
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByText('Поле обязательно').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await fillContact(page, applicant(), (await topics())[0]!.name);
    await page.getByRole('button', { name: 'Далее' }).click();
    await stepHeading(page, 'Стенд').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Далее' }).click();
    await page.getByText(AREA_REQUIRED).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await box(page, 'Оборудованная (стенд)').fill('18');
    await page.getByRole('button', { name: 'Далее' }).click();
    await stepHeading(page, 'Конкурсы').waitFor();
    await page
      .getByRole('button', { name: /^О конкурсе/ })
      .first()
      .click();
    await page.getByRole('alert').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Отправить заявку' }).click();
    await page.getByText('Заявка принята.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Five axe runs on a phone-sized CPU budget: more than the default 30 s on this 2-core machine.
  }, 90_000);
});

describe('the application wizard on a phone: the steps and a signed-in visitor', () => {
  it('numbers exactly the steps “Шаг 1 из N” counts, and marks the confirmation after them without a number', async () => {
    const page = await browser.newPage(PHONE);
    await openWizard(page);
    const total = Number(/из (\d+)/i.exec((await page.getByText(/^Шаг 1 из \d+$/i).textContent()) ?? '')?.[1]);
    const steps = page.getByRole('list', { name: 'Шаги заявки' });
    // What the visitor sees in each circle (the step names are for screen readers at this width).
    const marks = await steps
      .getByRole('listitem')
      .evaluateAll((items) => items.map((item) => item.querySelector('[aria-hidden="true"]')?.textContent?.trim() ?? ''));
    expect(marks.filter((mark) => /^\d+$/.test(mark))).toEqual(Array.from({ length: total }, (_, index) => String(index + 1)));
    expect(marks).toHaveLength(total + 1);
    expect(marks.at(-1)).not.toMatch(/\d/);
    expect(await steps.getByRole('listitem').last().textContent()).toContain('Готово');
  });

  it('fills a signed-in visitor’s name, phone, company and e-mail from the profile', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const profile = await apiGet<User>(browser.baseUrl, '/api/public/user/?lang_code=ru', visitor.access);
    const page = await browser.newPage(PHONE);
    await signInPage(page, visitor);
    await openWizard(page);
    const expected = {
      [RU.last_name]: profile.last_name,
      [RU.first_name]: profile.first_name,
      [RU.patronymic_name]: profile.patronymic_name,
      [RU.company]: profile.company,
      [RU.phone]: profile.phone,
      [RU.email]: profile.login,
    };
    for (const [label, value] of Object.entries(expected))
      await expect.poll(() => box(page, label).inputValue(), { message: label }).toBe(value);
  });

  it('never overwrites what the visitor typed before the profile arrived, nor after a reload', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const profile = await apiGet<User>(browser.baseUrl, '/api/public/user/?lang_code=ru', visitor.access);
    const page = await browser.newPage(PHONE);
    await signInPage(page, visitor);
    // The profile is held back until the visitor has typed: a slow network at the hall's entrance.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/public/user/?*', async (route) => {
      if (route.request().method() === 'GET') await released;
      await route.continue();
    });
    await openWizard(page);
    await box(page, RU.company).fill('ООО «Своя компания»');
    await box(page, RU.phone).fill('+7 900 000-00-00');
    release();
    await expect.poll(() => box(page, RU.last_name).inputValue()).toBe(profile.last_name);
    expect(await box(page, RU.company).inputValue()).toBe('ООО «Своя компания»');
    expect(await box(page, RU.phone).inputValue()).toBe('+7 900 000-00-00');
    expect(await box(page, RU.email).inputValue()).toBe(profile.login);

    await box(page, RU.first_name).fill('');
    await page.reload();
    await stepHeading(page, 'Контактное лицо').waitFor();
    await expect.poll(() => box(page, RU.last_name).inputValue()).toBe(profile.last_name);
    expect(await box(page, RU.company).inputValue()).toBe('ООО «Своя компания»');
    // A field the visitor emptied stays empty: the draft they left is theirs.
    expect(await box(page, RU.first_name).inputValue()).toBe('');
  });

  it('leaves the form empty for a signed-out visitor, also in the tab where someone signed out', async () => {
    const visitor = await registerVisitor(browser.baseUrl);
    const page = await browser.newPage(PHONE);
    await signInPage(page, visitor);
    await openWizard(page);
    await expect.poll(() => box(page, RU.email).inputValue()).toBe(visitor.login);
    await page.goto('/logout');
    await page.waitForURL(/\/ru\/?$/);
    await openWizard(page);
    for (const label of Object.values(RU)) expect(await box(page, label).inputValue(), label).toBe('');
  });
});
