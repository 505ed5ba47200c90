/**
 * Web Push reminders (issue 34): the VAPID public key a device subscribes with, and the signed-in
 * visitor's device subscriptions. A subscription's endpoint is an address this server will call, so it
 * must be a public https push service (push/endpoint-guard.ts); its keys must be a real P-256 point and a
 * 16-byte secret, or no message could ever be encrypted for it. An endpoint is one device: subscribing
 * it again (another lead time, another account signed in on that phone) replaces its row.
 */
import { createECDH } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { PushSubscriptionInputSchema, PushUnsubscribeInputSchema, type PushSubscriptionResult } from '../../src/contract/push';
import { PUSH_SUBSCRIPTION_BUDGET, spendBudget } from '../auth/rate-limit';
import { requireUser, type AuthEnv } from '../auth/tokens';
import { pushSubscriptions } from '../db/schema';
import { readJson } from '../http/body';
import { signedInUser } from '../http/caller';
import { invalidInput, notFound } from '../http/errors';
import { endpointProblem } from '../push/endpoint-guard';

/** True when `key` is an uncompressed point on P-256 (computeSecret refuses any other). */
function isP256Point(key: string): boolean {
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    ecdh.computeSecret(Buffer.from(key, 'base64url'));
    return true;
  } catch {
    return false;
  }
}

export const pushRoutes = new Hono<AuthEnv>()
  .get('/push/key', (c) => {
    const { vapid } = c.var.deps;
    if (!vapid) throw notFound('Push reminders on this server');
    return c.json({ public_key: vapid.publicKey });
  })
  .post('/user/push_subscriptions', requireUser, async (c) => {
    const input = await readJson(c, PushSubscriptionInputSchema);
    const { db, env } = c.var.deps;
    const { id: userId } = await signedInUser(c);
    await spendBudget(c, PUSH_SUBSCRIPTION_BUDGET, userId);
    const problem = endpointProblem(input.endpoint, env.PUSH_ALLOW_LOCAL);
    if (problem) throw invalidInput({ endpoint: problem });
    if (!isP256Point(input.keys.p256dh)) throw invalidInput({ 'keys.p256dh': 'keys.p256dh must be a point on the P-256 curve' });
    const row = {
      userId,
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      lang: c.var.lang,
      leadMinutes: input.lead_minutes,
    };
    await db
      .insert(pushSubscriptions)
      .values(row)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...row, createdAt: new Date() } });
    const body: PushSubscriptionResult = { endpoint: input.endpoint, lead_minutes: input.lead_minutes };
    return c.json(body);
  })
  .post('/user/push_subscriptions/remove', requireUser, async (c) => {
    const input = await readJson(c, PushUnsubscribeInputSchema);
    const { db } = c.var.deps;
    const { id: userId } = await signedInUser(c);
    // Only the caller's own device: another account's endpoint is not found, and nothing is deleted.
    const removed = await db
      .delete(pushSubscriptions)
      .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, input.endpoint)))
      .returning({ id: pushSubscriptions.id });
    if (removed.length === 0) throw notFound('This device subscription');
    return c.json({ endpoint: input.endpoint });
  });
