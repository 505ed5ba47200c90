/**
 * The organiser's desk (issue 35): applications, staff roles, the audit log, the show in figures. Every key starts with 'desk',
 * a personal resource (query-keys.ts), so the desk's data is kept on the device only while signed in and
 * wiped at sign-out like the visitor's own.
 */
import { queryOptions } from '@tanstack/react-query';
import * as v from 'valibot';
import type { Lang } from '../contract/common';
import {
  AuditListSchema,
  DeskApplicationListSchema,
  DeskApplicationSchema,
  StaffAccountListSchema,
  StaffAccountSchema,
  type ApplicationStatus,
  type RoleGrantInput,
} from '../contract/desk';
import { DeskImportReportSchema, type DeskImportKind } from '../contract/desk-data';
import { DeskFiguresSchema } from '../contract/desk-figures';
import { StaffMeSchema, type StaffRole } from '../contract/staff';
import { api } from './client';
import { queryKey } from './query-keys';

/** The list's filters as the URL carries them (strings, absent when not set). */
export type DeskApplicationFilters = {
  from?: string | undefined;
  to?: string | undefined;
  stand_type?: string | undefined;
  area_min?: string | undefined;
  area_max?: string | undefined;
  status?: string | undefined;
  page?: number | undefined;
};

export const staffMeQueryOptions = (lang: Lang) =>
  queryOptions({
    queryKey: queryKey('desk', lang, 'me'),
    queryFn: () => api.request('/staff/me/', { lang, schema: StaffMeSchema }),
    retry: false,
  });

/**
 * The desk's lists are shared working data other organisers change: fetched again whenever a tab opens,
 * never trusted from the device's copy (the app's default counts a minute-old answer as fresh).
 */
const LIVE = { staleTime: 0 } as const;

export const deskApplicationsQueryOptions = (lang: Lang, filters: DeskApplicationFilters) =>
  queryOptions({
    ...LIVE,
    queryKey: queryKey('desk', lang, 'applications', filters),
    queryFn: () => api.request('/staff/desk/applications/', { lang, schema: DeskApplicationListSchema, query: filters }),
  });

export const staffAccountsQueryOptions = (lang: Lang) =>
  queryOptions({
    ...LIVE,
    queryKey: queryKey('desk', lang, 'staff'),
    queryFn: () => api.request('/staff/desk/staff/', { lang, schema: StaffAccountListSchema }),
  });

export const auditQueryOptions = (lang: Lang, page: number) =>
  queryOptions({
    ...LIVE,
    queryKey: queryKey('desk', lang, 'audit', page),
    queryFn: () => api.request('/staff/desk/audit/', { lang, schema: AuditListSchema, query: { page } }),
  });

export const setApplicationStatus = (lang: Lang, id: string, status: ApplicationStatus) =>
  api.request(`/staff/desk/applications/${encodeURIComponent(id)}/`, {
    lang,
    method: 'PATCH',
    body: { status },
    schema: DeskApplicationSchema,
  });

export const grantRole = (lang: Lang, input: RoleGrantInput) =>
  api.request('/staff/desk/staff/', { lang, method: 'POST', body: input, schema: StaffAccountSchema });

export const removeRole = (lang: Lang, userId: string, role: StaffRole) =>
  api.request(`/staff/desk/staff/${encodeURIComponent(userId)}/${role}/`, { lang, method: 'DELETE', schema: StaffAccountSchema });

export const downloadApplications = (lang: Lang, format: 'csv' | 'xlsx') =>
  api.request('/staff/desk/applications/export/', { lang, file: true, schema: v.instance(Blob), query: { format } });

/** The figures' registration days (YYYY-MM-DD, Moscow); absent, the server answers the last 30 days. */
export type DeskFiguresRange = { from?: string | undefined; to?: string | undefined };

export const deskFiguresQueryOptions = (lang: Lang, range: DeskFiguresRange) =>
  queryOptions({
    ...LIVE,
    queryKey: queryKey('desk', lang, 'figures', range),
    queryFn: () => api.request('/staff/desk/figures/', { lang, schema: DeskFiguresSchema, query: range }),
  });

export const downloadFavourites = (lang: Lang, exPrefix: string) =>
  api.request('/staff/desk/figures/favorites/', { lang, file: true, schema: v.instance(Blob), query: { ex_prefix: exPrefix } });

export type DeskImportOptions = { kind: DeskImportKind; exhibition: string; prune: boolean; dryRun: boolean };

/** The file's dry run, or (dryRun false) the import itself: the same file is sent again, so any instance can apply it. */
export const uploadImport = (lang: Lang, file: File, options: DeskImportOptions) =>
  api.request('/staff/desk/import/', {
    lang,
    method: 'POST',
    body: file,
    schema: DeskImportReportSchema,
    query: {
      kind: options.kind,
      file_name: file.name,
      exhibition: options.exhibition || undefined,
      prune: options.prune,
      dry_run: options.dryRun,
    },
  });

export const downloadExport = (lang: Lang, kind: DeskImportKind, exhibition: string, format: 'csv' | 'xlsx') =>
  api.request('/staff/desk/export/', {
    lang,
    file: true,
    schema: v.instance(Blob),
    query: { kind, exhibition: exhibition || undefined, format },
  });
