/**
 * Two server instances on one PostgreSQL run their push rounds at the same moment: each reminder is
 * claimed in the database by one of them and reaches the device once (issue 34). PostgreSQL pass only,
 * like multi-instance.test.ts: PGlite is one process's database.
 */
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { EventsResponseSchema } from '../../src/contract/events';
import { runPushRound } from '../../server/push/scheduler';
import { startServer, type RunningServer } from '../../server/start';
import { createSignedInVisitor } from '../support/accounts';
import { testApiFor, type TestApi } from '../support/api-server';
import { startPushReceiver } from '../support/push-receiver';
import { testServerEnv } from '../support/server-env';
import { cloneTemplate, serverUrlFromEnv } from '../support/test-database';

const P = '/api/public';

describe.runIf(serverUrlFromEnv() !== undefined)('push rounds of two instances on one PostgreSQL (PostgreSQL pass only)', () => {
  let first: RunningServer;
  let second: RunningServer;
  let api: TestApi;
  let receiver: Awaited<ReturnType<typeof startPushReceiver>>;
  let cleanup = async () => {};

  beforeAll(async () => {
    const config = await cloneTemplate(inject('dbTemplate'));
    cleanup = config.cleanup;
    const env = testServerEnv(config, { PUSH_ALLOW_LOCAL: '1' });
    [first, second] = await Promise.all([startServer(env, { quiet: true }), startServer(env, { quiet: true })]);
    api = testApiFor(first, () => {
      throw new Error('two instances share real time');
    });
    receiver = await startPushReceiver();
  });
  afterAll(async () => {
    await receiver?.close();
    await Promise.all([first?.close(), second?.close()]);
    await cleanup();
  });

  it('sends one reminder when both instances find it due at once', async () => {
    expect(first.database.kind).toBe('postgres');
    // Both sign with the one pair (the same DATA_DIR here; VAPID_* in production).
    expect(second.deps.vapid?.publicKey).toBe(first.deps.vapid?.publicKey);
    const visitor = await createSignedInVisitor(api, 'push-two');
    const [event] = v.parse(EventsResponseSchema, (await api.get(`${P}/events/?lang_code=en`)).body);
    if (!event) throw new Error('no event');
    const device = receiver.device('two-instances');
    const body = { ...device, lead_minutes: 30 };
    expect((await api.send('POST', `${P}/user/push_subscriptions/?lang_code=en`, body, { token: visitor.token })).status).toBe(200);
    const starred = { event_id: event.id, added_to_favorite: true };
    expect((await api.send('POST', `${P}/user/events/favorite/`, starred, { token: visitor.token })).status).toBe(200);

    const now = new Date(Date.parse(event.start_at) - 20 * 60_000);
    const reports = await Promise.all([runPushRound(first.deps, { now }), runPushRound(second.deps, { now })]);
    expect(reports.map((report) => report.reminders).sort()).toEqual([0, 1]);
    expect(receiver.problems).toEqual([]);
    expect(receiver.received.filter((item) => item.device === 'two-instances')).toHaveLength(1);
    expect(receiver.received[0]?.payload).toMatchObject({ lang: 'en', tag: `reminder-${event.id}` });
  });
});
