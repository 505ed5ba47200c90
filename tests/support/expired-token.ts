/**
 * A test clock for access tokens: an access token for a real user that expired half an hour ago, signed
 * with the e2e server's secret, so the silent refresh can be driven without waiting fifteen minutes.
 */
import { SignJWT } from 'jose';
import { inject } from 'vitest';
import { sqlRows } from './e2e-db';

export async function expiredAccessToken(login: string): Promise<string> {
  const [user] = await sqlRows<{ id: string }>(`select id from users where login = '${login.replace(/'/g, "''")}'`);
  if (!user) throw new Error(`no user ${login}`);
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ typ: 'access' })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(user.id)
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 1800)
    .sign(new TextEncoder().encode(inject('tokenSecret')));
}
