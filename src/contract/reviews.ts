/** GET /reviews/ (paged; spec §3 "Review"). */
import * as v from 'valibot';
import { pagedListSchema } from './common';

export const REVIEWS_PAGE_SIZE = 10;

export const ReviewSchema = v.object({
  /** A UUID; the page anchors a review as #review-{first 8 characters}. */
  id: v.pipe(v.string(), v.uuid()),
  image: v.string(),
  /** The reviewer's company. */
  name: v.string(),
  full_name: v.string(),
  position: v.string(),
  date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)),
  /** HTML. */
  text: v.string(),
});
export type Review = v.InferOutput<typeof ReviewSchema>;

export const ReviewListSchema = pagedListSchema(ReviewSchema);
export type ReviewList = v.InferOutput<typeof ReviewListSchema>;
