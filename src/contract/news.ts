/** GET /news/ (paged) and GET /news/detail/ (spec §3 "News"). */
import * as v from 'valibot';
import { pagedListSchema } from './common';
import { idParam } from './query-params';

export const NEWS_PAGE_SIZE = 9;

/** A list entry: everything but the body, which only the detail call sends. */
export const NewsListItemSchema = v.object({
  id: v.number(),
  title: v.string(),
  announcement: v.string(),
  preview: v.string(),
  /** ISO 8601 with the venue's offset. */
  publish_datetime: v.string(),
  image: v.string(),
  image_title: v.string(),
});
export type NewsListItem = v.InferOutput<typeof NewsListItemSchema>;

export const NewsListSchema = pagedListSchema(NewsListItemSchema);
export type NewsList = v.InferOutput<typeof NewsListSchema>;

export const NewsDetailSchema = v.object({ ...NewsListItemSchema.entries, text: v.string() });
export type NewsDetail = v.InferOutput<typeof NewsDetailSchema>;

export const NewsDetailQuerySchema = v.object({ id: idParam('id') });
