/**
 * POST /user/login/ (JSON) and POST /user/registration/ (form data): both answer { access, refresh, user }.
 * A wrong login and a wrong password give the same 400 InvalidInput, after the same scrypt work, so the
 * form cannot tell which accounts exist; repeated failures are throttled (auth/login-throttle.ts) and
 * sign-ups per address are budgeted (auth/rate-limit.ts). Both answers carry tokens: never cached.
 */
import { Hono } from 'hono';
import { LoginSchema, RegistrationQuerySchema } from '../../src/contract/account-forms';
import { DUPLICATE_LOGIN_MESSAGE, WRONG_CREDENTIALS_MESSAGE, type LoginResponse } from '../../src/contract/auth';
import { users } from '../db/schema';
import { serverRegistrationSchema } from '../auth/common-passwords';
import { checkPassword, hashingQueue, hashPassword, verifyAgainstNothing } from '../auth/password';
import { QueueFullError } from '../auth/work-queue';
import { countPasswordAttempt, passwordAttemptSucceeded } from '../auth/login-throttle';
import { clientIp, pruneRateLimits, REGISTRATION_BUDGET, spendBudget } from '../auth/rate-limit';
import { issueSession } from '../auth/refresh';
import { readJson } from '../http/body';
import type { AppEnv } from '../http/context';
import { invalidInput, parseInput } from '../http/errors';
import { exPrefixFromQuery } from '../http/ex-prefix';
import { readFormAs } from '../http/form';
import { noStore } from '../http/no-store';
import { findUserByLogin, openExhibition, registerForExhibition, toUser } from '../queries/users';

export const authRoutes = new Hono<AppEnv>()
  .post('/user/login', noStore, async (c) => {
    const { login, password } = await readJson(c, LoginSchema);
    const { deps } = c.var;
    // A full hashing line refuses before any counter is written or account looked up: under a flood the
    // 503 then comes in milliseconds instead of after seconds of database work, and an attempt that was
    // never checked spends no budget (it could not have guessed anything).
    if (hashingQueue.full()) throw new QueueFullError(hashingQueue.retryAfterSeconds());
    await countPasswordAttempt(c, login);
    const user = await findUserByLogin(deps.db, login);
    const valid = user ? await checkPassword(password, user.passwordHash) : await verifyAgainstNothing(password);
    if (!user || !valid) {
      await pruneRateLimits(deps.db, deps.now());
      throw invalidInput({ login: WRONG_CREDENTIALS_MESSAGE, password: WRONG_CREDENTIALS_MESSAGE }, WRONG_CREDENTIALS_MESSAGE);
    }
    await passwordAttemptSucceeded(c, login);
    const body: LoginResponse = { ...(await issueSession(deps, user)), user: toUser(user) };
    return c.json(body);
  })
  .post('/user/registration', noStore, async (c) => {
    // The query is checked before the body, so a bad ex_prefix is reported even with a valid form.
    const query = parseInput(RegistrationQuerySchema, { ex_prefix: exPrefixFromQuery(c), referral: c.req.query('referral') });
    const input = await readFormAs(c, serverRegistrationSchema);
    const { deps } = c.var;
    // Counted once the form is well-formed and before the costly hash, like sign-in attempts.
    await spendBudget(c, REGISTRATION_BUDGET, clientIp(c));
    const prefix = query.ex_prefix === undefined ? null : await openExhibition(deps.db, c.var.exType, query.ex_prefix);
    const passwordHash = await hashPassword(input.password);
    const body = await deps.db.transaction(async (tx) => {
      // ON CONFLICT DO NOTHING: a taken login (also in a concurrent request) is an answer, not an aborted transaction.
      const [user] = await tx
        .insert(users)
        .values({
          login: input.login,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          patronymicName: input.patronymic_name,
          company: input.company,
          city: input.city,
          phone: input.phone,
          position: input.position,
          referral: query.referral || null,
          createdAt: deps.now(),
        })
        .onConflictDoNothing({ target: users.login })
        .returning();
      if (!user) throw invalidInput({ login: DUPLICATE_LOGIN_MESSAGE });
      if (prefix) await registerForExhibition(tx, user.id, prefix);
      const session = await issueSession(deps, user, tx);
      const response: LoginResponse = { ...session, user: toUser(user) };
      return response;
    });
    return c.json(body, 201);
  });
