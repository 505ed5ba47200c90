/** The server's environment, validated before anything starts so a typo fails loudly at boot. */
import * as v from 'valibot';
import { LOG_FORMATS, LOG_LEVELS } from './log';
import { StartupRefusal } from './startup-refusal';

/** How to make a TOKEN_SECRET: said wherever one is missing. */
export const TOKEN_SECRET_HOWTO =
  "make one with `openssl rand -hex 32` (or `node -e \"console.log(require('node:crypto').randomBytes(32).toString('hex'))\"`) " +
  'and give every instance the same value';

const EnvSchema = v.object({
  PORT: v.optional(v.pipe(v.string(), v.regex(/^\d{1,5}$/, 'PORT must be a number'), v.transform(Number)), '8080'),
  HOST: v.optional(v.string(), '0.0.0.0'),
  DATA_DIR: v.optional(v.pipe(v.string(), v.minLength(1)), './data'),
  DATABASE_URL: v.optional(v.pipe(v.string(), v.regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL'))),
  /**
   * Signs access tokens; required in production. Elsewhere, unset: a random secret is generated once and
   * kept in the database (auth/secret.ts).
   */
  TOKEN_SECRET: v.optional(v.pipe(v.string(), v.minLength(32, 'TOKEN_SECRET must be at least 32 characters'))),
  DIST_DIR: v.optional(v.string(), './dist'),
  /**
   * The site's address as visitors reach it (https://expo.example), for canonical URLs, link previews and
   * the sitemap. Unset: the address each request came to (behind a trusted proxy, its forwarded host).
   */
  PUBLIC_ORIGIN: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^https?:\/\/[^/?#\s]+$/, 'PUBLIC_ORIGIN must be a scheme and host without a path, e.g. https://expo.example'),
    ),
  ),
  /**
   * auto: the demo content loads into an empty database unless NODE_ENV is production; demo: it loads in
   * production too (without the demo account, whose password is public); off: never (seed.ts: seedMode).
   */
  SEED: v.optional(v.picklist(['auto', 'demo', 'off'], 'SEED must be auto, demo or off'), 'auto'),
  /**
   * production: TOKEN_SECRET is required, JSON logs, no demo content unless SEED=demo, and no start on a
   * database that holds the seed's demo account (seed/demo-account.ts).
   */
  NODE_ENV: v.optional(v.string(), 'development'),
  /** Unset: info (an access line per request). `silent` turns the log off. */
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`)),
  /** Unset: json in production, pretty elsewhere. */
  LOG_FORMAT: v.optional(v.picklist(LOG_FORMATS, `LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}`)),
  /**
   * Attempts to reach the PostgreSQL server at start (refused, unknown host, wrong password while the
   * database is still being set up), 0.5 s apart and doubling up to 8 s: the default 6 waits about 15 s.
   */
  DATABASE_CONNECT_ATTEMPTS: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d?$/, 'DATABASE_CONNECT_ATTEMPTS must be a whole number from 1 to 99'), v.transform(Number)),
    '6',
  ),
  /** Set behind a reverse proxy: the client IP (login rate limits) is then the last X-Forwarded-For entry. */
  TRUST_PROXY: v.optional(
    v.pipe(
      v.picklist(['0', '1', 'false', 'true'], 'TRUST_PROXY must be 1/true or 0/false'),
      v.transform((flag) => flag === '1' || flag === 'true'),
    ),
    'false',
  ),
  /**
   * Multiplies every per-IP and per-account request budget (sign-in, registration, applications). The
   * browser tests set 1000: each of them registers visitors from 127.0.0.1.
   */
  RATE_LIMIT_SCALE: v.optional(
    v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, 'RATE_LIMIT_SCALE must be a positive integer'), v.transform(Number)),
    '1',
  ),
  /**
   * A refresh token presented again this soon after it was rotated gets a working pair instead of ending
   * the session: two tabs refreshing at once is not a theft. 0 turns the grace off.
   */
  REFRESH_REUSE_INTERVAL_SECONDS: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,3}$/, 'REFRESH_REUSE_INTERVAL_SECONDS must be a whole number of seconds from 0 to 300'),
      v.transform(Number),
      v.maxValue(300, 'REFRESH_REUSE_INTERVAL_SECONDS must be a whole number of seconds from 0 to 300'),
    ),
    '10',
  ),
  /**
   * The VAPID key pair push messages are signed with (issue 34), base64url as `npx web-push
   * generate-vapid-keys` prints them. Required for reminders in production, the same on every instance;
   * elsewhere, unset: a pair is generated once into DATA_DIR (push/vapid.ts).
   */
  VAPID_PUBLIC_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{80,90}$/, 'VAPID_PUBLIC_KEY must be a base64url P-256 public key')),
  ),
  VAPID_PRIVATE_KEY: v.optional(
    v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{40,45}$/, 'VAPID_PRIVATE_KEY must be a base64url P-256 private key')),
  ),
  /** Who the push services may contact about this sender: a mailto: or https: address. */
  VAPID_SUBJECT: v.optional(
    v.pipe(v.string(), v.regex(/^(mailto:\S+@\S+|https:\/\/\S+)$/, 'VAPID_SUBJECT must be a mailto: or https: address')),
  ),
  /** Seconds between two rounds of the push scheduler (due reminders, changed favourites); 0 turns it off. */
  PUSH_INTERVAL_SECONDS: v.optional(
    v.pipe(v.string(), v.regex(/^\d{1,4}$/, 'PUSH_INTERVAL_SECONDS must be a whole number of seconds'), v.transform(Number)),
    '30',
  ),
  /**
   * Tests only: lets push endpoints point at 127.0.0.1 over plain http (the tests' local push service).
   * Production refuses to start with it: the server must never be made to call the organiser's own network.
   */
  PUSH_ALLOW_LOCAL: v.optional(
    v.pipe(
      v.picklist(['0', '1', 'false', 'true'], 'PUSH_ALLOW_LOCAL must be 1/true or 0/false'),
      v.transform((flag) => flag === '1' || flag === 'true'),
    ),
    'false',
  ),
});
export type Env = v.InferOutput<typeof EnvSchema>;

export class InvalidEnvironment extends StartupRefusal {
  override name = 'InvalidEnvironment';
  constructor(lines: string[]) {
    super(`Invalid environment:\n${lines.join('\n')}`);
  }
}

export function readEnv(source: Record<string, string | undefined> = process.env): Env {
  const picked = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''));
  const result = v.safeParse(EnvSchema, picked);
  const lines = result.success ? [] : result.issues.map((issue) => `  ${v.getDotPath(issue) ?? '?'}: ${issue.message}`);
  // Production never falls back to a key kept in the database, where every dump would carry it.
  if (picked.NODE_ENV === 'production' && !picked.TOKEN_SECRET) lines.push(`  TOKEN_SECRET: required in production: ${TOKEN_SECRET_HOWTO}`);
  if (picked.NODE_ENV === 'production' && (picked.PUSH_ALLOW_LOCAL === '1' || picked.PUSH_ALLOW_LOCAL === 'true'))
    lines.push('  PUSH_ALLOW_LOCAL: a test setting, refused in production (push endpoints on the local network)');
  if (Boolean(picked.VAPID_PUBLIC_KEY) !== Boolean(picked.VAPID_PRIVATE_KEY))
    lines.push('  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither (`npx web-push generate-vapid-keys` makes a pair)');
  if (!result.success || lines.length > 0) throw new InvalidEnvironment(lines);
  return result.output;
}
