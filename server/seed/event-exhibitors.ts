/**
 * Which exhibitors take part in the demo programme's sessions, as a real show's programme names them: a
 * master class or a technical workshop is given by one company's engineer, a seminar by one company, a
 * panel discussion has two exhibitors on the stage and a round table three. The companies are those of
 * the session's theme (an exhibitor's first topic is its kind: rolling-mill automation, pipe plant …);
 * conferences, strategy and expert sessions and the ceremonies name none.
 */
import { and, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { eventParticipants, events, participants, participantTopics } from '../db/schema';
import type { SeedTx } from './index';
import { createRng } from './prng';

/** How many exhibitors a format names, by the start of its English name. */
const FORMAT_SEATS: readonly [format: string, seats: number][] = [
  ['Round table', 3],
  ['Panel discussion', 2],
  ['Master class', 1],
  ['Technical workshop', 1],
  ['Seminar', 1],
];

/** A theme (a fragment of its English name, programme-data.ts) and the topic of the companies that speak on it. */
const THEME_TOPICS: readonly [theme: string, topic: string][] = [
  ['rolling-mill control', 'T-124'],
  ['rolling mills', 'T-124'],
  ['Digital metallurgy', 'T-124'],
  ['Machine vision', 'T-124'],
  ['Non-destructive testing', 'T-124'],
  ['Long products', 'T-103'],
  ['Flat products', 'T-103'],
  ['carbon footprint', 'T-103'],
  ['Hydrogen', 'T-103'],
  ['Mini-mills', 'T-103'],
  ['Pipes', 'T-114'],
  ['Seamless pipes', 'T-114'],
  ['Scrap', 'T-106'],
  ['slag', 'T-106'],
  ['service centres', 'T-127'],
  ['procurement platforms', 'T-127'],
  ['Exchange trading', 'T-127'],
  ['logistics', 'T-129'],
  ['Warehouse', 'T-129'],
  ['Welding', 'T-122'],
  ['welding shops', 'T-122'],
  ['Laser cutting', 'T-121'],
  ['Machine tools', 'T-121'],
  ['metallurgical equipment', 'T-121'],
  ['Refractories', 'T-107'],
  ['Aluminium', 'T-108'],
  ['Copper', 'T-108'],
  ['Titanium', 'T-108'],
  ['Powder metallurgy', 'T-104'],
  ['Stainless', 'T-104'],
  ['Corrosion', 'T-130'],
  ['galvanizing', 'T-130'],
  ['Steel construction', 'T-117'],
  ['Hardware and fasteners', 'T-118'],
  ['Wire and ropes', 'T-118'],
  ['Foundry', 'T-123'],
];

/**
 * Links the exhibition's sessions numbered above `afterId` (all of them by default) to exhibitors of
 * their theme, the same ones on every seed (a fixed random stream per exhibition and starting point).
 */
export async function linkEventExhibitors(db: Db | SeedTx, exPrefix: string, afterId = 0) {
  const sessions = await db
    .select({ id: events.id, name: events.name })
    .from(events)
    .where(and(eq(events.exPrefix, exPrefix), gt(events.id, afterId)))
    .orderBy(events.id);
  const companies = await db
    .select({ id: participants.id, topic: participantTopics.topicCid })
    .from(participants)
    .innerJoin(participantTopics, eq(participantTopics.participantId, participants.id))
    .where(
      and(
        eq(participants.exPrefix, exPrefix),
        inArray(
          participantTopics.topicCid,
          THEME_TOPICS.map(([, topic]) => topic),
        ),
      ),
    )
    .orderBy(participants.oneCid);
  const byTopic = new Map<string, string[]>();
  for (const row of companies) byTopic.set(row.topic, [...(byTopic.get(row.topic) ?? []), row.id]);
  const rng = createRng(`event-exhibitors:${exPrefix}:${afterId}`);
  const links = sessions.flatMap((session) => {
    const seats = FORMAT_SEATS.find(([format]) => session.name.en.startsWith(format))?.[1] ?? 0;
    const topic = THEME_TOPICS.find(([theme]) => session.name.en.includes(theme))?.[1];
    if (seats === 0 || !topic) return [];
    return rng.sample(byTopic.get(topic) ?? [], seats).map((participantId) => ({ eventId: session.id, participantId }));
  });
  for (let at = 0; at < links.length; at += 500) await db.insert(eventParticipants).values(links.slice(at, at + 500));
  return links.length;
}
