/**
 * The entrance (issue 35): staff roles, what a gate downloads to check tickets offline, and the check-ins
 * it sends back. Every /staff call checks the caller's role on the server; a visitor gets 403.
 *
 *   GET  /staff/me                           → StaffMe (403 without a role)
 *   GET  /staff/gate/bundle?ex_prefix=ME27   → GateBundle                 (role gate or organiser)
 *   POST /staff/checkins                     CheckInBatch → CheckInResult (role gate or organiser)
 *   GET  /staff/checkins?ex_prefix=&after=N  → GateEntries: first entries from every gate after a cursor
 */
import * as v from 'valibot';
import { exhibitionPrefixParam } from './query-params';

export const STAFF_ROLES = ['gate', 'organiser'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const StaffMeSchema = v.object({
  login: v.string(),
  roles: v.array(v.picklist(STAFF_ROLES)),
  /** The account still has the one-time password it was made with: every other staff call answers 403 until it changes. */
  password_change_required: v.optional(v.boolean(), false),
});
export type StaffMe = v.InferOutput<typeof StaffMeSchema>;

export const GateBundleQuerySchema = v.object({ ex_prefix: v.optional(exhibitionPrefixParam('ex_prefix')) });

export const GateKeySchema = v.object({
  key_id: v.number(),
  ex_prefix: v.string(),
  /** Raw 32-byte Ed25519 public key, base64url. */
  public_key: v.string(),
  /** The end of the show: a rotated-out key still admits the tickets it signed until then. */
  valid_until: v.string(),
});

/** [ticket id, "Фамилия Имя Отчество", company]: arrays, because a show has 100,000 of them. */
export const RosterEntrySchema = v.tuple([v.number(), v.string(), v.string()]);
export type RosterEntry = v.InferOutput<typeof RosterEntrySchema>;

export const GateBundleSchema = v.object({
  ex_prefix: v.string(),
  generated_at: v.string(),
  keys: v.array(GateKeySchema),
  /** Ticket ids that must not pass: cancelled tickets and those of deleted accounts. */
  revoked: v.array(v.number()),
  roster: v.array(RosterEntrySchema),
});
export type GateBundle = v.InferOutput<typeof GateBundleSchema>;

const GateNameSchema = v.pipe(
  v.string('gate is required'),
  v.trim(),
  v.minLength(1, 'gate is required'),
  v.maxLength(80, 'gate is longer than 80 characters'),
);

export const CheckInScanSchema = v.object({
  /** Made by the gate (crypto.randomUUID()): the same scan sent twice is counted once. */
  scan_id: v.pipe(v.string('scan_id is required'), v.uuid('scan_id must be a UUID')),
  ticket_id: v.pipe(v.number('ticket_id is required'), v.integer('ticket_id must be an integer'), v.minValue(0), v.maxValue(0xffffffff)),
  /** When the gate scanned it, by the gate's clock: the earliest scan of a ticket is its entry. */
  scanned_at: v.pipe(v.string('scanned_at is required'), v.isoTimestamp('scanned_at must be an ISO timestamp')),
});

export const CheckInBatchSchema = v.object({
  ex_prefix: exhibitionPrefixParam('ex_prefix'),
  gate: GateNameSchema,
  scans: v.pipe(v.array(CheckInScanSchema, 'scans must be a list'), v.maxLength(5000, 'at most 5000 scans at once')),
});
export type CheckInBatch = v.InferOutput<typeof CheckInBatchSchema>;

export const CheckInResultSchema = v.object({
  /** Scans the server had not seen before (a repeated scan_id is not counted again). */
  accepted: v.number(),
});

/** A ticket's first entry, whichever gate saw it first; `seq` orders entries for the cursor. */
export const GateEntrySchema = v.object({ ticket_id: v.number(), gate: v.string(), scanned_at: v.string(), entries: v.number() });
export type GateEntry = v.InferOutput<typeof GateEntrySchema>;

export const GateEntriesQuerySchema = v.object({
  ex_prefix: v.optional(exhibitionPrefixParam('ex_prefix')),
  after: v.optional(v.pipe(v.string(), v.regex(/^\d{1,18}$/, 'after must be a cursor from an earlier answer'))),
});

export const GateEntriesSchema = v.object({
  entries: v.array(GateEntrySchema),
  cursor: v.string(),
  /** True when the answer stopped at its size limit: ask again from `cursor` at once. */
  more: v.optional(v.boolean()),
});
export type GateEntries = v.InferOutput<typeof GateEntriesSchema>;
