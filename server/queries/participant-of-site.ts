import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { exhibitions, participants } from '../db/schema';
import { notFound } from '../http/errors';

/**
 * An exhibitor a visitor's call names (a favourite, a note), found only among the exhibitions of the
 * caller's site type: from another site's point of view it does not exist, a 404.
 */
export async function participantOfSite(db: Pick<Db, 'select'>, exType: string, participantId: string): Promise<{ id: string }> {
  const [participant] = await db
    .select({ id: participants.id })
    .from(participants)
    .innerJoin(exhibitions, eq(exhibitions.prefixContract, participants.exPrefix))
    .where(and(eq(participants.id, participantId), eq(exhibitions.exType, exType)))
    .limit(1);
  if (!participant) throw notFound(`Participant ${participantId}`);
  return participant;
}
