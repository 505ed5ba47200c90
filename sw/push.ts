/// <reference lib="webworker" />
/**
 * Push reminders in the worker (issue 34): a push message becomes a notification in the visitor's
 * language, and tapping it opens the app at the plan's event, in a tab already open if there is one.
 * The handlers take the worker's scope as an argument so a test can hand them a synthetic one.
 */
import * as v from 'valibot';
import { PushMessageSchema } from '../src/contract/push';

declare const self: ServiceWorkerGlobalScope;

export type PushScope = {
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>;
  clients: Pick<Clients, 'matchAll' | 'openWindow'>;
  location: { origin: string };
};

const ICON = '/icons/icon-192.png';

/** A path of this site; anything else (another origin, "//host") opens the home page instead. */
function sitePath(url: unknown, origin: string): string {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return '/';
  const parsed = new URL(url, origin);
  return parsed.origin === origin ? `${parsed.pathname}${parsed.search}${parsed.hash}` : '/';
}

export async function showPushMessage(scope: PushScope, data: unknown): Promise<void> {
  const parsed = v.safeParse(PushMessageSchema, data);
  // Only this server's messages are shown; the push service cannot forge one (the payload is encrypted for this device).
  if (!parsed.success) return;
  const message = parsed.output;
  await scope.registration.showNotification(message.title, {
    body: message.body,
    tag: message.tag,
    lang: message.lang,
    icon: ICON,
    data: { url: sitePath(message.url, scope.location.origin) },
  });
}

export async function openFromNotification(scope: PushScope, notification: Pick<Notification, 'close' | 'data'>): Promise<void> {
  notification.close();
  const path = sitePath((notification.data as { url?: unknown } | null)?.url, scope.location.origin);
  const target = new URL(path, scope.location.origin).href;
  const windows = (await scope.clients.matchAll({ type: 'window', includeUncontrolled: true })) as WindowClient[];
  const open = windows.find((client) => new URL(client.url).origin === scope.location.origin);
  if (open) {
    const focused = await open.focus();
    await focused.navigate(target);
    return;
  }
  await scope.clients.openWindow(target);
}

export function registerPushHandlers() {
  self.addEventListener('push', (event: PushEvent) => {
    let data: unknown = null;
    try {
      data = event.data?.json();
    } catch {
      // Not JSON: not one of ours.
    }
    event.waitUntil(showPushMessage(self, data));
  });
  self.addEventListener('notificationclick', (event: NotificationEvent) => {
    event.waitUntil(openFromNotification(self, event.notification));
  });
}
