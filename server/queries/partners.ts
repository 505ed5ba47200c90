/** A site type's partner groups in display order and their companies, as the page and the export list them. */
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { partnerCompanies, partnerGroups } from '../db/schema';

export async function partnerGroupsWithCompanies(db: Pick<Db, 'select'>, exType: string) {
  const groups = await db
    .select()
    .from(partnerGroups)
    .where(eq(partnerGroups.exType, exType))
    .orderBy(asc(partnerGroups.position), asc(partnerGroups.id));
  const companies = groups.length
    ? await db
        .select()
        .from(partnerCompanies)
        .where(
          inArray(
            partnerCompanies.groupId,
            groups.map((group) => group.id),
          ),
        )
        .orderBy(asc(partnerCompanies.position), asc(partnerCompanies.id))
    : [];
  return { groups, companies };
}
