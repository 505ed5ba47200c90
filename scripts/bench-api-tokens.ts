/**
 * The cost of the per-user token version check (server/auth/token-version.ts) on personal calls, for
 * `npm run bench:api` (issue 19, "Tokens"). Every personal call verifies the JWT and compares its `ver` with
 * the user's current version, which is cached for 3 s per user; a cache miss is one primary-key read.
 *
 * The server has no switch to turn the cache off, and a benchmark should not add one, so the cold path is
 * reached the way a stranger reaches it: a correctly signed token of a user that does not exist, a
 * different one on every call, makes every call read the users table before its 401. The same token on
 * every call is the cached path to the same 401, and no token at all the 401 without any token work; the
 * differences between those rows are the check's cost. The benchmark signs those tokens itself with the
 * TOKEN_SECRET it gave the server (bench-api.ts), as a second instance sharing the secret would.
 */
import { createHmac, randomUUID } from 'node:crypto';
import type { SetupRequest } from 'autocannon';

/** The bench server's TOKEN_SECRET: only ever used by the benchmark's own throw-away server. */
export const BENCH_TOKEN_SECRET = 'bench-api-only-secret-not-for-any-real-server';

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 access token as server/auth/tokens.ts signs them, synchronous so autocannon can make one per call. */
export function forgeAccessToken(userId: string, version = 0): string {
  const now = Math.floor(Date.now() / 1000);
  const header = base64url(JSON.stringify({ alg: 'HS256' }));
  const payload = base64url(JSON.stringify({ typ: 'access', ver: version, sub: userId, iat: now, exp: now + 900 }));
  const signature = createHmac('sha256', BENCH_TOKEN_SECRET).update(`${header}.${payload}`).digest('base64url');
  return `${header}.${payload}.${signature}`;
}

export type TokenRow = { name: string; cpuMs: number };
type Measure<R extends TokenRow> = (name: string, url: string, headers?: Record<string, string>, setupRequest?: SetupRequest) => Promise<R>;

/**
 * Four rows on the personal favourites list: a valid token (the version cached), no token, one unknown
 * user's token (cached), a new unknown user's token each call (read from the database).
 */
export async function tokenCheckRows<R extends TokenRow>(base: string, access: string, measure: Measure<R>): Promise<R[]> {
  const url = `${base}/user/participants_favorites/?lang_code=ru`;
  // A list that is not empty, as a visitor's is: ten favourites.
  const catalogue = (await (await fetch(`${base}/participants/?lang_code=ru`)).json()) as { id: string }[];
  for (const exhibitor of catalogue.slice(0, 10)) {
    const res = await fetch(`${base}/user/participants/favorite/`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${access}` },
      body: JSON.stringify({ participant_id: exhibitor.id, added_to_favorite: true }),
    });
    if (res.status !== 200) throw new Error(`adding a favourite for the benchmark failed: ${res.status}`);
  }
  const stranger = { Authorization: `Bearer ${forgeAccessToken(randomUUID())}` };
  return [
    await measure('GET /user/participants_favorites/ (10), valid token', url, { Authorization: `Bearer ${access}` }),
    await measure('  same, no token (401, no token work)', url),
    await measure("  same, an unknown user's token (401, version cached)", url, stranger),
    await measure('  same, a new unknown user each call (401, version read)', url, stranger, (req) => ({
      ...req,
      headers: { ...req.headers, Authorization: `Bearer ${forgeAccessToken(randomUUID())}` },
    })),
  ];
}

/** The check's cost from the rows' server CPU per request. */
export function tokenCheckSummary(rows: readonly TokenRow[]): string {
  const [, none, cached, read] = rows.map((row) => row.cpuMs);
  if (none === undefined || cached === undefined || read === undefined) return '';
  return (
    `Token check, server CPU per call: signature + cached version ≈ ${(cached - none).toFixed(3)} ms; ` +
    `a version read from the database adds ≈ ${(read - cached).toFixed(3)} ms (once per user per 3 s of activity).`
  );
}
