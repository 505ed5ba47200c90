/** GET /partners/: partner groups in display order, each with its companies. */
import { asc, eq, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { PartnersResponse } from '../../src/contract/partners';
import { partnerCompanies, partnerGroups } from '../db/schema';
import type { AppEnv } from '../http/context';
import { pick } from '../http/localize';

export const partnersRoutes = new Hono<AppEnv>().get('/partners', async (c) => {
  const { db } = c.var.deps;
  const { lang } = c.var;
  const groups = await db
    .select()
    .from(partnerGroups)
    .where(eq(partnerGroups.exType, c.var.exType))
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
  const body: PartnersResponse = {
    partner_groups: groups.map((group) => ({
      id: group.id,
      title: pick(group.title, lang),
      partner_companies: companies
        .filter((company) => company.groupId === group.id)
        .map((company) => ({ id: company.id, title: pick(company.title, lang), logo: company.logo, link: company.link })),
    })),
  };
  return c.json(body);
});
