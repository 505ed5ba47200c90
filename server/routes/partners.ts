/** GET /partners/: partner groups in display order, each with its companies. */
import { Hono } from 'hono';
import type { PartnersResponse } from '../../src/contract/partners';
import type { AppEnv } from '../http/context';
import { pick } from '../http/localize';
import { partnerGroupsWithCompanies } from '../queries/partners';

export const partnersRoutes = new Hono<AppEnv>().get('/partners', async (c) => {
  const { db } = c.var.deps;
  const { lang } = c.var;
  const { groups, companies } = await partnerGroupsWithCompanies(db, c.var.exType);
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
