/**
 * A refusal to start, for the operator: its message says what is wrong and what to change, so main.ts
 * logs it as one line and exits 1, with no stack trace (the environment, the database, the token secret,
 * the demo account).
 */
export class StartupRefusal extends Error {
  override name = 'StartupRefusal';
}
