/**
 * Push reminders, server side (issue 34), against a local push service that checks the VAPID signature
 * and decrypts every payload: a reminder before a favourite event in the device's language, once; a
 * push when a favourite event changes; a device the push service has forgotten (410) deleted; a slow
 * push service never holding up a request; endpoints into private networks and bad keys refused.
 */
import { count, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { EventsResponseSchema, type ProgrammeEvent } from '../../src/contract/events';
import { PushKeySchema } from '../../src/contract/push';
import { events, pushSubscriptions, users } from '../../server/db/schema';
import { runPushRound } from '../../server/push/scheduler';
import { createSignedInVisitor } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { startPushReceiver, type TestDevice } from '../support/push-receiver';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer({ env: { PUSH_ALLOW_LOCAL: '1' } });
const { deps } = api.server;
const { db } = deps;
const P = '/api/public';
const { current } = await seededExhibitions(db);
const receiver = await startPushReceiver();
afterAll(() => receiver.close());

type Visitor = { id: string; token: string };
const subscribe = (visitor: Visitor, device: Pick<TestDevice, 'endpoint' | 'keys'>, lead = 15, lang = 'zh') =>
  api.send('POST', `${P}/user/push_subscriptions/?lang_code=${lang}`, { ...device, lead_minutes: lead }, { token: visitor.token });
const favourite = (visitor: Visitor, event: ProgrammeEvent) =>
  api.send('POST', `${P}/user/events/favorite/`, { event_id: event.id, added_to_favorite: true }, { token: visitor.token });
const devicesOf = async (userId: string) =>
  (await db.select({ n: count() }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)))[0]?.n ?? 0;
const minutesBefore = (event: ProgrammeEvent, minutes: number) => new Date(Date.parse(event.start_at) - minutes * 60_000);
function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(v.parse(ErrorEnvelopeSchema, res.body).error_code).toBe(code);
}

let programme: { ru: ProgrammeEvent[]; zh: ProgrammeEvent[] };
beforeAll(async () => {
  const read = async (lang: string) =>
    v.parse(EventsResponseSchema, (await api.get(`${P}/events/?ex_prefix=${current}&lang_code=${lang}`)).body);
  programme = { ru: await read('ru'), zh: await read('zh') };
  // Each test uses events of its own, far enough apart that one test's round never finds another's.
  expect(programme.ru.length).toBeGreaterThan(8);
});
const pick = (index: number) => {
  const sorted = [...programme.ru].sort((a, b) => Date.parse(a.start_at) - Date.parse(b.start_at));
  const days = [...new Set(sorted.map((event) => event.start_at.slice(0, 10)))];
  // One event per day and test: rounds look 15–30 minutes ahead, days are far apart.
  const event = sorted.find((item) => item.start_at.startsWith(days[index % days.length] ?? ''));
  if (!event) throw new Error('no event');
  return event;
};

