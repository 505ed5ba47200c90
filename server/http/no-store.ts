/**
 * Answers that carry tokens (sign-in, registration, refresh, a password change) must not be kept by any
 * cache, the browser's included: Cache-Control no-store, set after the handler so error answers get it too
 * (the app's cache middleware leaves a no-store answer alone).
 */
import { createMiddleware } from 'hono/factory';

export const NO_STORE = 'no-store';

export const noStore = createMiddleware(async (c, next) => {
  await next();
  c.res.headers.set('Cache-Control', NO_STORE);
});
