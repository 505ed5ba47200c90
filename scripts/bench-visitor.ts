/** A visitor of the browser benchmarks: registered through the API, signed in, and a phone context carrying the session. */
import { eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import type { Db } from '../server/db/connect';
import { eventFavorites, events, participantFavorites, participants, users } from '../server/db/schema';
import { phoneContext } from './bench-support';

const BENCH_PASSWORD = 'Prokat-2027';

export type Tokens = { access: string; refresh: string };

/** Registers a new visitor (login `bench.<tag>.<time>@example.org`) and returns its first session. */
export async function registerBenchVisitor(baseUrl: string, tag: string): Promise<Tokens & { login: string }> {
  const login = `bench.${tag}.${Date.now().toString(36)}@example.org`;
  const form = new FormData();
  const fields = {
    login,
    password: BENCH_PASSWORD,
    confirmPassword: BENCH_PASSWORD,
    first_name: 'Ирина',
    last_name: 'Соколова',
    phone: '+7 (912) 345-67-89',
    company: 'АО «Уралтрубосталь»',
  };
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  const response = await fetch(`${baseUrl}/api/public/user/registration/`, { method: 'POST', body: form });
  if (response.status !== 201) throw new Error(`registration answered ${response.status}`);
  return { login, ...((await response.json()) as Tokens) };
}

/** A session of its own for each run: two contexts sharing one refresh token would look like a stolen one. */
export async function signInBenchVisitor(baseUrl: string, login: string): Promise<Tokens> {
  const send = () =>
    fetch(`${baseUrl}/api/public/user/login/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ login, password: BENCH_PASSWORD }),
    });
  // Once more on a socket error: after the seconds spent growing the database, fetch may reuse a kept-alive
  // connection the server has just closed (its 5 s keep-alive), and a POST is not retried by itself.
  const response = await send().catch(send);
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return (await response.json()) as Tokens;
}

/** A phone context whose pages start signed in with `tokens` (as the app keeps them in localStorage). */
export async function signedInPhoneContext(browser: Browser, tokens: Tokens) {
  const context = await phoneContext(browser);
  await context.addInitScript(
    ([access, refresh]) => {
      if (localStorage.getItem('access_token')) return;
      localStorage.setItem('access_token', access ?? '');
      localStorage.setItem('refresh_token', refresh ?? '');
    },
    [tokens.access, tokens.refresh],
  );
  return context;
}

type SeededServer = { url: string; db: Db };

/**
 * A visitor whose plan holds the first `eventCount` events (by start) and `exhibitorCount` exhibitors of the
 * exhibition, written straight into the database: 700 API calls would measure the rate limits instead.
 */
export async function plannedVisitor(server: SeededServer, exPrefix: string, eventCount: number, exhibitorCount: number) {
  const visitor = await registerBenchVisitor(server.url, 'plan');
  const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.login, visitor.login));
  if (!user) throw new Error('the registered visitor is not in the database');
  const eventRows = await server.db
    .select({ id: events.id })
    .from(events)
    .where(eq(events.exPrefix, exPrefix))
    .orderBy(events.startAt)
    .limit(eventCount);
  const exhibitorRows = await server.db
    .select({ id: participants.id })
    .from(participants)
    .where(eq(participants.exPrefix, exPrefix))
    .limit(exhibitorCount);
  await server.db.insert(eventFavorites).values(eventRows.map((row) => ({ userId: user.id, eventId: row.id })));
  await server.db.insert(participantFavorites).values(exhibitorRows.map((row) => ({ userId: user.id, participantId: row.id })));
  return { visitor, eventRows, exhibitorRows };
}
