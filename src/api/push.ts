/** Web Push reminders (issue 34): the server's public key and this device's subscription on the account. */
import type { Lang } from '../contract/common';
import { PushKeySchema, PushSubscriptionResultSchema, type ReminderLead } from '../contract/push';
import { api } from './client';

export const fetchPushKey = (lang: Lang) => api.request('/push/key/', { lang, schema: PushKeySchema, anonymous: true });

export type DeviceSubscription = { endpoint: string; keys: { p256dh: string; auth: string } };

/** Saves (or moves to this account, or re-times) this device's subscription; the notifications come in `lang`. */
export const saveDeviceSubscription = (lang: Lang, device: DeviceSubscription, lead: ReminderLead) =>
  api.request('/user/push_subscriptions/', {
    lang,
    method: 'POST',
    schema: PushSubscriptionResultSchema,
    body: { endpoint: device.endpoint, keys: device.keys, lead_minutes: lead },
  });
