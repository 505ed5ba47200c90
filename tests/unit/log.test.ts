// @vitest-environment node
/**
 * server/log.ts without a server: what an error line keeps of an error (its cause chain, never a query's
 * parameters), what the logger hides when a caller logs an object carelessly, and the user hash.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { causeChain, serializeError, userIdHasher } from '../../server/log';
import { captureLog } from '../support/log-capture';

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', syscall: 'connect', port: 5432 });

describe('an error as the log writes it', () => {
  it("keeps drizzle's query and the cause chain, and leaves out the query's parameters everywhere", () => {
    const error = new DrizzleQueryError('select "id" from "refresh_tokens" where "token_hash" = $1', ['9f2c-secret-hash'], refused());
    const serialized = serializeError(error);
    expect(serialized.message).toBe('Failed query: select "id" from "refresh_tokens" where "token_hash" = $1');
    expect(serialized.cause).toMatchObject({ message: 'connect ECONNREFUSED 127.0.0.1:5432', code: 'ECONNREFUSED', port: 5432 });
    expect(serialized.stack).toMatch(/^DrizzleQueryError: Failed query: select/);
    expect(JSON.stringify(serialized)).not.toContain('9f2c-secret-hash');
    expect(causeChain(error)).toBe(
      'Failed query: select "id" from "refresh_tokens" where "token_hash" = $1 ← connect ECONNREFUSED 127.0.0.1:5432',
    );
  });

  it("drops PostgreSQL's row detail and reads Node's empty AggregateError through its members", () => {
    const duplicate = Object.assign(new Error('duplicate key value violates unique constraint "users_login"'), {
      code: '23505',
      detail: 'Key (login)=(someone@example.org) already exists.',
    });
    expect(JSON.stringify(serializeError(duplicate))).not.toContain('someone@example.org');
    const aggregate = Object.assign(new AggregateError([refused(), refused()], ''), { code: 'ECONNREFUSED' });
    expect(causeChain(aggregate)).toBe('connect ECONNREFUSED 127.0.0.1:5432');
    expect(serializeError(aggregate).errors).toHaveLength(2);
  });
});

describe('the logger', () => {
  it('redacts secret fields of a carelessly logged object', () => {
    const capture = captureLog('info');
    capture.log.info(
      {
        password: 'hunter2-long',
        body: { refresh: 'r-token-value', login: 'a@b.c' },
        headers: { authorization: 'Bearer abc.def', cookie: 'sid=1' },
      },
      'careless',
    );
    const text = capture.text();
    for (const secret of ['hunter2-long', 'r-token-value', 'Bearer abc.def', 'sid=1']) expect(text).not.toContain(secret);
    expect(capture.records()[0]).toMatchObject({ level: 'info', msg: 'careless', password: '[redacted]' });
  });

  it('hashes a user id the same way for one secret, differently for another, never showing it', () => {
    const id = '6f1c2b9e-3d4a-4e5f-8a7b-0c1d2e3f4a5b';
    const a = userIdHasher(new TextEncoder().encode('a'.repeat(64)));
    const b = userIdHasher(new TextEncoder().encode('b'.repeat(64)));
    expect(a(id)).toBe(a(id));
    expect(a(id)).not.toBe(b(id));
    expect(a(id)).toHaveLength(12);
    expect(id).not.toContain(a(id));
  });
});
