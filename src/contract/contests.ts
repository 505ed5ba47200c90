/** GET /contests/ (paged), /contests/detail/ and /contests/laureates/ (spec §3 "Contest", "Laureates"). */
import * as v from 'valibot';
import { pagedListSchema } from './common';
import { slugParam, yearParam } from './query-params';

export const CONTESTS_PAGE_SIZE = 12;

export const ContestCardSchema = v.object({
  url: v.string(),
  name: v.string(),
  image: v.string(),
  /** HTML. */
  short_text: v.string(),
});
export type ContestCard = v.InferOutput<typeof ContestCardSchema>;

export const ContestListSchema = pagedListSchema(ContestCardSchema);
export type ContestList = v.InferOutput<typeof ContestListSchema>;

export const ContestFileSchema = v.object({ id: v.number(), name: v.string(), file: v.string() });
export type ContestFile = v.InferOutput<typeof ContestFileSchema>;

/** One laureate year: a link to the year page, or to an outside page when is_redirect_link. */
export const ContestLaureateYearSchema = v.object({
  year: v.number(),
  title: v.string(),
  is_redirect_link: v.boolean(),
  link: v.string(),
});
export type ContestLaureateYear = v.InferOutput<typeof ContestLaureateYearSchema>;

export const ContestDetailSchema = v.object({
  ...ContestCardSchema.entries,
  /** HTML. */
  full_text: v.string(),
  files: v.array(ContestFileSchema),
  /** Newest year first. */
  laureates: v.array(ContestLaureateYearSchema),
});
export type ContestDetail = v.InferOutput<typeof ContestDetailSchema>;

export const LaureatesSchema = v.object({ title: v.string(), text: v.string() });
export type Laureates = v.InferOutput<typeof LaureatesSchema>;

export const ContestDetailQuerySchema = v.object({ url: slugParam('url') });
export const LaureatesQuerySchema = v.object({ url: slugParam('url'), year: yearParam('year') });
