/** GET /topics/: topic groups (industry segments) with their topics, in display order. */
import { asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { TopicGroup } from '../../src/contract/topics';
import { topicCategories, topics } from '../db/schema';
import type { AppEnv } from '../http/context';
import { pick } from '../http/localize';

export const topicsRoutes = new Hono<AppEnv>().get('/topics', async (c) => {
  const { db } = c.var.deps;
  const { lang } = c.var;
  const groups = await db
    .select()
    .from(topicCategories)
    .where(eq(topicCategories.exType, c.var.exType))
    .orderBy(asc(topicCategories.position));
  const groupIds = groups.map((group) => group.oneCid);
  const topicRows = groupIds.length
    ? await db.select().from(topics).where(inArray(topics.categoryCid, groupIds)).orderBy(asc(topics.position))
    : [];
  const body: TopicGroup[] = groups.map((group) => ({
    one_cid: group.oneCid,
    name: pick(group.name, lang),
    logo: group.logo,
    topics: topicRows
      .filter((topic) => topic.categoryCid === group.oneCid)
      .map((topic) => ({ one_cid: topic.oneCid, name: pick(topic.name, lang) })),
  }));
  return c.json(body);
});
