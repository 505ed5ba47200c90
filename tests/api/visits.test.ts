/**
 * The stands a visitor ticked as visited on the hall map: set and cleared in bulk, idempotent, kept per
 * account and exhibition, only for stands the plans have, and gone with the account.
 */
import { and, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ErrorEnvelopeSchema } from '../../src/contract/common';
import { HallPlanSchema, HallsResponseSchema } from '../../src/contract/halls';
import { VisitedStandsResultSchema, VisitedStandsSchema } from '../../src/contract/visits';
import { standVisits, users } from '../../server/db/schema';
import { createSignedInVisitor } from '../support/accounts';
import { useApiServer } from '../support/api-server';
import { createOtherSite } from '../support/other-site';
import { seededExhibitions } from '../support/seeded-exhibitions';

const api = await useApiServer();
const { db } = api.server.deps;
const P = '/api/public';
const { current, earlier } = await seededExhibitions(db);

const mark = (token: string, body: unknown) => api.send('POST', `${P}/user/visited_stands/`, body, { token });
const listed = async (token: string, prefix = current) => {
  const res = await api.get(`${P}/user/visited_stands/?ex_prefix=${prefix}`, { token });
  expect(res.status).toBe(200);
  return v.parse(VisitedStandsSchema, res.body).stands;
};
const rows = (userId: string) => db.select({ stand: standVisits.stand }).from(standVisits).where(eq(standVisits.userId, userId));

function expectError(res: { status: number; body: unknown }, status: number, code: string) {
  expect(res.status).toBe(status);
  expect(v.parse(ErrorEnvelopeSchema, res.body).error_code).toBe(code);
}

let standsOnPlans: string[];
let visitor: { id: string; token: string };

beforeAll(async () => {
  // The stands of the first two halls, as the API draws them: the marks belong to these.
  const halls = v.parse(HallsResponseSchema, (await api.get(`${P}/halls/?ex_prefix=${current}`)).body);
  expect(halls.length).toBeGreaterThan(1);
  standsOnPlans = [];
  for (const hall of halls.slice(0, 2)) {
    const plan = v.parse(HallPlanSchema, (await api.get(`${P}/halls/detail/?ex_prefix=${current}&key=${hall.key}`)).body);
    standsOnPlans.push(...plan.shapes.flatMap((shape) => (shape.s ? [shape.s] : [])).slice(0, 3));
  }
});

beforeEach(async () => {
  visitor = await createSignedInVisitor(api, 'visits');
});

describe('visited stands', () => {
  it('ticks several stands at once, lists them in order, and clears one', async () => {
    const res = await mark(visitor.token, { ex_prefix: current, stands: standsOnPlans, visited: true });
    expect(res.status).toBe(200);
    expect(v.parse(VisitedStandsResultSchema, res.body)).toEqual({ ex_prefix: current, stands: standsOnPlans, visited: true });
    expect(await listed(visitor.token)).toEqual([...standsOnPlans].sort());

    const [first, ...rest] = standsOnPlans;
    expect((await mark(visitor.token, { ex_prefix: current, stands: [first], visited: false })).status).toBe(200);
    expect(await listed(visitor.token)).toEqual([...rest].sort());
  });

  it('is idempotent: ticking twice keeps one row, clearing what is not ticked is fine', async () => {
    const stand = standsOnPlans[0]!;
    await mark(visitor.token, { ex_prefix: current, stands: [stand, stand], visited: true });
    await mark(visitor.token, { ex_prefix: current, stands: [stand], visited: true });
    expect(await rows(visitor.id)).toEqual([{ stand }]);
    expect((await mark(visitor.token, { ex_prefix: current, stands: [standsOnPlans[1]], visited: false })).status).toBe(200);
    expect(await rows(visitor.id)).toEqual([{ stand }]);
  });

  it('keeps one visitor’s marks from another’s, and one exhibition’s from another’s', async () => {
    const other = await createSignedInVisitor(api, 'visits');
    await mark(visitor.token, { ex_prefix: current, stands: [standsOnPlans[0]], visited: true });
    expect(await listed(other.token)).toEqual([]);
    expect(await listed(visitor.token, earlier)).toEqual([]);
  });

  it('refuses a stand that is on no plan of the exhibition with 404, naming it, and writes nothing', async () => {
    const res = await mark(visitor.token, { ex_prefix: current, stands: [standsOnPlans[0], 'Z999'], visited: true });
    expectError(res, 404, 'EntityNotFound');
    expect(JSON.stringify(res.body)).toContain('Z999');
    expect(await rows(visitor.id)).toEqual([]);
  });

  it('answers 401 without a session and 400 on bad input, writing nothing', async () => {
    expect((await api.send('POST', `${P}/user/visited_stands/`, { ex_prefix: current, stands: standsOnPlans, visited: true })).status).toBe(
      401,
    );
    expect((await api.get(`${P}/user/visited_stands/?ex_prefix=${current}`)).status).toBe(401);
    for (const body of [
      { ex_prefix: current, stands: [], visited: true },
      { ex_prefix: current, stands: ['2F 55'], visited: true },
      { ex_prefix: 'me27', stands: standsOnPlans, visited: true },
      { ex_prefix: current, stands: standsOnPlans, visited: 'yes' },
    ]) {
      expectError(await mark(visitor.token, body), 400, 'InvalidInput');
    }
    expect(await rows(visitor.id)).toEqual([]);
  });

  it('treats another site type’s exhibition as unknown (404) and an unknown one too', async () => {
    const other = await createOtherSite(db, 'VISITTEST', 'ZV27');
    expectError(await mark(visitor.token, { ex_prefix: other.exPrefix, stands: ['1A01'], visited: true }), 404, 'EntityNotFound');
    expectError(await mark(visitor.token, { ex_prefix: 'QQ11', stands: ['1A01'], visited: false }), 404, 'EntityNotFound');
  });

  it('goes with the account', async () => {
    await mark(visitor.token, { ex_prefix: current, stands: standsOnPlans, visited: true });
    await db.delete(users).where(eq(users.id, visitor.id));
    expect(
      await db
        .select()
        .from(standVisits)
        .where(and(eq(standVisits.userId, visitor.id), eq(standVisits.exPrefix, current))),
    ).toEqual([]);
  });
});
