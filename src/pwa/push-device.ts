/**
 * This device's push subscription (issue 34): asked for only when the visitor taps "Напоминать", never on
 * page load. The browser's push service gives an endpoint and keys, which the account keeps (api/push.ts);
 * turning reminders off or signing out ends the subscription on the device and on the server.
 */
import { fetchPushKey, saveDeviceSubscription, type DeviceSubscription } from '../api/push';
import { api } from '../api/client';
import type { Lang } from '../contract/common';
import type { ReminderLead } from '../contract/push';

export type ReminderState = 'unsupported' | 'denied' | 'off' | 'on';

/** False on the server, and in browsers without a service worker, the Push API or notifications. */
export function pushSupported(): boolean {
  return (
    typeof navigator !== 'undefined' &&
    'serviceWorker' in navigator &&
    typeof PushManager !== 'undefined' &&
    typeof Notification !== 'undefined'
  );
}

/** The subscription now, without waiting for a worker that may never come (none registered yet: none). */
async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  return (await registration?.pushManager.getSubscription()) ?? null;
}

/** Where this device stands now: no support, notifications blocked, or subscribed or not. */
export async function reminderState(): Promise<ReminderState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  return (await currentSubscription()) && Notification.permission === 'granted' ? 'on' : 'off';
}

const keyBytes = (base64url: string) => Uint8Array.from(atob(base64url.replace(/-/g, '+').replace(/_/g, '/')), (ch) => ch.charCodeAt(0));

function asDevice(subscription: PushSubscription): DeviceSubscription {
  const json = subscription.toJSON();
  return { endpoint: json.endpoint ?? subscription.endpoint, keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' } };
}

/** Asks for permission, subscribes the device and tells the account; 'denied' when the visitor says no. */
export async function turnRemindersOn(lang: Lang, lead: ReminderLead): Promise<ReminderState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  // Subscribing needs an active worker: the first visit's may still be installing.
  const { pushManager } = await navigator.serviceWorker.ready;
  const subscription =
    (await pushManager.getSubscription()) ??
    (await pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes((await fetchPushKey(lang)).public_key) }));
  await saveDeviceSubscription(lang, asDevice(subscription), lead);
  return 'on';
}

/** A new lead time (or language) for the subscription the device already has. */
export async function updateReminders(lang: Lang, lead: ReminderLead): Promise<void> {
  const subscription = await currentSubscription();
  if (subscription) await saveDeviceSubscription(lang, asDevice(subscription), lead);
}

/** Ends the device's subscription and, with the session's access token, removes it from the account. */
export async function turnRemindersOff(lang: Lang, access: string | null): Promise<void> {
  if (!pushSupported()) return;
  const subscription = await currentSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe().catch(() => false);
  if (access) await api.removePushDevice(endpoint, access, lang);
}