describe('push reminders', () => {
  it('hands out the VAPID public key devices subscribe with', async () => {
    const res = await api.get(`${P}/push/key/`);
    expect(res.status).toBe(200);
    expect(v.parse(PushKeySchema, res.body).public_key).toBe(deps.vapid?.publicKey);
  });

  it('reminds the lead time before a favourite event, once, signed and encrypted, in the device language', async () => {
    const visitor = await createSignedInVisitor(api, 'push-reminder');
    const event = pick(0);
    const device = receiver.device('reminder-phone');
    expect((await subscribe(visitor, device, 15, 'zh')).status).toBe(200);
    expect((await favourite(visitor, event)).status).toBe(200);

    // 20 minutes before: not due yet for a 15-minute lead.
    expect((await runPushRound(deps, { now: minutesBefore(event, 20) })).reminders).toBe(0);
    const report = await runPushRound(deps, { now: minutesBefore(event, 12) });
    expect(report).toMatchObject({ reminders: 1, sent: 1 });
    expect(receiver.problems).toEqual([]);
    const message = receiver.received.find((item) => item.device === 'reminder-phone');
    const zhName = programme.zh.find((item) => item.id === event.id)?.name ?? '';
    expect(message?.audience).toBe(receiver.origin);
    expect(message?.payload).toMatchObject({ lang: 'zh', url: `/zh/personal/favorite#event-${event.id}`, tag: `reminder-${event.id}` });
    expect((message?.payload as { title: string }).title).toContain(zhName);
    expect((message?.payload as { title: string }).title).toContain('12');

    // The next rounds find it sent.
    expect((await runPushRound(deps, { now: minutesBefore(event, 11) })).reminders).toBe(0);
    expect(receiver.received.filter((item) => item.device === 'reminder-phone')).toHaveLength(1);
  });

  it('pushes a change of a favourite event to the devices that subscribed before it', async () => {
    const visitor = await createSignedInVisitor(api, 'push-change');
    const event = pick(1);
    expect((await favourite(visitor, event)).status).toBe(200);
    expect((await subscribe(visitor, receiver.device('change-phone'), 30, 'ru')).status).toBe(200);
    await db
      .update(events)
      .set({ location: { ru: 'Конференц-зал «Южный»', en: 'South Conference Hall', zh: '南会议厅' } })
      .where(eq(events.id, event.id));
    const report = await runPushRound(deps);
    expect(report.changes).toBeGreaterThanOrEqual(1);
    const message = receiver.received.find((item) => item.device === 'change-phone');
    expect(message?.payload).toMatchObject({ lang: 'ru', title: `Изменилось: ${event.name}` });
    expect((message?.payload as { body: string }).body).toContain('Конференц-зал «Южный»');
    // Claimed once: the next round sends nothing more to it.
    await runPushRound(deps);
    expect(receiver.received.filter((item) => item.device === 'change-phone')).toHaveLength(1);
  });

  it('deletes a subscription the push service answers 410 for', async () => {
    const visitor = await createSignedInVisitor(api, 'push-gone');
    const event = pick(2);
    expect((await subscribe(visitor, receiver.device('old-phone', 'gone'))).status).toBe(200);
    expect((await favourite(visitor, event)).status).toBe(200);
    expect(await devicesOf(visitor.id)).toBe(1);
    expect(await runPushRound(deps, { now: minutesBefore(event, 5) })).toMatchObject({ gone: 1 });
    expect(await devicesOf(visitor.id)).toBe(0);
  });

  it('answers requests while a push service holds its connection, and cuts it at the timeout', async () => {
    const visitor = await createSignedInVisitor(api, 'push-slow');
    const event = pick(3);
    expect((await subscribe(visitor, receiver.device('slow-phone', 'hold'))).status).toBe(200);
    expect((await favourite(visitor, event)).status).toBe(200);
    const reached = receiver.nextRequest();
    const round = runPushRound(deps, { now: minutesBefore(event, 5), timeoutMs: 3_000 });
    await reached;
    // The push service has the request and has not answered: the API answers all the same.
    expect((await api.get(`${P}/site/`)).status).toBe(200);
    expect(await round).toMatchObject({ reminders: 1, failed: 1 });
  });

  it('refuses endpoints into private networks, plain http and bad keys, storing nothing', async () => {
    const visitor = await createSignedInVisitor(api, 'push-refused');
    const keys = receiver.device('refused').keys;
    for (const endpoint of [
      'https://127.0.0.1/push',
      'https://10.0.0.7/push',
      'https://192.168.1.20/push',
      'https://[::1]/push',
      'https://[fd00::1]/push',
      'https://localhost/push',
      'https://push.intranet/push',
      'http://push.example.net/push',
      'ftp://push.example.net/push',
      'not an address',
    ]) {
      expectError(await subscribe(visitor, { endpoint, keys }), 400, 'InvalidInput');
    }
    const endpoint = 'https://push.example.net/send/abc';
    expectError(await subscribe(visitor, { endpoint, keys: { ...keys, p256dh: keys.p256dh.slice(0, 40) } }), 400, 'InvalidInput');
    // The right length, but not a point on the curve.
    expectError(await subscribe(visitor, { endpoint, keys: { ...keys, p256dh: `B${'A'.repeat(86)}` } }), 400, 'InvalidInput');
    expectError(await subscribe(visitor, { endpoint, keys: { ...keys, auth: 'short' } }), 400, 'InvalidInput');
    expectError(await subscribe(visitor, { endpoint, keys }, 10), 400, 'InvalidInput');
    expect(await devicesOf(visitor.id)).toBe(0);
    const anonymous = await api.send('POST', `${P}/user/push_subscriptions/`, { endpoint, keys, lead_minutes: 15 });
    expect(anonymous.status).toBe(401);
  });

  it("never lets one account remove another's device, and goes with the account", async () => {
    const owner = await createSignedInVisitor(api, 'push-owner');
    const stranger = await createSignedInVisitor(api, 'push-stranger');
    const device = receiver.device('owned');
    expect((await subscribe(owner, device)).status).toBe(200);
    const remove = (visitor: Visitor) =>
      api.send('POST', `${P}/user/push_subscriptions/remove/`, { endpoint: device.endpoint }, { token: visitor.token });
    expectError(await remove(stranger), 404, 'EntityNotFound');
    expect(await devicesOf(owner.id)).toBe(1);
    expect((await remove(owner)).status).toBe(200);
    expect(await devicesOf(owner.id)).toBe(0);
    expect((await subscribe(owner, device)).status).toBe(200);
    await db.delete(users).where(eq(users.id, owner.id));
    expect(await devicesOf(owner.id)).toBe(0);
  });
});
