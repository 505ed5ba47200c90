/**
 * POST /application_for_participant/?ex_prefix=ME27: stores an exhibitor application (JSON). Anonymous
 * visitors may apply. Each stored application costs a person's time at the organiser, so they are
 * budgeted per client IP whatever the account (accounts are cheap to register, so a per-account budget
 * alone would multiply with them), and a signed-in applicant also per account (one account cannot spread
 * its applications over many addresses). A Bearer header is verified first: a bad token is a 401. The organiser reads the applications with
 * `npm run applications` (server/cli/applications.ts).
 */
import { Hono } from 'hono';
import { ApplicationQuerySchema, ApplicationSchema, type ApplicationCreated } from '../../src/contract/application';
import { APPLICATION_BUDGET, clientIp, spendBudget } from '../auth/rate-limit';
import { userIdFromHeader } from '../auth/tokens';
import { applications, exhibitions } from '../db/schema';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { invalidInput, parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { findExhibition } from '../queries/exhibition-prefix';

export const applicationRoutes = new Hono<AppEnv>().post('/application_for_participant', async (c) => {
  const query = parseInput(ApplicationQuerySchema, { ex_prefix: exPrefixFromQuery(c) });
  const input = await readJson(c, ApplicationSchema);
  const { db, now } = c.var.deps;
  // Without ex_prefix the application names no exhibition (not the current one): it is stored as null.
  if (query.ex_prefix !== undefined) {
    const known = await findExhibition(db, c.var.exType, query.ex_prefix, { prefix: exhibitions.prefixContract });
    if (!known) throw invalidInput({ ex_prefix: `Unknown exhibition ${query.ex_prefix}` });
  }
  const userId = await userIdFromHeader(c.var.deps, c.req.header('Authorization'));
  await spendBudget(c, APPLICATION_BUDGET, `ip:${clientIp(c)}`);
  if (userId) await spendBudget(c, APPLICATION_BUDGET, `user:${userId}`);
  const [row] = await db
    .insert(applications)
    .values({
      exPrefix: query.ex_prefix ?? null,
      lang: c.var.lang,
      firstName: input.first_name,
      lastName: input.last_name,
      patronymicName: input.patronymic_name,
      position: input.position,
      company: input.company,
      phone: input.phone,
      email: input.email,
      fieldOfActivity: input.field_of_activity,
      unequippedArea: input.unequipped_area,
      equippedArea: input.equipped_area,
      openArea: input.open_area,
      standType: input.stand_type,
      extraWishes: input.extra_wishes,
      printedCatalog: input.printed_catalog,
      contests: input.contests,
      createdAt: now(),
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('application insert returned nothing');
  const body: ApplicationCreated = { id: row.id };
  return c.json(body, 201);
});
