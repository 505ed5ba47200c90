/** GET /previous_exhibitions/ (paged; spec §3 "Exhibition history item"). */
import * as v from 'valibot';
import { pagedListSchema } from './common';

export const HISTORY_PAGE_SIZE = 4;

export const HistoryMenuItemSchema = v.object({ name: v.string(), url: v.string(), link: v.string(), is_direct_link: v.boolean() });

export const HistoryItemSchema = v.object({
  prefix_contract: v.string(),
  date_start: v.string(),
  date_end: v.string(),
  location: v.string(),
  full_name: v.string(),
  menu: v.object({
    history_link_program: v.string(),
    history_link_participants: v.string(),
    items: v.array(HistoryMenuItemSchema),
  }),
  previews: v.array(v.object({ thumbnail: v.string() })),
  photos_count: v.number(),
  videos_count: v.number(),
});
export type HistoryItem = v.InferOutput<typeof HistoryItemSchema>;

export const HistoryListSchema = pagedListSchema(HistoryItemSchema);
export type HistoryList = v.InferOutput<typeof HistoryListSchema>;
