/** GET /topics/: topic groups (industry segments) with their topics (spec §3 "Topic group"). */
import * as v from 'valibot';

export const TopicSchema = v.object({ one_cid: v.string(), name: v.string() });

export const TopicGroupSchema = v.object({
  one_cid: v.string(),
  name: v.string(),
  logo: v.nullable(v.string()),
  topics: v.array(TopicSchema),
});
export type TopicGroup = v.InferOutput<typeof TopicGroupSchema>;

export const TopicsResponseSchema = v.array(TopicGroupSchema);
