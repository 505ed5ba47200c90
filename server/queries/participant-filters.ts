/** GET /participants/filters: the countries and topics that occur in one exhibition's catalogue. */
import { asc, count, eq } from 'drizzle-orm';
import type { Lang } from '../../src/contract/common';
import type { ParticipantFilters } from '../../src/contract/participants';
import type { Db } from '../db/connect';
import { countries, participants, participantTopics, topicCategories, topics } from '../db/schema';
import { pick } from '../http/localize';
import type { ExhibitionRow } from './exhibition-prefix';

export async function participantFilters(db: Db, exhibition: ExhibitionRow, lang: Lang): Promise<ParticipantFilters> {
  const prefix = exhibition.prefixContract;
  const [countryRows, topicRows] = await Promise.all([
    db
      .select({ oneCid: countries.oneCid, name: countries.name, count: count() })
      .from(participants)
      .innerJoin(countries, eq(countries.oneCid, participants.countryCid))
      .where(eq(participants.exPrefix, prefix))
      .groupBy(countries.oneCid),
    db
      .selectDistinct({
        categoryCid: topicCategories.oneCid,
        categoryName: topicCategories.name,
        categoryPosition: topicCategories.position,
        topicCid: topics.oneCid,
        topicName: topics.name,
        topicPosition: topics.position,
      })
      .from(participantTopics)
      .innerJoin(participants, eq(participants.id, participantTopics.participantId))
      .innerJoin(topics, eq(topics.oneCid, participantTopics.topicCid))
      .innerJoin(topicCategories, eq(topicCategories.oneCid, topics.categoryCid))
      .where(eq(participants.exPrefix, prefix))
      .orderBy(asc(topicCategories.position), asc(topics.position), asc(topics.oneCid)),
  ]);

  const collator = new Intl.Collator(lang);
  const countryList = countryRows
    .map((row) => ({ one_cid: row.oneCid, name: pick(row.name, lang), count: Number(row.count) }))
    .filter((country) => country.count > 0)
    .sort((a, b) => collator.compare(a.name, b.name));

  const categories: ParticipantFilters['topic_categories'] = [];
  for (const row of topicRows) {
    let category = categories.at(-1);
    if (category?.one_cid !== row.categoryCid) {
      category = { one_cid: row.categoryCid, name: pick(row.categoryName, lang), topics: [] };
      categories.push(category);
    }
    category.topics.push({ one_cid: row.topicCid, name: pick(row.topicName, lang) });
  }
  return { exhibition_name: pick(exhibition.name, lang), countries: countryList, topic_categories: categories };
}
