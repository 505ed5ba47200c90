/**
 * The gate's calls (issue 35), for the gate and organiser roles: the offline bundle, the upload of
 * check-ins and the other gates' entries after a cursor. Roles are read from the database at every call
 * (auth/roles.ts). The bundle names every visitor of the show, so like every signed-in answer it is
 * kept by no shared cache.
 */
import { Hono } from 'hono';
import { CheckInBatchSchema, GateBundleQuerySchema, GateEntriesQuerySchema } from '../../src/contract/staff';
import { requireRole, type StaffEnv } from '../auth/roles';
import { spendBudget, type Budget } from '../auth/rate-limit';
import { readJson } from '../http/body';
import { parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { exhibitionByPrefix } from '../queries/exhibition-prefix';
import { gateBundle } from '../tickets/bundle';
import { entriesAfter, recordCheckIns } from '../tickets/check-ins';

/** Uploads per staff account: a gate sends a batch every few seconds at most, a runaway loop far more. */
export const CHECK_IN_BUDGET: Budget = { name: 'check-ins', limit: 600, windowSeconds: 60, what: 'check-in uploads' };
/** Bundle downloads per staff account: a megabyte-sized answer a gate needs a few times a day. */
export const GATE_BUNDLE_BUDGET: Budget = { name: 'gate-bundle', limit: 60, windowSeconds: 60 * 60, what: 'bundle downloads' };

const staff = requireRole('gate', 'organiser');

export const gateRoutes = new Hono<StaffEnv>({ strict: false })
  .get('/staff/gate/bundle', staff, async (c) => {
    const query = parseInput(GateBundleQuerySchema, { ex_prefix: exPrefixFromQuery(c) });
    const { db } = c.var.deps;
    const exhibition = await exhibitionByPrefix(db, c.var.exType, query.ex_prefix);
    await spendBudget(c, GATE_BUNDLE_BUDGET, c.var.staffUserId);
    return c.json(await gateBundle(db, exhibition, c.var.deps.now()));
  })
  .post('/staff/checkins', staff, async (c) => {
    const batch = await readJson(c, CheckInBatchSchema);
    const { db } = c.var.deps;
    // An unknown exhibition is a 404, not rows no gate will ever ask for.
    await exhibitionByPrefix(db, c.var.exType, batch.ex_prefix);
    await spendBudget(c, CHECK_IN_BUDGET, c.var.staffUserId);
    return c.json(await recordCheckIns(db, batch, c.var.staffUserId, c.var.deps.now()));
  })
  .get('/staff/checkins', staff, async (c) => {
    const query = parseInput(GateEntriesQuerySchema, { ex_prefix: exPrefixFromQuery(c), after: c.req.query('after') || undefined });
    const { db } = c.var.deps;
    const exhibition = await exhibitionByPrefix(db, c.var.exType, query.ex_prefix);
    return c.json(await entriesAfter(db, exhibition.prefixContract, Number(query.after ?? 0)));
  });
