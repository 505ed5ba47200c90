/**
 * Web Push reminders (issue 34): the server's VAPID public key, and a device's subscription as the
 * browser's PushSubscription.toJSON() gives it, with how long before a favourite event it is reminded.
 */
import * as v from 'valibot';

export const REMINDER_LEADS = [5, 15, 30] as const;
export type ReminderLead = (typeof REMINDER_LEADS)[number];
export const DEFAULT_REMINDER_LEAD: ReminderLead = 15;

export const PushKeySchema = v.object({ public_key: v.string() });

const base64url = (field: string, length: number, what: string) =>
  v.pipe(v.string(`${field} is required`), v.regex(new RegExp(`^[A-Za-z0-9_-]{${length}}={0,2}$`), `${field} must be ${what}, base64url`));

const EndpointSchema = v.pipe(
  v.string('endpoint is required'),
  v.minLength(1, 'endpoint is required'),
  v.maxLength(2048, 'endpoint is too long'),
);

export const PushSubscriptionInputSchema = v.object({
  endpoint: EndpointSchema,
  keys: v.object({
    // 65 bytes: an uncompressed P-256 point; 16 bytes: the authentication secret (RFC 8291).
    p256dh: base64url('keys.p256dh', 87, 'a P-256 public key'),
    auth: base64url('keys.auth', 22, 'a 16-byte secret'),
  }),
  lead_minutes: v.picklist(REMINDER_LEADS, `lead_minutes must be one of ${REMINDER_LEADS.join(', ')}`),
});

export const PushSubscriptionResultSchema = v.object({ endpoint: v.string(), lead_minutes: v.picklist(REMINDER_LEADS) });
export type PushSubscriptionResult = v.InferOutput<typeof PushSubscriptionResultSchema>;

export const PushUnsubscribeInputSchema = v.object({ endpoint: EndpointSchema });

/** What a push message carries to the service worker (server/push/messages.ts writes it). */
export const PushMessageSchema = v.object({
  title: v.string(),
  body: v.string(),
  /** A path of this site the notification opens. */
  url: v.string(),
  /** Same tag, one notification: a newer reminder of one event replaces the older. */
  tag: v.string(),
  lang: v.string(),
});
export type PushMessage = v.InferOutput<typeof PushMessageSchema>;
