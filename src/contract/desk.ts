/**
 * The organiser's desk (issue 35): exhibitor applications with the status the organiser sets, staff
 * accounts and their roles, and the audit log. Every call needs the organiser role (server/routes/desk.ts).
 *
 *   GET    /staff/desk/applications?from=&to=&stand_type=&area_min=&area_max=&status=&page=  → paged DeskApplication
 *   PATCH  /staff/desk/applications/{id}   ApplicationStatusInput → DeskApplication
 *   GET    /staff/desk/applications/export?format=csv|xlsx  → the file `npm run applications -- --csv` prints
 *   GET    /staff/desk/staff                → StaffAccount[]
 *   POST   /staff/desk/staff                RoleGrantInput → StaffAccount (an existing account only)
 *   DELETE /staff/desk/staff/{user_id}/{role}  → StaffAccount
 *   GET    /staff/desk/audit?page=          → paged AuditEntry, newest first
 *   GET    /staff/desk/figures…             → the show in figures (contract/desk-figures.ts)
 */
import * as v from 'valibot';
import { STAND_TYPES } from './application';
import { pagedListSchema } from './common';
import { STAFF_ROLES } from './staff';

import { APPLICATION_STATUSES } from './application-status';

export { APPLICATION_STATUSES, type ApplicationStatus } from './application-status';

export const AUDIT_ACTIONS = ['application_status', 'role_added', 'role_removed', 'import_applied'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** A day as YYYY-MM-DD that exists in the calendar. */
export const dateParam = (field: string) =>
  v.pipe(
    v.string(),
    v.isoDate(`${field} must be a date such as 2027-03-01`),
    // isoDate accepts 2027-02-31; the database would refuse it with an error, so it is checked here.
    v.check(
      (text) => !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text),
      `${field} is not a calendar date`,
    ),
  );

const areaParam = (field: string) =>
  v.pipe(v.string(), v.regex(/^\d{1,6}$/, `${field} must be a whole number of square metres`), v.transform(Number));

/** Filters of the applications list; `from`/`to` are days in Moscow time, both included; area is the total m². */
export const DeskApplicationsQuerySchema = v.object({
  from: v.optional(dateParam('from')),
  to: v.optional(dateParam('to')),
  stand_type: v.optional(v.picklist(STAND_TYPES, 'stand_type must be one of the stand types')),
  area_min: v.optional(areaParam('area_min')),
  area_max: v.optional(areaParam('area_max')),
  status: v.optional(v.picklist(APPLICATION_STATUSES, 'status must be new, in_work, accepted or declined')),
});
export type DeskApplicationsQuery = v.InferOutput<typeof DeskApplicationsQuerySchema>;

export const DeskApplicationSchema = v.object({
  id: v.string(),
  created_at: v.string(),
  ex_prefix: v.nullable(v.string()),
  company: v.string(),
  contact: v.string(),
  email: v.string(),
  phone: v.string(),
  stand_type: v.string(),
  /** unequipped + equipped + open, m². */
  area: v.number(),
  status: v.picklist(APPLICATION_STATUSES),
});
export type DeskApplication = v.InferOutput<typeof DeskApplicationSchema>;
export const DeskApplicationListSchema = pagedListSchema(DeskApplicationSchema);

export const ApplicationStatusInputSchema = v.object({
  status: v.picklist(APPLICATION_STATUSES, 'status must be new, in_work, accepted or declined'),
});

export const EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export const ApplicationsExportQuerySchema = v.object({
  format: v.optional(v.picklist(EXPORT_FORMATS, 'format must be csv or xlsx'), 'csv'),
});

export const StaffAccountSchema = v.object({
  user_id: v.string(),
  login: v.string(),
  name: v.string(),
  roles: v.array(v.picklist(STAFF_ROLES)),
});
export type StaffAccount = v.InferOutput<typeof StaffAccountSchema>;
export const StaffAccountListSchema = v.array(StaffAccountSchema);

/** The desk's form and the server check the same schema; the e-mail is stored lower-cased like logins. */
export const RoleGrantInputSchema = v.object({
  email: v.pipe(
    v.string('email is required'),
    v.trim(),
    v.nonEmpty('email is required'),
    v.maxLength(254, 'email is too long'),
    v.email('email must be an e-mail address'),
    v.toLowerCase(),
  ),
  role: v.picklist(STAFF_ROLES, 'role must be gate or organiser'),
});
export type RoleGrantInput = v.InferInput<typeof RoleGrantInputSchema>;

export const RoleParamsSchema = v.object({
  user_id: v.pipe(v.string(), v.uuid('user_id must be an account id')),
  role: v.picklist(STAFF_ROLES, 'role must be gate or organiser'),
});

export const AuditEntrySchema = v.object({
  id: v.number(),
  at: v.string(),
  actor: v.string(),
  action: v.picklist(AUDIT_ACTIONS),
  subject: v.string(),
  before: v.nullable(v.string()),
  after: v.nullable(v.string()),
});
export type AuditEntry = v.InferOutput<typeof AuditEntrySchema>;
export const AuditListSchema = pagedListSchema(AuditEntrySchema);
