/**
 * The one logger of the server (pino): JSON lines in production, for whatever collects stdout (journald,
 * a container runtime, a log shipper); readable lines in development (pino-pretty, a dev dependency loaded
 * only then). Every line has an ISO time and a level name; requests add their id (http/access-log.ts).
 *
 * Nothing written here may hold a token, a password or a key. Errors are therefore serialised by hand
 * (serializeError): pino's own serializer copies every enumerable property, and drizzle's query errors
 * carry the query's parameters (password hashes, refresh tokens, e-mail addresses) in `params` and in
 * their message, and PostgreSQL's carry the offending row in `detail`. Only the message (cut before the
 * parameters), the name, a few connection fields (code, errno, syscall, address, port) and the stack are
 * kept, for every error of the `cause` chain. Field names that hold secrets are redacted as a second line
 * of defence, should a caller log an object carelessly.
 *
 * The command-line tools (server/cli, server/seed/cli.ts) talk to the operator at a terminal with plain
 * console output; this logger is the server's.
 */
import { createHmac } from 'node:crypto';
import { createRequire } from 'node:module';
import pino from 'pino';

export type Logger = pino.Logger;
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

/** Keys whose values are never written, wherever they appear in a logged object (one level deep). */
const SECRET_KEYS = ['password', 'passwd', 'token', 'access', 'refresh', 'secret', 'authorization', 'cookie', 'set-cookie'];
export const REDACT_PATHS = [
  ...SECRET_KEYS.flatMap((key) => [key, `*.${key}`]),
  'headers.authorization',
  'headers.cookie',
  'req.headers.authorization',
  'req.headers.cookie',
  'TOKEN_SECRET',
  '*.TOKEN_SECRET',
  'DATABASE_URL',
  '*.DATABASE_URL',
];

export type SerializedError = {
  type: string;
  message: string;
  code?: string;
  errno?: number;
  syscall?: string;
  address?: string;
  port?: number;
  stack?: string;
  cause?: SerializedError;
  /** An AggregateError's members (Node's connection attempts to each address of a host). */
  errors?: SerializedError[];
};

const MAX_CAUSES = 5;

/** drizzle's DrizzleQueryError writes "params: …" after the query: everything from there on is left out. */
function safeMessage(error: Error): string {
  const message = error.message ?? '';
  const cut = message.indexOf('\nparams:');
  return (cut >= 0 ? message.slice(0, cut) : message).slice(0, 2000);
}

function errorType(error: Error): string {
  const ctor = (error.constructor as { name?: string } | undefined)?.name;
  return ctor && ctor !== 'Error' ? ctor : error.name || 'Error';
}

/** An error and its causes as plain data with no parameters, rows or headers (see the module comment). */
export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, 200) };
  const type = errorType(error);
  const fields = error as Error & Partial<Record<'code' | 'errno' | 'syscall' | 'address' | 'port', unknown>>;
  let message = safeMessage(error);
  const members = error instanceof AggregateError ? (error.errors as unknown[]) : [];
  // Node's AggregateError of a refused connection has an empty message: its members say what happened.
  if (!message && members[0] instanceof Error) message = safeMessage(members[0]);
  const out: SerializedError = { type, message };
  if (typeof fields.code === 'string') out.code = fields.code;
  if (typeof fields.errno === 'number') out.errno = fields.errno;
  if (typeof fields.syscall === 'string') out.syscall = fields.syscall;
  if (typeof fields.address === 'string') out.address = fields.address;
  if (typeof fields.port === 'number') out.port = fields.port;
  // The stack's first lines repeat the raw message (with drizzle's parameters): only the frames are kept.
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  if (frames.length > 0) out.stack = [`${type}: ${message}`, ...frames].join('\n');
  if (depth < MAX_CAUSES) {
    if (error.cause !== undefined) out.cause = serializeError(error.cause, depth + 1);
    if (members.length > 0) out.errors = members.slice(0, 5).map((member) => serializeError(member, depth + 1));
  }
  return out;
}

/** "Failed query: select … ← connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)": the chain in one line. */
export function causeChain(error: unknown): string {
  const parts: string[] = [];
  for (let current: SerializedError | undefined = serializeError(error); current; current = current.cause ?? current.errors?.[0]) {
    const text = current.message || current.type;
    const part = current.code && !text.includes(current.code) ? `${text} (${current.code})` : text;
    // An AggregateError borrows its first member's message: that member would only repeat it.
    if (parts.at(-1) !== part) parts.push(part);
  }
  return parts.join(' ← ');
}

/**
 * Who made a request, for the access log, without the user id itself: an HMAC keyed from the token secret,
 * so the same visitor reads the same on every instance, and a log reader cannot test candidate ids.
 */
export function userIdHasher(tokenSecret: Uint8Array): (userId: string) => string {
  const key = createHmac('sha256', tokenSecret).update('expo-pwa: user id in logs').digest();
  return (userId) => createHmac('sha256', key).update(userId).digest('base64url').slice(0, 12);
}

export type LoggerOptions = {
  level?: LogLevel;
  format?: LogFormat;
  /** Where lines go instead of stdout: a test's capture. Always JSON. */
  destination?: pino.DestinationStream;
};

const options = (level: LogLevel): pino.LoggerOptions => ({
  level,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  serializers: { err: serializeError },
  redact: { paths: REDACT_PATHS, censor: '[redacted]' },
});

type PrettyFactory = (options: Record<string, unknown>) => pino.DestinationStream;

/** pino-pretty when it is installed (a development install); a production install falls back to JSON. */
function prettyStream(): pino.DestinationStream | null {
  try {
    const pretty = createRequire(import.meta.url)('pino-pretty') as PrettyFactory;
    return pretty({
      colorize: process.stdout.isTTY === true,
      translateTime: 'SYS:HH:MM:ss.l',
      // What the message already says (the access line's method, path, status and time; the start's address).
      ignore: 'pid,hostname,method,path,status,duration_ms,url,database',
      singleLine: true,
      sync: true,
    });
  } catch {
    return null;
  }
}

export function createLogger({ level = 'info', format = 'json', destination }: LoggerOptions = {}): Logger {
  if (destination) return pino(options(level), destination);
  const pretty = format === 'pretty' ? prettyStream() : null;
  return pretty ? pino(options(level), pretty) : pino(options(level));
}

/** The environment's choice: LOG_LEVEL (default info), LOG_FORMAT (default json in production, else pretty). */
export function loggerFromEnv(env: { NODE_ENV: string; LOG_LEVEL?: LogLevel | undefined; LOG_FORMAT?: LogFormat | undefined }): Logger {
  return createLogger({
    level: env.LOG_LEVEL ?? 'info',
    format: env.LOG_FORMAT ?? (env.NODE_ENV === 'production' ? 'json' : 'pretty'),
  });
}
