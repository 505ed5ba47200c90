/**
 * Data the browser tests own: visitors registered through the real API, their tokens put in the page's
 * localStorage, and reads of the API to take expected values from (never numbers copied from the seed).
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

export type Visitor = { login: string; password: string; access: string; refresh: string };

let serial = 0;

export async function apiGet<T>(baseUrl: string, path: string, token?: string): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  expect(response.status, `${path}: ${response.status}`).toBe(200);
  return (await response.json()) as T;
}

/**
 * A new visitor account, registered through the real API for the current exhibition, for the given one,
 * or (exPrefix null) for none, which leaves the visitor without a ticket.
 */
export async function registerVisitor(baseUrl: string, options: { exPrefix?: string | null } = {}): Promise<Visitor> {
  serial += 1;
  const login = `e2e.${Date.now().toString(36)}.${serial}@example.org`;
  const password = 'Prokat-2027';
  const form = new FormData();
  const fields = {
    login,
    password,
    confirmPassword: password,
    first_name: 'Ирина',
    last_name: 'Соколова',
    patronymic_name: 'Петровна',
    phone: '+7 (912) 345-67-89',
    company: 'АО «Уралтрубосталь»',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const exPrefix =
    options.exPrefix === undefined
      ? (await apiGet<{ site_config: { prefix_contract: string } }>(baseUrl, '/api/public/site/')).site_config.prefix_contract
      : options.exPrefix;
  const query = exPrefix ? `?ex_prefix=${exPrefix}` : '';
  const response = await fetch(`${baseUrl}/api/public/user/registration/${query}`, { method: 'POST', body: form });
  expect(response.status).toBe(201);
  const body = (await response.json()) as { access: string; refresh: string };
  return { login, password, access: body.access, refresh: body.refresh };
}

/** Starts the page signed in as `visitor` (tokens in localStorage before the app starts, once per tab). */
export async function signInPage(page: Page, visitor: Visitor) {
  await page.addInitScript(
    ([access, refresh]) => {
      if (sessionStorage.getItem('signed-in')) return;
      sessionStorage.setItem('signed-in', '1');
      localStorage.setItem('access_token', access ?? '');
      localStorage.setItem('refresh_token', refresh ?? '');
    },
    [visitor.access, visitor.refresh],
  );
}

/** Stars the given programme events for the visitor through the real API (what the star's request does). */
export async function addFavouriteEvents(baseUrl: string, visitor: Visitor, eventIds: readonly number[]) {
  for (const eventId of eventIds) {
    const response = await fetch(`${baseUrl}/api/public/user/events/favorite/`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${visitor.access}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ event_id: eventId, added_to_favorite: true }),
    });
    expect(response.status, `starring event ${eventId}`).toBe(200);
  }
}
