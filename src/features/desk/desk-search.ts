/**
 * The desk's URL: the open tab, the page and the applications' filters, each with a fallback, so a bad or
 * hand-edited URL opens the desk with that part cleared instead of an error.
 */
import * as v from 'valibot';
import { STAND_TYPES } from '../../contract/application';
import { APPLICATION_STATUSES } from '../../contract/application-status';

export const DESK_TABS = ['applications', 'data', 'staff', 'audit', 'figures'] as const;
export type DeskTab = (typeof DESK_TABS)[number];

const optionalText = (schema: v.GenericSchema<string, string>) => v.fallback(v.optional(schema), undefined);
const day = v.pipe(v.string(), v.isoDate());
const area = v.pipe(v.string(), v.regex(/^\d{1,6}$/));

export const DeskSearchSchema = v.object({
  tab: v.fallback(v.optional(v.picklist(DESK_TABS), 'applications'), 'applications'),
  page: v.fallback(v.optional(v.pipe(v.number(), v.integer(), v.minValue(1)), 1), 1),
  from: optionalText(day),
  to: optionalText(day),
  stand_type: optionalText(v.picklist(STAND_TYPES)),
  area_min: optionalText(area),
  area_max: optionalText(area),
  status: optionalText(v.picklist(APPLICATION_STATUSES)),
});
export type DeskSearch = v.InferOutput<typeof DeskSearchSchema>;
