/**
 * Push reminders on the device (issue 34), at 390 px in ru and zh. Headless Chromium has no push service
 * to subscribe with, so the browser's PushManager is stubbed with a subscription whose keys are a real
 * P-256 pair (the server checks them); everything else is real: the permission prompt's answer, the
 * worker's registration, the request and the row on the server. Logout ends the subscription on both.
 */
import { createECDH, randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import ru from '../../locales/ru.json';
import zh from '../../locales/zh.json';
import { PHONE, useBrowser, waitForTheApp } from '../support/browser';
import { sqlRows } from '../support/e2e-db';
import { addFavouriteEvents, apiGet, registerVisitor, signInPage, type Visitor } from '../support/visitors';
import type { ProgrammeEvent } from '../../src/contract/events';
import type { Page } from 'playwright-core';

const browser = useBrowser({ serviceWorker: true });
const texts = { ru, zh };

/** A stand-in for the browser's push subscription, kept in localStorage so a reload finds it. */
function stubPushManager(subscription: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const KEY = 'test-push-subscription';
  const make = () => ({
    endpoint: subscription.endpoint,
    toJSON: () => ({ endpoint: subscription.endpoint, keys: subscription.keys }),
    unsubscribe: async () => {
      localStorage.removeItem(KEY);
      return true;
    },
  });
  PushManager.prototype.getSubscription = async function () {
    return (localStorage.getItem(KEY) ? make() : null) as unknown as PushSubscription;
  };
  PushManager.prototype.subscribe = async function () {
    localStorage.setItem(KEY, '1');
    return make() as unknown as PushSubscription;
  };
}

const rowsOf = (visitor: Visitor) =>
  sqlRows<{ lead_minutes: number; lang: string; endpoint: string }>(
    `select s.lead_minutes, s.lang, s.endpoint from push_subscriptions s join users u on u.id = s.user_id where u.login = '${visitor.login}'`,
  );

async function openPlan(lang: 'ru' | 'zh'): Promise<{ page: Page; visitor: Visitor; endpoint: string }> {
  const visitor = await registerVisitor(browser.baseUrl);
  const [event] = await apiGet<ProgrammeEvent[]>(browser.baseUrl, '/api/public/events/');
  if (!event) throw new Error('no programme');
  await addFavouriteEvents(browser.baseUrl, visitor, [event.id]);
  const ecdh = createECDH('prime256v1');
  const endpoint = `https://push.example.net/send/${randomBytes(8).toString('hex')}`;
  const keys = { p256dh: ecdh.generateKeys().toString('base64url'), auth: randomBytes(16).toString('base64url') };
  const page = await browser.newPage(PHONE);
  await page.context().grantPermissions(['notifications'], { origin: browser.baseUrl });
  await page.addInitScript(stubPushManager, { endpoint, keys });
  await signInPage(page, visitor);
  await page.goto(`/${lang}/personal/favorite`);
  await page.getByRole('heading', { level: 1, name: texts[lang].titles.favorite }).waitFor();
  await waitForTheApp(page);
  return { page, visitor, endpoint };
}

describe('reminders on a phone', { timeout: 90_000 }, () => {
  it.each(['ru', 'zh'] as const)('turns on with a chosen lead time, in the page language, and off again (%s)', async (lang) => {
    const { page, visitor, endpoint } = await openPlan(lang);
    const control = page.getByTestId('reminders');
    await expect.poll(() => control.getAttribute('data-state'), { timeout: 15_000 }).toBe('off');
    await control.getByLabel(texts[lang].reminders.lead).selectOption('30');
    await control.getByRole('button', { name: texts[lang].reminders.turn_on }).click();
    await expect.poll(() => control.getAttribute('data-state'), { timeout: 15_000 }).toBe('on');
    await expect.poll(() => rowsOf(visitor)).toEqual([{ lead_minutes: 30, lang, endpoint }]);

    // Another lead time re-times the same device.
    await control.getByLabel(texts[lang].reminders.lead).selectOption('5');
    await expect.poll(async () => (await rowsOf(visitor)).map((row) => row.lead_minutes)).toEqual([5]);

    await control.getByRole('button', { name: texts[lang].reminders.turn_off }).click();
    await expect.poll(() => control.getAttribute('data-state')).toBe('off');
    await expect.poll(() => rowsOf(visitor)).toEqual([]);
  });

  it('signing out ends the device subscription and removes it from the account', async () => {
    const { page, visitor } = await openPlan('ru');
    const control = page.getByTestId('reminders');
    await control.getByRole('button', { name: ru.reminders.turn_on }).click();
    await expect.poll(async () => (await rowsOf(visitor)).length, { timeout: 15_000 }).toBe(1);
    await page.goto('/logout');
    await expect.poll(() => rowsOf(visitor), { timeout: 15_000 }).toEqual([]);
    expect(await page.evaluate(() => localStorage.getItem('test-push-subscription'))).toBeNull();
  });
});
