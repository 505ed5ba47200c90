/**
 * Sends one push message to one device: web-push builds the request (the VAPID signature, RFC 8292, and
 * the payload encrypted for the device, RFC 8291 aes128gcm), and this module sends it itself, so that
 * every connection resolves through the endpoint guard and a slow push service is cut after a timeout.
 * Sending runs in the scheduler's rounds, never inside a visitor's request.
 */
import http from 'node:http';
import https from 'node:https';
import webpush from 'web-push';
import { connectLookup, endpointProblem } from './endpoint-guard';
import type { PushMessage } from '../../src/contract/push';
import type { VapidKeys } from './vapid';

export type PushDevice = { endpoint: string; p256dh: string; auth: string };
/** gone: the push service no longer knows the subscription (404/410), which is then deleted. */
export type PushOutcome = 'sent' | 'gone' | 'failed';

export type SendOptions = { allowLocal: boolean; timeoutMs: number };

/** How long a push service may keep a message for a device that is offline: the reminder is stale after that. */
const TTL_SECONDS = 60 * 60;

function post(endpoint: string, headers: Record<string, string | number>, body: Buffer | null, options: SendOptions): Promise<number> {
  const url = new URL(endpoint);
  const client = url.protocol === 'http:' ? http : https;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers, lookup: connectLookup(options.allowLocal), timeout: options.timeoutMs },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error(`push service timed out after ${options.timeoutMs} ms`)));
    request.on('error', reject);
    request.end(body ?? undefined);
  });
}

export async function sendPush(vapid: VapidKeys, device: PushDevice, message: PushMessage, options: SendOptions): Promise<PushOutcome> {
  // Checked again at sending: a row written before a rule tightened never gets through.
  if (endpointProblem(device.endpoint, options.allowLocal)) return 'gone';
  const details = webpush.generateRequestDetails(
    { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
    JSON.stringify(message),
    {
      vapidDetails: { subject: vapid.subject, publicKey: vapid.publicKey, privateKey: vapid.privateKey },
      TTL: TTL_SECONDS,
      contentEncoding: 'aes128gcm',
      urgency: 'high',
      topic: message.tag.replace(/[^A-Za-z0-9_-]/g, '').slice(0, 32),
    },
  );
  const status = await post(details.endpoint, details.headers as Record<string, string | number>, details.body as Buffer | null, options);
  if (status === 404 || status === 410) return 'gone';
  return status >= 200 && status < 300 ? 'sent' : 'failed';
}
