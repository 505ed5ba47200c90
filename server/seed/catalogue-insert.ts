/** Batched inserts of generated exhibitors and events (PostgreSQL caps a statement at 65,535 parameters). */
import type { Db } from '../db/connect';
import { events, participants, participantTopics } from '../db/schema';
import type { SeedTx } from './index';
import type { GeneratedParticipant } from './participant-generator';
import type { GeneratedEvent } from './programme-generator';

const BATCH = 500;

function batches<T>(items: readonly T[]): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += BATCH) out.push(items.slice(i, i + BATCH));
  return out;
}

export async function insertParticipants(db: Db | SeedTx, generated: readonly GeneratedParticipant[]) {
  for (const batch of batches(generated)) {
    await db.insert(participants).values(batch.map((item) => item.row));
  }
  const links = generated.flatMap((item) => item.topics.map((topicCid) => ({ participantId: item.row.id as string, topicCid })));
  for (const batch of batches(links)) {
    await db.insert(participantTopics).values(batch);
  }
}

export async function insertEvents(db: Db | SeedTx, generated: readonly GeneratedEvent[]) {
  for (const batch of batches(generated)) {
    await db.insert(events).values(batch);
  }
}
