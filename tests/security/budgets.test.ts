/**
 * Budgets that cannot be multiplied: applications are counted per address whatever the account, so
 * registering more accounts from one address gives no more applications; the counters live in the
 * database (rate_limits), so every instance on it sees the same counts.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { APPLICATION_BUDGET, REGISTRATION_BUDGET } from '../../server/auth/rate-limit';
import { rateLimits } from '../../server/db/schema';
import { fromIp, registerUser, rowCounts, validApplication } from '../support/accounts';
import { useApiServer } from '../support/api-server';

// Production budgets, client addresses from X-Forwarded-For as behind a proxy.
const api = await useApiServer({ env: { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' } });
const { db } = api.server.deps;

const apply = (ip: string, token?: string) =>
  api.send('POST', '/api/public/application_for_participant/', validApplication, { token, headers: fromIp(ip) });

describe('the application budget of an address', () => {
  it(`allows ${APPLICATION_BUDGET.limit} applications an hour from one address however many accounts send them`, async () => {
    const ip = '198.18.0.1';
    // Accounts registered from the same address, each of which would have had a budget of its own.
    const accounts = await Promise.all([registerUser(api), registerUser(api), registerUser(api)]);
    for (let i = 0; i < APPLICATION_BUDGET.limit; i += 1) {
      const account = accounts[i % accounts.length];
      expect((await apply(ip, account?.access)).status).toBe(201);
    }
    const before = await rowCounts(db);
    for (const account of [...accounts, undefined]) {
      const res = await apply(ip, account?.access);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('Retry-After'))).toBeLessThanOrEqual(APPLICATION_BUDGET.windowSeconds);
    }
    expect(await rowCounts(db)).toEqual(before);
    // The counter is a row of the shared database, not process memory.
    const [counter] = await db
      .select()
      .from(rateLimits)
      .where(eq(rateLimits.key, `${APPLICATION_BUDGET.name}:ip:${ip}`));
    expect(counter?.count).toBeGreaterThan(APPLICATION_BUDGET.limit);
    // Another address is not affected.
    expect((await apply('198.18.0.2', accounts[0]?.access)).status).toBe(201);
  });

  it('keeps the registration budget in the database too', async () => {
    await registerUser(api);
    const rows = await db.select().from(rateLimits);
    expect(rows.some((row) => row.key.startsWith(`${REGISTRATION_BUDGET.name}:`))).toBe(true);
  });
});
