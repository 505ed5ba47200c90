/**
 * The gate's calls (issue 35): who the staff member is, the bundle a gate checks tickets with offline, and
 * the check-ins it sends and receives. Plain fetchers, not queries: the gate keeps its own copy on the
 * device (gate-store.ts), and the service worker caches none of these answers (sw/cache-for.ts).
 */
import * as v from 'valibot';
import type { Lang } from '../contract/common';
import {
  CheckInResultSchema,
  GateEntriesSchema,
  StaffMeSchema,
  type CheckInBatch,
  type GateEntries,
  type StaffMe,
} from '../contract/staff';
import { api } from './client';

export const fetchStaffMe = (lang: Lang): Promise<StaffMe> => api.request('/staff/me', { lang, schema: StaffMeSchema });

/**
 * The bundle's body unparsed: the gate parses and checks its 10 MB off the main thread (features/gate/
 * bundle-worker.ts), against the contract's GateBundleSchema. Errors (401, 403, the envelope) are the client's as usual.
 */
export const fetchGateBundleBody = (lang: Lang): Promise<Blob> =>
  api.request('/staff/gate/bundle', { lang, file: true, schema: v.instance(Blob) });

export const sendCheckIns = (lang: Lang, batch: CheckInBatch) =>
  api.request('/staff/checkins', { lang, schema: CheckInResultSchema, method: 'POST', body: batch });

export const fetchGateEntries = (lang: Lang, exPrefix: string, after: string | undefined): Promise<GateEntries> =>
  api.request('/staff/checkins', { lang, schema: GateEntriesSchema, query: { ex_prefix: exPrefix, after } });
